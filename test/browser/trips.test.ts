import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit, type OpenPageOptions } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { startOutage } from './support/outage.js';
import { answered, readTrip, seedRoute, seedTrip, eastwardRoute, TRIPS } from './trips-support.js';

/**
 * The /trips list: a new user's empty state, a trip made with the New trip dialog (and its date
 * rule said by the field), a trip made in one step from a GPX file (and a broken file's refusal
 * said by the control), and the list's groups and figures. Each test signs up its own account.
 */

const GPX = fileURLToPath(new URL('../fixtures/gpx/screens-fell-round.gpx', import.meta.url));

async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Wyn', familyName: 'Fell' });
  return openPage({ ...options, storageState });
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'New trip' });

describe('the trips list', { timeout: 120_000 }, () => {
  it('helps a new user make the first trip', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips', { waitFor: 'text=Plan your first trip' });
    const empty = page.locator('.trips-message');
    expect(await empty.getByRole('heading', { name: 'Plan your first trip' }).count()).toBe(1);
    // Both ways in: a GPX file, or the form.
    expect(await empty.getByText('Start from a GPX file').count()).toBe(1);
    await empty.getByRole('button', { name: 'New trip' }).click();
    await dialog(page).waitFor();
    await checkAxe(page);
  });

  it('creates a day trip with the New trip dialog and opens it', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips', { waitFor: 'text=Plan your first trip' });
    await page.locator('.trips-header').getByRole('button', { name: 'New trip' }).click();
    const form = dialog(page);
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Helvellyn day');
    await form.getByLabel('First day').fill('2026-07-10');
    await form.getByRole('combobox', { name: 'Activity' }).selectOption('trail_run');
    const created = answered(page, 'POST', TRIPS);
    await form.getByRole('button', { name: 'Create trip' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    // The end date left empty is a day trip: the server gets the first day twice.
    expect(response.request().postDataJSON()).toEqual({
      name: 'Helvellyn day',
      startDate: '2026-07-10',
      endDate: '2026-07-10',
      activity: 'trail_run',
    });
    const trip = (await response.json()) as { id: string };
    await page.waitForURL(`**/trips/${trip.id}`);
    await page.getByRole('heading', { level: 1, name: 'Helvellyn day' }).waitFor();
    expect(await page.locator('.trip-when').innerText()).toMatch(/10 Jul 2026 · 1 day · Trail run/);
    await checkAxe(page);

    await page.getByRole('link', { name: 'Trips', exact: true }).first().click();
    await settle(page, '.trip-card');
    await checkAxe(page);
    const card = page.locator('.trip-card').filter({ hasText: 'Helvellyn day' });
    expect(await card.innerText()).toMatch(/10 Jul 2026/);
    expect(await card.innerText()).toContain('No pack');
  });

  it('says by the last day’s field that it cannot be before the first, and sends nothing', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips', { waitFor: 'text=Plan your first trip' });
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === TRIPS) posted += 1;
    });
    await page.locator('.trips-header').getByRole('button', { name: 'New trip' }).click();
    const form = dialog(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Backwards');
    await form.getByLabel('First day').fill('2026-07-10');
    await form.getByLabel('Last day').fill('2026-07-08');
    await form.getByRole('button', { name: 'Create trip' }).click();
    const last = form.getByLabel('Last day');
    await expect.poll(() => last.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await last.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(
      describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(messages).toContain('The last day cannot be before the first');
    expect(posted).toBe(0);
    await checkAxe(page);

    await last.fill('2026-07-12');
    const created = answered(page, 'POST', TRIPS);
    await form.getByRole('button', { name: 'Create trip' }).click();
    expect((await created).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: 'Backwards' }).waitFor();
    expect(await page.locator('.trip-when').innerText()).toContain('3 days');
    await checkAxe(page);
  });

  it('creates a trip from a GPX file in one step: route, dates and waypoints', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips', { waitFor: 'text=Plan your first trip' });
    // The upload is held until its progress has been seen.
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${TRIPS}/import`, async (route) => {
      await held;
      await route.continue();
    });
    const imported = answered(page, 'POST', `${TRIPS}/import`);
    const header = page.locator('.trips-header');
    await header.getByLabel('Create from GPX').setInputFiles(GPX);
    await expect
      .poll(() => header.locator('.trip-import-message').innerText())
      .toMatch(/^Uploading screens-fell-round\.gpx \([\d.]+ kB\)…$/);
    expect(await header.getByRole('progressbar', { name: /^Uploading/ }).count()).toBe(1);
    await checkAxe(page);
    release?.();
    const response = await imported;
    expect(response.status()).toBe(201);
    const trip = (await response.json()) as { id: string };
    await page.waitForURL(`**/trips/${trip.id}`);
    await page.getByRole('heading', { level: 1, name: 'Fell round' }).waitFor();
    expect(await page.locator('.trip-when').innerText()).toMatch(
      /10 – ?11 Jul 2026|10–11 Jul 2026/,
    );
    await page.locator('.map-marker[aria-label="Tarn camp"]').waitFor();
    await page.locator('.map-marker[aria-label="Beck water"]').waitFor();
    await page.getByRole('slider', { name: 'Elevation profile of Fell round' }).waitFor();
    await checkAxe(page);

    const saved = await readTrip(page.request, trip.id);
    expect(saved.route?.points).toHaveLength(48);
    expect(saved.waypoints.map((w) => [w.name, w.icon]).sort()).toEqual([
      ['Beck water', 'water'],
      ['Tarn camp', 'camp'],
    ]);
    // Day by day: the camp cuts the route in two.
    const days = page.getByRole('region', { name: 'Day by day' }).locator('.trip-day-stage');
    expect(await days.allInnerTexts()).toEqual(['Start → Tarn camp', 'Tarn camp → Finish']);
  });

  it('says by the control why a broken file made no trip', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips', { waitFor: 'text=Plan your first trip' });
    const input = page.locator('.trips-header').getByLabel('Create from GPX');
    const heading = page.getByRole('heading', { level: 1, name: 'Trips' });
    const newTrip = page.locator('.trips-header').getByRole('button', { name: 'New trip' });
    const before = { heading: await heading.boundingBox(), newTrip: await newTrip.boundingBox() };
    const refused = answered(page, 'POST', `${TRIPS}/import`);
    await input.setInputFiles({
      name: 'broken.gpx',
      mimeType: 'application/gpx+xml',
      buffer: Buffer.from('<gpx version="1.1"><trk><trkseg><trkpt lat="54"'),
    });
    expect((await refused).status()).toBe(400);
    const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy}"]`);
    await expect
      .poll(() => message.innerText())
      .toMatch(/^Could not make a trip from broken\.gpx: .+\.$/);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/trips');
    // The message goes under both buttons: the heading and New trip stay where they were.
    expect(await heading.boundingBox()).toEqual(before.heading);
    expect(await newTrip.boundingBox()).toEqual(before.newTrip);
    const [shown, button] = [await message.boundingBox(), await newTrip.boundingBox()];
    expect(shown?.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
    await checkAxe(page);
  });

  it('says why the list could not be loaded, and Try again brings it', async () => {
    const page = await openSignedIn();
    await seedTrip(page.request, { name: 'Kept trip', startDate: '2099-05-01' });
    const outage = await startOutage(page, TRIPS, 'Resting');
    await visit(page, '/trips', { waitFor: 'text=Your trips could not be loaded' });
    expect(await page.getByRole('alert').innerText()).toContain('Resting.');
    await outage.retriesExhausted();
    outage.end();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.trip-card').filter({ hasText: 'Kept trip' }).waitFor();
    await checkAxe(page);
  });

  it('says when a trip is not there, with the way back', async () => {
    const page = await openSignedIn();
    await visit(page, '/trips/00000000-0000-4000-8000-000000000000', {
      waitFor: 'text=This trip was not found',
    });
    expect(await page.locator('main').innerText()).toContain(
      'None of your trips is at “00000000-0000-4000-8000-000000000000”',
    );
    await page.getByRole('link', { name: 'Go to your trips' }).click();
    await page.getByRole('heading', { name: 'Plan your first trip' }).waitFor();
    await checkAxe(page);
  });

  it('groups trips as in progress, upcoming and past, with their figures', async () => {
    const page = await openSignedIn();
    const past = await seedTrip(page.request, {
      name: 'Old round',
      startDate: '2020-05-01',
      endDate: '2020-05-02',
    });
    await seedRoute(page.request, past.id, eastwardRoute());
    await seedTrip(page.request, { name: 'Far future', startDate: '2099-01-01' });
    await visit(page, '/trips', { waitFor: '.trip-card' });
    const titles = await page.locator('.trips-group-title').allInnerTexts();
    expect(titles).toEqual(['Upcoming (1)', 'Past (1)']);
    const card = page.locator('.trip-card').filter({ hasText: 'Old round' });
    const text = await card.innerText();
    expect(text).toMatch(/2 days/);
    expect(text).toMatch(/6\.\d km/);
    expect(await card.getByRole('img', { name: 'Route of Old round' }).count()).toBe(1);
  });
});
