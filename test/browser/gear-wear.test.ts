import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { checkAxe, openPage, visit } from './support/browser.js';
import {
  signUpOncePerFile,
  storedUserOf,
  withStoredUser,
  type StoredUser,
} from './support/auth.js';
import { seedItems, serverItems, showGear, table } from './gear-library-support.js';
import { HIKE_ANALYTICS, noGearDefaults } from './track-support.js';

type Item = ApiSchema<'GearItemResponseDto'>;
type Mileage = ApiSchema<'GearMileageDto'>;
type Defaults = ApiSchema<'ActivityGearDefaultsDto'>;

const signedIn = signUpOncePerFile({ givenName: 'Mara', familyName: 'Wear' });

/**
 * An Explorer user in the browser. The file's account is on Basic in the database, which
 * refuses gear mileage and default gear (test/api/activities-gear*.test.ts prove that, and
 * their answers for Explorer): here those answers are made up, the rest is the real server.
 */
async function explorerPage(options: { width?: number; height?: number } = {}) {
  const explorer: StoredUser = { ...storedUserOf(signedIn()), subscriptionPlan: 'explorer' };
  const page = await openPage({ ...options, storageState: withStoredUser(signedIn(), explorer) });
  await page.route('/api/auth/me', (route) => route.fulfill({ json: explorer }));
  return page;
}

const mileageOf = (item: Item, totalDistanceM: number, count: number): Mileage => ({
  gearItemId: item.id,
  name: item.name,
  count,
  distanceM: totalDistanceM,
  movingS: count * 3600,
  direct: true,
  totalDistanceM,
  // The client works the limit and the hint out from the item as it is now.
  retirementDistanceM: null,
  wornShare: null,
  retirementHint: null,
});

async function routeMileage(page: Page, items: Mileage[]): Promise<() => number> {
  let asked = 0;
  await page.route('**/api/activities/gear-mileage', (route) => {
    asked += 1;
    return route.fulfill({ json: { items } });
  });
  return () => asked;
}

/** What the badge in an item's name cell shows (its screen-reader text apart). */
const badgeText = (page: Page, name: string) =>
  nameCell(page, name).locator('.wear-badge > [aria-hidden="true"]').innerText();

/** The name cell of an item's row in the library's table. */
const nameCell = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) })
    .locator('.gear-cell-name');

describe('gear mileage in the library', () => {
  it('shows an Explorer user each used item’s kilometres, and hints from 90 % and 100 %', async () => {
    const page = await explorerPage();
    const [shoes, tent, chain, spare] = await seedItems(page, [
      { name: 'Wear trail shoes' },
      { name: 'Wear tarp tent' },
      { name: 'Wear chain', retireAfterM: 500_000 },
      { name: 'Wear spare shoes' },
    ]);
    if (!shoes || !tent || !chain || !spare) throw new Error('Items not seeded');
    await routeMileage(page, [
      mileageOf(shoes, 553_400, 62),
      mileageOf(chain, 640_000, 40),
      mileageOf(tent, 96_000, 6),
    ]);
    await showGear(page);
    await nameCell(page, 'Wear trail shoes').locator('.wear-badge').waitFor();
    expect(await badgeText(page, 'Wear trail shoes')).toBe('553 km · retire soon');
    expect(await badgeText(page, 'Wear chain')).toBe('640 km · retire now');
    expect(await badgeText(page, 'Wear tarp tent')).toBe('96 km');
    // Shoes never worn get no badge in the list.
    expect(await nameCell(page, 'Wear spare shoes').locator('.wear-badge').count()).toBe(0);
    expect(
      await nameCell(page, 'Wear trail shoes').locator('.wear-badge .visually-hidden').innerText(),
    ).toBe('Gear mileage: Retire soon: 553 of 600 km');
    await checkAxe(page);
  });

  it('shows the figures in the item’s details, and its retirement distance saved', async () => {
    const page = await explorerPage();
    const [shoes] = await seedItems(page, [{ name: 'Detail road shoes' }]);
    if (!shoes) throw new Error('Item not seeded');
    await routeMileage(page, [mileageOf(shoes, 553_400, 62)]);
    await showGear(page);
    await page.getByRole('button', { name: 'Details of Detail road shoes' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    const wear = drawer.getByRole('region', { name: 'Gear mileage' });
    expect(await wear.innerText()).toMatch(
      /553 km · 62 h · 62 activities\s+Retire soon: 553 of 600 km/,
    );
    const field = drawer.getByLabel('Retire after (km)');
    expect(await field.inputValue()).toBe('');
    await drawer.getByText('Empty: 600 km, as for all shoes; 0: no limit').waitFor();
    await field.fill('-5');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('0 (no limit) or more').waitFor();
    await checkAxe(page);

    await field.fill('800');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const saved = (await serverItems(page)).find((item) => item.id === shoes.id);
    expect(saved?.retireAfterM).toBe(800_000);
    // The list follows the item as saved: 553 of 800 km is no longer near.
    expect(await badgeText(page, 'Detail road shoes')).toBe('553 km');
    await page.getByRole('button', { name: 'Details of Detail road shoes' }).click();
    expect(await wear.innerText()).toContain('553 of 800 km');
    expect(await field.inputValue()).toBe('800');
  });

  it('shows a Basic user no mileage: nothing asked, no badge, no field, one line in the details', async () => {
    const page = await openPage({ storageState: signedIn() });
    await seedItems(page, [{ name: 'Basic trail shoes' }]);
    const asked = await routeMileage(page, []);
    await showGear(page);
    await page.getByRole('button', { name: 'Details of Basic trail shoes' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    await drawer
      .getByText('Gear mileage and retirement hints come with the Explorer plan')
      .waitFor();
    expect(await drawer.getByLabel('Retire after (km)').count()).toBe(0);
    expect(await page.locator('.wear-badge').count()).toBe(0);
    expect(asked()).toBe(0);
    await checkAxe(page);
  });
});

describe('default gear on /track/{category}', () => {
  it('lets an Explorer user choose the pack and items every new hike gets', async () => {
    const page = await explorerPage();
    const [poles] = await seedItems(page, [{ name: 'Default carbon poles' }]);
    const packResponse = await page.request.post('/api/packs', {
      data: { name: 'Default day pack' },
    });
    const pack = (await packResponse.json()) as { id: string };
    let saved: Defaults = noGearDefaults('hike');
    const sent: unknown[] = [];
    await page.route('**/api/activities/analytics/hike?*', (route) =>
      route.fulfill({ json: HIKE_ANALYTICS }),
    );
    await page.route('**/api/activities/defaults/hike', async (route) => {
      if (route.request().method() === 'PUT') {
        const body = route.request().postDataJSON() as { packId: string; gearItemIds: string[] };
        sent.push(body);
        saved = {
          category: 'hike',
          pack: { id: body.packId, name: 'Default day pack' },
          gear: [{ id: poles?.id ?? '', name: 'Default carbon poles' }],
        };
      }
      await route.fulfill({ json: saved });
    });

    await visit(page, '/track/hike', { waitFor: '.track-bars-svg' });
    const section = page.getByRole('region', { name: 'Default gear' });
    await section.getByText('None chosen yet.').waitFor();
    await section.getByRole('button', { name: 'Choose default gear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Default gear: Hike' });
    await dialog.getByLabel('Pack carried').selectOption({ label: 'Default day pack' });
    await dialog.getByLabel('Gear used').fill('carbon');
    await dialog.getByRole('button', { name: 'Add Default carbon poles' }).click();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(sent).toEqual([{ packId: pack.id, gearItemIds: [poles?.id] }]);
    expect(await section.locator('.track-defaults-list').innerText()).toMatch(
      /Pack\s+Default day pack\s+Gear\s+Default carbon poles/,
    );
    expect(await section.getByRole('button').innerText()).toBe('Change default gear');
    await checkAxe(page);
  });
});
