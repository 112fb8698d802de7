import type { APIRequestContext, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Not a check: pictures of the gear screen for a person to look at, with data and empty, on a
 * desktop and a phone, light and dark. Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/gear-screenshots.test.ts`.
 */
const shoot = screenshotsIn('gear');

const CATEGORIES = ['Shelter', 'Sleep', 'Cook', 'Clothing', 'Electronics'];
const ITEMS: [string, string, string, number, number?, number?][] = [
  // name, brand, category, grams, price (minor GBP), quantity
  ['Duplex tent', 'Zpacks', 'Shelter', 539, 69900],
  ['Carbon tent poles', 'Easton', 'Shelter', 96, 8900, 2],
  ['Titanium stakes', 'Vargo', 'Shelter', 8, 1800, 8],
  ['Quilt 20°F', 'Enlightened Equipment', 'Sleep', 567, 32500],
  ['NeoAir XLite NXT', 'Therm-a-Rest', 'Sleep', 354, 19900],
  ['Inflatable pillow', 'Sea to Summit', 'Sleep', 60],
  ['Pocket Rocket 2', 'MSR', 'Cook', 73, 4500],
  ['Titanium pot 750 ml', 'Toaks', 'Cook', 103, 3200],
  ['Long spoon', 'Sea to Summit', 'Cook', 12, 900],
  ['Rain jacket', 'Montbell', 'Clothing', 198, 21900],
  ['Fleece hoodie', 'Patagonia', 'Clothing', 280],
  ['Merino socks', 'Darn Tough', 'Clothing', 62, 2400, 3],
  ['Headlamp', 'Nitecore', 'Electronics', 36, 5900],
  ['Power bank 10000 mAh', 'Nitecore', 'Electronics', 150, 5500],
  ['Satellite messenger', 'Garmin', 'Electronics', 100, 34900],
  ['Trekking poles', 'Leki', '', 480, 12900],
  ['Water filter', 'Sawyer', '', 85, 3800],
  ['First aid kit', '', '', 140],
];

async function seed(request: APIRequestContext): Promise<void> {
  const existing = await request.get('/api/gear/items?limit=1');
  if (((await existing.json()) as { total: number }).total > 0) return;
  const ids = new Map<string, string>();
  for (const name of CATEGORIES) {
    const response = await request.post('/api/gear/categories', { data: { name } });
    ids.set(name, ((await response.json()) as { id: string }).id);
  }
  for (const [name, brand, category, grams, price, quantity] of ITEMS) {
    await request.post('/api/gear/items', {
      data: {
        name,
        brand,
        categoryId: ids.get(category) ?? null,
        weightMg: grams * 1000,
        quantityOwned: quantity ?? 1,
        ...(price ? { priceMinor: price, currency: 'GBP' } : {}),
        retired: name === 'Fleece hoodie',
      },
    });
  }
}

/** 1,500 items in one LighterPack import (its pack deleted again): a library of several pages. */
async function seedTwoPages(request: APIRequestContext): Promise<void> {
  const existing = await request.get('/api/gear/items?limit=1');
  if (((await existing.json()) as { total: number }).total > 0) return;
  const rows = Array.from(
    { length: 1_500 },
    (_, n) =>
      `Item ${String(n).padStart(4, '0')},Category ${(n % 6) + 1},,1,${20 + (n % 700)},gram,,,,`,
  );
  const header = 'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable';
  const response = await request.post('/api/packs/import', {
    multipart: {
      file: {
        name: 'library.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${[header, ...rows].join('\n')}\n`),
      },
      currency: 'GBP',
    },
  });
  expect(response.status()).toBe(201);
  const { pack } = (await response.json()) as { pack: { id: string } };
  await request.delete(`/api/packs/${pack.id}`);
}

describeScreenshots('gear screenshots', () => {
  const withGear = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });
  const newUser = signUpOncePerFile({ givenName: 'Ada', familyName: 'Newcomb' });
  const twoPages = signUpOncePerFile({ givenName: 'Pia', familyName: 'Pages' });

  it.each(SHOTS)('with data at $size.name size in $colorScheme', async ({ size, colorScheme }) => {
    const page = await openPage({ ...size, colorScheme, storageState: withGear() });
    await seed(page.request);
    await visit(page, '/gear', { waitFor: 'text=Duplex tent' });
    const tag = `${size.name}-${colorScheme}`;
    await shoot(page, `gear-${tag}`);
    await page.getByRole('checkbox', { name: 'Group by category' }).check();
    await page.getByRole('checkbox', { name: 'Select Duplex tent' }).check();
    await page.getByRole('checkbox', { name: 'Select Headlamp' }).check();
    await checkAxe(page);
    await shoot(page, `gear-grouped-selected-${tag}`);
    await page.getByRole('checkbox', { name: 'Group by category' }).uncheck();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByRole('button', { name: /^Weight of Headlamp/ }).click();
    await page.getByRole('textbox', { name: 'Weight of Headlamp' }).fill('1 lb 4');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Not a weight' }).waitFor();
    await shoot(page, `gear-bad-weight-${tag}`);
    await page.keyboard.press('Escape');
    const details =
      size.name === 'phone'
        ? page.getByRole('button', { name: 'Duplex tent', exact: true })
        : page.getByRole('button', { name: 'Details of Duplex tent' });
    await details.click();
    await page.getByRole('dialog', { name: 'Item details' }).waitFor();
    await checkAxe(page);
    await shoot(page, `gear-drawer-${tag}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('dialog', { name: 'Categories' }).waitFor();
    await checkAxe(page);
    await shoot(page, `gear-categories-${tag}`);
    expect(true).toBe(true);
  });

  it.each(SHOTS)('empty at $size.name size in $colorScheme', async ({ size, colorScheme }) => {
    const page = await openPage({ ...size, colorScheme, storageState: newUser() });
    await visit(page, '/gear', { waitFor: 'text=Start your gear library' });
    await shoot(page, `gear-empty-${size.name}-${colorScheme}`, true);
  });

  it.each(SHOTS)(
    'while a large library loads at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: twoPages() });
      await seedTwoPages(page.request);
      // The pages after the first (of 100) wait until the pictures are taken.
      const held: Route[] = [];
      await page.route(
        (url) => url.pathname === '/api/gear/items' && url.searchParams.get('offset') !== '0',
        (route) => void held.push(route),
      );
      await visit(page, '/gear', { waitFor: 'text=loading 100 of 1,500…' });
      const tag = `${size.name}-${colorScheme}`;
      await shoot(page, `gear-loading-${tag}`);
      for (const route of held.splice(0)) await route.fallback();
      await page.getByText('1,500 items in use').waitFor();
      await shoot(page, `gear-loaded-${tag}`);
    },
  );
});
