import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, stableBox, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { seedLibrary, seedLine, seedPack } from './packs-support.js';
import {
  answered,
  eastwardRoute,
  marker,
  readTrip,
  seedRoute,
  seedTrip,
  TRIPS,
  type TripJson,
} from './trips-support.js';

/**
 * Editing a trip on its page: waypoints added by clicking the map (and at its centre with the
 * keyboard), edited and deleted; packs added, made main and taken off, with the budget carrying
 * the main pack; the details form with the main location picked on the map; and the trip
 * deleted after a question. Each test signs up its own account.
 */

async function openWithTrip(): Promise<{ page: Page; trip: TripJson }> {
  const storageState = await signedInState({ givenName: 'Eira', familyName: 'Ridge' });
  const page = await openPage({ storageState });
  const trip = await seedTrip(page.request, {
    name: 'Ridge walk',
    startDate: '2026-08-01',
    endDate: '2026-08-02',
  });
  await seedRoute(page.request, trip.id, eastwardRoute());
  await visit(page, `/trips/${trip.id}`, { waitFor: '.route-chart-plot' });
  return { page, trip };
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('editing a trip', { timeout: 120_000 }, () => {
  it('adds a camp by clicking the map, which ends the first day; edits and deletes it', async () => {
    const { page, trip } = await openWithTrip();
    const waypoints = section(page, 'Waypoints (0)');
    await waypoints.getByRole('button', { name: 'Add on the map' }).click();
    const bar = page.getByRole('group', { name: 'Adding waypoints' });
    await bar.waitFor();
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'))
      .toBe('Adding waypoints');
    await checkAxe(page);
    // On the route, a little past its middle (it runs across the map's middle).
    const line = await page.locator('.map-route-line').first().boundingBox();
    if (!line) throw new Error('No route line');
    await page.mouse.click(line.x + line.width * 0.6, line.y);
    const dialog = page.getByRole('dialog', { name: 'New waypoint' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('High camp');
    expect(await dialog.getByRole('radio', { name: 'Camp' }).isChecked()).toBe(true);
    await checkAxe(page);
    const created = answered(page, 'POST', `${TRIPS}/${trip.id}/waypoints`);
    await dialog.getByRole('button', { name: 'Add waypoint' }).click();
    expect((await created).status()).toBe(201);
    await shownToast(page, 'Added High camp');
    await marker(page, 'High camp').waitFor();
    const stages = section(page, 'Day by day').locator('.trip-day-stage');
    await expect
      .poll(() => stages.allInnerTexts())
      .toEqual(['Start → High camp', 'High camp → Finish']);

    // With the keyboard: a waypoint at the map's centre, from the bar.
    await bar.getByRole('button', { name: 'Add at the centre' }).click();
    const second = page.getByRole('dialog', { name: 'New waypoint' });
    await second.getByRole('textbox', { name: 'Name' }).fill('Middle');
    await second.getByRole('radio', { name: 'Water' }).check();
    await second.getByRole('button', { name: 'Add waypoint' }).click();
    await marker(page, 'Middle').waitFor();
    await bar.getByRole('button', { name: 'Done' }).click();
    await bar.waitFor({ state: 'detached' });

    const list = section(page, 'Waypoints (2)');
    await list.getByRole('button', { name: 'Edit High camp' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit High camp' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Col camp');
    await edit.getByRole('textbox', { name: 'Note' }).fill('Flat, sheltered from the west');
    const patched = answered(page, 'PATCH', /\/waypoints\//);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    expect((await patched).status()).toBe(200);
    await marker(page, 'Col camp').waitFor();

    await list.getByRole('button', { name: 'Delete Middle' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Middle?' });
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', /\/waypoints\//);
    await confirm.getByRole('button', { name: 'Delete waypoint' }).click();
    expect((await deleted).status()).toBe(200);
    await marker(page, 'Middle').waitFor({ state: 'detached' });
    const saved = await readTrip(page.request, trip.id);
    expect(saved.waypoints.map((w) => [w.name, w.note, w.icon])).toEqual([
      ['Col camp', 'Flat, sheltered from the west', 'camp'],
    ]);
  });

  it('takes packs, marks the main one, and carries its base weight', async () => {
    const { page, trip } = await openWithTrip();
    const seeded = await seedLibrary(page.request, [], [{ name: 'Tent', grams: 1200 }]);
    const light = await seedPack(page.request, 'Light kit');
    await seedLine(page.request, light, { gearItemId: seeded.items.get('Tent') ?? '' });
    await seedPack(page.request, 'Empty kit');
    const packs = section(page, 'Packs (0)');
    await packs.getByRole('button', { name: 'Add a pack' }).click();
    const choice = packs.getByRole('combobox', { name: 'Pack to add' });
    await expect.poll(() => choice.isEnabled()).toBe(true);
    await choice.selectOption({ label: 'Light kit' });
    const put = answered(page, 'PUT', `${TRIPS}/${trip.id}/packs`);
    await packs.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await put).request().postDataJSON()).toEqual({
      packs: [{ packId: light, isMain: true }],
    });
    await shownToast(page, 'Added Light kit');
    const budget = section(page, 'Food and water');
    // 1.2 kg of tent, 1.4 kg of food and some water at the start.
    await expect
      .poll(() => budget.locator('.trip-heaviest').innerText())
      .toMatch(/^Heaviest: day 1, at the start: 3\.\d+ kg$/);

    const withOne = section(page, 'Packs (1)');
    await withOne.getByRole('button', { name: 'Add a pack' }).click();
    await withOne
      .getByRole('combobox', { name: 'Pack to add' })
      .selectOption({ label: 'Empty kit' });
    await withOne.getByRole('button', { name: 'Add', exact: true }).click();
    const two = section(page, 'Packs (2)');
    await two.waitFor();
    await checkAxe(page);
    const main = answered(page, 'PUT', `${TRIPS}/${trip.id}/packs`);
    await two
      .locator('.trip-pack')
      .filter({ hasText: 'Empty kit' })
      .getByLabel('Main pack')
      .check();
    expect((await main).status()).toBe(200);
    await expect.poll(() => budget.locator('.trip-heaviest').innerText()).toMatch(/: 2\.\d+ kg$/);
    const saved = await readTrip(page.request, trip.id);
    expect(saved.packs.map((p) => [p.name, p.isMain])).toEqual([
      ['Empty kit', true],
      ['Light kit', false],
    ]);
  });

  it('saves the details with the main location picked on the map', async () => {
    const { page, trip } = await openWithTrip();
    const details = section(page, 'Trip details');
    await details.getByRole('textbox', { name: 'Description' }).fill('Over the tops');
    await details.getByRole('button', { name: 'Pick on the map' }).click();
    await page.getByRole('group', { name: 'Picking the main location' }).waitFor();
    const map = await stableBox(page, page.getByRole('region', { name: 'Map of Ridge walk' }));
    await page.mouse.click(map.x + map.width * 0.3, map.y + map.height * 0.7);
    await page.getByRole('group', { name: 'Picking the main location' }).waitFor({
      state: 'detached',
    });
    const latitude = details.getByRole('textbox', { name: 'Latitude' });
    await expect.poll(() => latitude.inputValue()).toMatch(/^54\.\d+$/);
    await details.getByRole('switch', { name: /Public/ }).check();
    await checkAxe(page);
    const patched = answered(page, 'PATCH', `${TRIPS}/${trip.id}`);
    await details.getByRole('button', { name: 'Save details' }).click();
    expect((await patched).status()).toBe(200);
    await shownToast(page, 'Saved Ridge walk');
    const saved = await readTrip(page.request, trip.id);
    expect(saved.description).toBe('Over the tops');
    expect(saved.isPublic).toBe(true);
    expect(saved.latitude).toBeCloseTo(Number(await latitude.inputValue()), 5);
    expect(saved.latitude).toBeLessThan(54.5);
    expect(saved.longitude).toBeLessThan(-3.04);
    expect(await page.locator('.trip-when').innerText()).toContain('Public');
  });

  it('deletes the trip after a question and goes back to the list', async () => {
    const { page, trip } = await openWithTrip();
    await page.getByRole('button', { name: 'Delete trip' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Ridge walk?' });
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', `${TRIPS}/${trip.id}`);
    await confirm.getByRole('button', { name: 'Delete trip' }).click();
    expect((await deleted).status()).toBe(204);
    await page.waitForURL('**/trips');
    await page.getByRole('heading', { name: 'Plan your first trip' }).waitFor();
    await checkAxe(page);
    expect((await page.request.get(`${TRIPS}/${trip.id}`)).status()).toBe(404);
  });
});
