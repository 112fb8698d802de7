import type { APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of the bundles screens for a person to look at, with data and empty,
 * on a desktop and a phone, light and dark. Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/bundles-screenshots.test.ts`.
 */
const shoot = screenshotsIn('bundles');

const CATEGORIES = ['Cook', 'First aid', 'Sleep'];
const ITEMS: [string, string, string, number, number?][] = [
  // name, brand, category, grams, price (minor GBP)
  ['Pocket Rocket 2', 'MSR', 'Cook', 73, 4500],
  ['Titanium pot 750 ml', 'Toaks', 'Cook', 103, 3200],
  ['Long spoon', 'Sea to Summit', 'Cook', 12, 900],
  ['Gas canister 100 g', 'Primus', 'Cook', 190, 599],
  ['Lighter', 'Bic', 'Cook', 21],
  ['Blister plasters', 'Compeed', 'First aid', 15, 850],
  ['Ibuprofen', '', 'First aid', 10, 300],
  ['Tick tweezers', 'O’Tom', 'First aid', 5, 450],
  ['Quilt 20°F', 'Enlightened Equipment', 'Sleep', 567, 32500],
  ['NeoAir XLite NXT', 'Therm-a-Rest', 'Sleep', 354, 19900],
];
const BUNDLES: [string, string, string, [string, number][]][] = [
  [
    'Cook kit',
    'Stove, pot and fuel for two nights of hot dinners and morning coffee.',
    'Cook',
    [
      ['Pocket Rocket 2', 1],
      ['Titanium pot 750 ml', 1],
      ['Long spoon', 2],
      ['Gas canister 100 g', 0.5],
      ['Lighter', 1],
    ],
  ],
  [
    'First-aid kit',
    'The small one: blisters, headaches and ticks.',
    'First aid',
    [
      ['Blister plasters', 1],
      ['Ibuprofen', 1],
      ['Tick tweezers', 1],
    ],
  ],
  [
    'Sleep system',
    '',
    'Sleep',
    [
      ['Quilt 20°F', 1],
      ['NeoAir XLite NXT', 1],
    ],
  ],
];

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), `POST ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Seeds once per account; answers the cook kit's id. */
async function seed(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get('/api/bundles')).json()) as {
    id: string;
    name: string;
  }[];
  const cook = existing.find((bundle) => bundle.name === 'Cook kit');
  if (cook) return cook.id;
  const categories = new Map<string, string>();
  for (const name of CATEGORIES) {
    categories.set(
      name,
      (await post<{ id: string }>(request, '/api/gear/categories', { name })).id,
    );
  }
  const items = new Map<string, string>();
  for (const [name, brand, category, grams, price] of ITEMS) {
    const item = await post<{ id: string }>(request, '/api/gear/items', {
      name,
      brand,
      categoryId: categories.get(category) ?? null,
      weightMg: grams * 1000,
      ...(price ? { priceMinor: price, currency: 'GBP' } : {}),
    });
    items.set(name, item.id);
  }
  const ids: string[] = [];
  for (const [name, description, category, entries] of BUNDLES) {
    const bundle = await post<{ id: string }>(request, '/api/bundles', {
      name,
      description,
      categoryId: categories.get(category) ?? null,
    });
    for (const [item, quantity] of entries) {
      await post(request, `/api/bundles/${bundle.id}/items`, {
        gearItemId: items.get(item),
        quantity,
      });
    }
    ids.push(bundle.id);
  }
  for (const name of ['Cairngorms weekend', 'Coast path overnighter']) {
    const pack = await post<{ id: string }>(request, '/api/packs', { name });
    await post(request, `/api/packs/${pack.id}/lines`, { bundleId: ids[0] });
  }
  return ids[0] ?? '';
}

describeScreenshots('bundles screenshots', () => {
  const withBundles = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });
  const newUser = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });

  it.each(SHOTS)(
    'with data at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: withBundles() });
      const cookKit = await seed(page.request);
      const tag = `${size.name}-${colorScheme}`;

      await visit(page, '/bundles', { waitFor: 'text=First-aid kit' });
      await shoot(page, `bundles-${tag}`, true);
      await page.getByRole('button', { name: 'Delete Cook kit' }).click();
      await page.getByText('Cairngorms weekend and Coast path overnighter').waitFor();
      await checkAxe(page);
      await shoot(page, `bundles-delete-${tag}`);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'New bundle' }).click();
      await page.getByRole('button', { name: 'Create bundle' }).click();
      await page.getByText('Give the bundle a name').waitFor();
      await checkAxe(page);
      await shoot(page, `bundles-new-${tag}`);
      await page.keyboard.press('Escape');

      await visit(page, `/bundles/${cookKit}`, { waitFor: 'text=Pocket Rocket 2' });
      await shoot(page, `bundle-${tag}`, true);
      const picker = page.getByRole('combobox', { name: 'Add from your gear' });
      await picker.fill('t');
      await page
        .getByRole('listbox', { name: 'Matching gear' })
        .getByRole('option')
        .first()
        .waitFor();
      await page.keyboard.press('ArrowDown');
      await checkAxe(page);
      await shoot(page, `bundle-picker-${tag}`);
      await page.keyboard.press('Escape');
      await page.getByRole('spinbutton', { name: 'Quantity of Lighter' }).fill('lots');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'A number from 0' }).waitFor();
      await shoot(page, `bundle-bad-quantity-${tag}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Rename Cook kit' }).click();
      await page.getByRole('textbox', { name: 'Bundle name' }).fill('');
      await page.keyboard.press('Enter');
      await page.getByText('Give the bundle a name').waitFor();
      await checkAxe(page);
      await shoot(page, `bundle-rename-${tag}`);
      await page.keyboard.press('Escape');
    },
    120_000,
  );

  it.each(SHOTS)(
    'empty at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: newUser() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/bundles', { waitFor: 'text=No bundles yet' });
      await shoot(page, `bundles-empty-${tag}`, true);
      const created = await page.request.post('/api/bundles', { data: { name: `Empty ${tag}` } });
      const { id } = (await created.json()) as { id: string };
      await visit(page, `/bundles/${id}`, { waitFor: 'text=Nothing in this bundle yet' });
      await shoot(page, `bundle-empty-${tag}`, true);
      await visit(page, '/bundles/00000000-0000-4000-8000-000000000000', {
        waitFor: 'text=Bundle not found',
      });
      await shoot(page, `bundle-not-found-${tag}`);
      // The account's list is empty again for the next picture.
      expect((await page.request.delete(`/api/bundles/${id}`)).status()).toBe(204);
    },
    60_000,
  );
});
