import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { answered, marker, readTrip, seedTrip, TRIPS, type TripJson } from './trips-support.js';

/**
 * A trip's route in and out of files on its page, and its pace: a GPX file imported into a
 * trip (its route and waypoints join it, the map and the figures follow), the GPX export link
 * (a download of the trip as GPX), and the pace of Naismith's rule changed on the page.
 */

const GPX = fileURLToPath(new URL('../fixtures/gpx/screens-fell-round.gpx', import.meta.url));

async function openWithTrip(): Promise<{ page: Page; trip: TripJson }> {
  const storageState = await signedInState({ givenName: 'Cai', familyName: 'Beck' });
  const page = await openPage({ storageState });
  const trip = await seedTrip(page.request, {
    name: 'Lake loop',
    startDate: '2026-07-10',
    endDate: '2026-07-11',
  });
  await visit(page, `/trips/${trip.id}`, { waitFor: '.trip-profile-empty' });
  return { page, trip };
}

const figure = (page: Page, name: string) =>
  page.locator('.trip-stat').filter({ hasText: name }).locator('dd').innerText();

describe('a trip’s route files and pace', { timeout: 120_000 }, () => {
  it('imports a GPX file into the trip: its route, profile, figures and waypoints', async () => {
    const { page, trip } = await openWithTrip();
    expect(await figure(page, 'Distance')).toBe('0 m');
    const route = page.getByRole('region', { name: 'Route', exact: true });
    const imported = answered(page, 'POST', `${TRIPS}/${trip.id}/route/import`);
    await route.getByLabel('Import GPX or KML').setInputFiles(GPX);
    expect((await imported).status()).toBe(200);
    await shownToast(page, 'Imported screens-fell-round.gpx');
    await page.getByRole('slider', { name: 'Elevation profile of Lake loop' }).waitFor();
    await marker(page, 'Tarn camp').waitFor();
    await expect.poll(() => figure(page, 'Distance')).toMatch(/^\d+\.\d km$/);
    expect(await route.innerText()).toContain('48 points');
    await checkAxe(page);
    // The trip keeps its name and dates; the file brings the route and waypoints.
    const saved = await readTrip(page.request, trip.id);
    expect([saved.name, saved.startDate, saved.route?.points.length]).toEqual([
      'Lake loop',
      '2026-07-10',
      48,
    ]);
    expect(saved.waypoints).toHaveLength(2);

    // A second file would replace that route: asked first, and Cancel keeps it.
    const input = route.getByLabel('Import GPX or KML');
    await input.setInputFiles(GPX);
    const dialog = page.getByRole('alertdialog', { name: 'Replace the route?' });
    await dialog
      .getByText('screens-fell-round.gpx replaces this trip’s route of 48 points')
      .waitFor();
    await checkAxe(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') requests.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(requests.filter((url) => url.endsWith('/route/import'))).toEqual([]);
    await input.setInputFiles(GPX);
    const replaced = answered(page, 'POST', `${TRIPS}/${trip.id}/route/import`);
    await dialog.getByRole('button', { name: 'Replace the route' }).click();
    expect((await replaced).status()).toBe(200);
  });

  it('offers the trip as a GPX download', async () => {
    const { page, trip } = await openWithTrip();
    const link = page.getByRole('link', { name: 'Export GPX' });
    expect(await link.getAttribute('download')).not.toBeNull();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(`${TRIPS}/${trip.id}/gpx`);
    const response = await page.request.get(appUrl(href));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/gpx\+xml/);
    expect(await response.text()).toContain('<name>Lake loop</name>');
  });

  it('times the route again when the pace changes', async () => {
    const { page, trip } = await openWithTrip();
    await page
      .getByRole('region', { name: 'Route', exact: true })
      .getByLabel('Import GPX or KML')
      .setInputFiles(GPX);
    await shownToast(page, 'Imported screens-fell-round.gpx');
    const before = await figure(page, 'Moving time');
    const stats = page.getByRole('region', { name: /^Route figures/ });
    await stats.getByRole('textbox', { name: 'Pace on the flat' }).fill('2,5');
    const saved = answered(page, 'PATCH', `${TRIPS}/${trip.id}`);
    await stats.getByRole('button', { name: 'Save pace' }).click();
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({ paceKmh: 2.5, climbMPerHour: 600 });
    await shownToast(page, 'Pace saved');
    await expect.poll(() => figure(page, 'Moving time')).not.toBe(before);
    expect((await readTrip(page.request, trip.id)).paceKmh).toBe(2.5);

    await stats.getByRole('textbox', { name: 'Pace on the flat' }).fill('99');
    await stats.getByRole('button', { name: 'Save pace' }).click();
    await stats.getByText('From 0.5 to 50 km/h').waitFor();
    await checkAxe(page);
  });
});
