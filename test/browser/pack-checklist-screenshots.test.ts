import type { APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of the packing checklist for a person to look at (part packed, packed
 * lines hidden, all packed, the reset question, an empty pack, a missing one) on a desktop and a
 * phone, light and dark. Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/pack-checklist-screenshots.test.ts`.
 */
const shoot = screenshotsIn('checklist');

const PACK_NAME = 'Cairngorms weekend';
const CATEGORIES: [string, string][] = [
  ['Shelter', '#2f855a'],
  ['Sleep', '#3182ce'],
  ['Cook', '#dd6b20'],
  ['Clothing', '#805ad5'],
];
// name, brand, category, quantity in the pack, worn, consumable, packed
const LINES: [string, string, string, number, boolean, boolean, boolean][] = [
  ['Duplex tent', 'Zpacks', 'Shelter', 1, false, false, true],
  ['Titanium stakes', 'Vargo', 'Shelter', 8, false, false, true],
  ['Quilt 20°F', 'Enlightened Equipment', 'Sleep', 1, false, false, true],
  ['NeoAir XLite NXT', 'Therm-a-Rest', 'Sleep', 1, false, false, false],
  ['Rain jacket', 'Montbell', 'Clothing', 1, true, false, false],
  ['Merino socks', 'Darn Tough', 'Clothing', 3, false, false, false],
  ['Trail mix', '', '', 4, false, true, false],
  ['Satellite messenger with a rather long name that wraps', 'Garmin', '', 1, false, false, true],
];
const BUNDLE_ITEMS: [string, string, number][] = [
  ['Pocket Rocket 2', 'MSR', 1],
  ['Titanium pot 750 ml', 'Toaks', 1],
  ['Gas canister 100 g', 'MSR', 2],
  ['Long spoon', 'Sea to Summit', 1],
];

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The pack with data (made once per account) and an empty one; their ids. */
async function seed(request: APIRequestContext): Promise<{ full: string; empty: string }> {
  const packs = (await (await request.get('/api/packs')).json()) as { id: string; name: string }[];
  const existingFull = packs.find((pack) => pack.name === PACK_NAME);
  const existingEmpty = packs.find((pack) => pack.name === 'Day hike');
  if (existingFull && existingEmpty) return { full: existingFull.id, empty: existingEmpty.id };

  const categoryIds = new Map<string, string>();
  for (const [name, color] of CATEGORIES) {
    categoryIds.set(
      name,
      (await post<{ id: string }>(request, '/api/gear/categories', { name, color })).id,
    );
  }
  const pack = await post<{ id: string }>(request, '/api/packs', { name: PACK_NAME });
  const packedLines: string[] = [];
  for (const [name, brand, category, quantity, worn, consumable, packed] of LINES) {
    const item = await post<{ id: string }>(request, '/api/gear/items', {
      name,
      brand,
      weightMg: 100_000,
      categoryId: categoryIds.get(category) ?? null,
    });
    const line = await post<{ id: string }>(request, `/api/packs/${pack.id}/lines`, {
      gearItemId: item.id,
      quantity,
      worn,
      consumable,
    });
    if (packed) packedLines.push(line.id);
  }
  const bundle = await post<{ id: string }>(request, '/api/bundles', {
    name: 'Cook kit',
    categoryId: categoryIds.get('Cook'),
  });
  for (const [name, brand, quantity] of BUNDLE_ITEMS) {
    const item = await post<{ id: string }>(request, '/api/gear/items', {
      name,
      brand,
      weightMg: 50_000,
      categoryId: categoryIds.get('Cook'),
    });
    await post(request, `/api/bundles/${bundle.id}/items`, { gearItemId: item.id, quantity });
  }
  await post(request, `/api/packs/${pack.id}/lines`, { bundleId: bundle.id });
  for (const lineId of packedLines) {
    await request.patch(`/api/packs/${pack.id}/lines/${lineId}`, { data: { packed: true } });
  }
  const empty = await post<{ id: string }>(request, '/api/packs', { name: 'Day hike' });
  return { full: pack.id, empty: empty.id };
}

describeScreenshots('checklist screenshots', () => {
  const hiker = signUpOncePerFile({ givenName: 'Isla', familyName: 'Munro' });

  it.each(SHOTS)(
    'at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: hiker() });
      const packs = await seed(page.request);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, `/packs/${packs.full}/checklist`);
      await shoot(page, `checklist-${tag}`);
      await shoot(page, `checklist-full-${tag}`, true);

      await page.getByRole('button', { name: 'Reset all' }).click();
      await page.getByRole('alertdialog', { name: 'Reset the checklist?' }).waitFor();
      await checkAxe(page);
      await shoot(page, `checklist-reset-${tag}`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('switch', { name: 'Hide packed' }).check();
      // The keyboard's way to the first line left, so its focus ring shows.
      await page.getByRole('switch', { name: 'Hide packed' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await checkAxe(page);
      await shoot(page, `checklist-hidden-${tag}`, true);
      const boxes = page.getByRole('checkbox');
      for (let left = await boxes.count(); left > 0; left -= 1) {
        await boxes.first().click();
        await expect.poll(() => boxes.count()).toBe(left - 1);
      }
      await page.getByRole('heading', { name: 'All packed!' }).waitFor();
      await checkAxe(page);
      await shoot(page, `checklist-all-packed-${tag}`);
      // Leave the pack as it was for the next picture.
      await page.getByRole('button', { name: 'Show packed lines' }).click();
      await page.getByRole('switch', { name: 'Hide packed' }).uncheck();
      for (const name of [
        'NeoAir XLite NXT',
        'Rain jacket',
        'Merino socks',
        'Trail mix',
        'Cook kit',
      ]) {
        const response = page.waitForResponse((r) => r.request().method() === 'PATCH');
        await page.getByRole('checkbox', { name }).uncheck();
        await response;
      }

      await visit(page, `/packs/${packs.empty}/checklist`);
      await shoot(page, `checklist-empty-${tag}`);
      await visit(page, '/packs/00000000-0000-4000-8000-000000000000/checklist');
      await shoot(page, `checklist-not-found-${tag}`);
      if (size.name === 'phone') {
        await page.route(`**/api/packs/${packs.full}`, () => undefined);
        await page.goto(`/packs/${packs.full}/checklist`);
        await page.getByText('Loading the checklist…').waitFor({ state: 'attached' });
        await shoot(page, `checklist-loading-${tag}`);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.route(`**/api/packs/${packs.full}`, (route) =>
          route.fulfill({
            status: 503,
            json: { statusCode: 503, message: 'Database unavailable' },
          }),
        );
        await visit(page, `/packs/${packs.full}/checklist`, {
          waitFor: 'text=could not be loaded',
        });
        await shoot(page, `checklist-error-${tag}`);
      }
      expect(true).toBe(true);
      // The first run seeds the pack: two dozen requests on a machine that may be busy.
    },
    90_000,
  );
});
