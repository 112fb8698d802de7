import type { APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { checkAxe, openPage, visit } from './support/browser.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';
import { signUpOncePerFile, signedInState, type StorageState } from './support/auth.js';
import { seedBundle, seedLibrary, seedLine, seedPack } from './packs-support.js';

/**
 * Not a check: pictures of /packs and a pack's page for a person to look at, with data and
 * empty, on a desktop and a phone, light and dark. Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/packs-screenshots.test.ts`.
 */
const shoot = screenshotsIn('packs');

const CATEGORIES = ['Shelter', 'Sleep', 'Cook', 'Clothing', 'Electronics'];
const ITEMS = [
  { name: 'Duplex tent', brand: 'Zpacks', category: 'Shelter', grams: 539, priceMinor: 69900 },
  { name: 'Titanium stakes', brand: 'Vargo', category: 'Shelter', grams: 8, priceMinor: 1800 },
  { name: 'Quilt 20°F', brand: 'Enlightened Equipment', category: 'Sleep', grams: 567 },
  { name: 'NeoAir XLite NXT', brand: 'Therm-a-Rest', category: 'Sleep', grams: 354 },
  { name: 'Pocket Rocket 2', brand: 'MSR', category: 'Cook', grams: 73, priceMinor: 4500 },
  { name: 'Titanium pot 750 ml', brand: 'Toaks', category: 'Cook', grams: 103 },
  { name: 'Long spoon', brand: 'Sea to Summit', category: 'Cook', grams: 12 },
  { name: 'Fuel canister 110 g', brand: 'MSR', category: 'Cook', grams: 210 },
  { name: 'Rain jacket', brand: 'Montbell', category: 'Clothing', grams: 198, priceMinor: 21900 },
  { name: 'Merino socks', brand: 'Darn Tough', category: 'Clothing', grams: 62 },
  { name: 'Headlamp', brand: 'Nitecore', category: 'Electronics', grams: 36, priceMinor: 5900 },
  { name: 'Trail mix', grams: 450 },
].map((item) => (item.priceMinor ? { ...item, currency: 'GBP' } : item));

const PACK_NAME = 'West Highland Way, May';
type PackSummary = ApiSchema<'PackSummaryDto'>;

async function seed(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get('/api/packs')).json()) as PackSummary[];
  const seeded = existing.find((pack) => pack.name === PACK_NAME);
  if (seeded) return seeded.id;
  const { categories, items } = await seedLibrary(request, CATEGORIES, ITEMS);
  const id = (name: string) => items.get(name) ?? '';
  const cook = await seedBundle(request, 'Cook kit', categories.get('Cook') ?? null, [
    [id('Pocket Rocket 2'), 1],
    [id('Titanium pot 750 ml'), 1],
    [id('Long spoon'), 1],
  ]);
  const pack = await seedPack(
    request,
    PACK_NAME,
    'Six days, hostels and wild camps. Light enough to enjoy Devil’s Staircase.',
  );
  // A LighterPack `desc` and link, as an imported list has them.
  await request.patch(`/api/gear/items/${id('Duplex tent')}`, {
    data: {
      notes: 'Pitches with two trekking poles; seam-sealed at the factory, roomy for one and kit.',
      url: 'https://zpacks.com/products/duplex-tent',
    },
  });
  await seedLine(request, pack, { gearItemId: id('Duplex tent') });
  await seedLine(request, pack, { gearItemId: id('Titanium stakes'), quantity: 8 });
  await seedLine(request, pack, { gearItemId: id('Quilt 20°F') });
  await seedLine(request, pack, { gearItemId: id('NeoAir XLite NXT') });
  const cookLine = await seedLine(request, pack, { bundleId: cook });
  // The spoon rides in a pocket: worn in this pack, the kit staying one line.
  await request.patch(`/api/packs/${pack}/lines/${cookLine}`, {
    data: { entry: { gearItemId: id('Long spoon'), worn: true } },
  });
  await seedLine(request, pack, { gearItemId: id('Fuel canister 110 g'), consumable: true });
  await seedLine(request, pack, { gearItemId: id('Rain jacket'), worn: true });
  await seedLine(request, pack, { gearItemId: id('Merino socks'), quantity: 3, worn: true });
  await seedLine(request, pack, { gearItemId: id('Headlamp') });
  await seedLine(request, pack, { gearItemId: id('Trail mix'), quantity: 2, consumable: true });
  await seedPack(request, 'Day hike kit');
  return pack;
}

// Taller than the usual desktop: the account page's sections are long.
const shots = SHOTS.map((shot) =>
  shot.size.name === 'desktop' ? { ...shot, size: { ...shot.size, height: 900 } } : shot,
);

function newAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Ada', familyName: 'Newcomb' });
}

describeScreenshots('pack screenshots', () => {
  const withPacks = signUpOncePerFile({ givenName: 'Wren', familyName: 'Hollow' });

  it.each(shots)(
    'with data at $size.name size in $colorScheme',
    { timeout: 90_000 },
    async ({ size, colorScheme }) => {
      const page = await openPage({
        ...size,
        colorScheme,
        reducedMotion: 'reduce',
        storageState: withPacks(),
      });
      const packId = await seed(page.request);
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/packs', { waitFor: 'text=West Highland Way, May' });
      await shoot(page, `packs-${tag}`);

      await visit(page, `/packs/${packId}`, { waitFor: '.pack-chart-table' });
      await shoot(page, `pack-${tag}`);
      await shoot(page, `pack-full-${tag}`, true);

      await page.getByRole('button', { name: /^Cook kit/ }).click();
      await page.getByRole('list', { name: 'In Cook kit' }).scrollIntoViewIfNeeded();
      await shoot(page, `pack-bundle-${tag}`);
      await page.getByRole('combobox', { name: 'Add gear' }).fill('ti');
      await page.getByRole('option', { name: /Titanium stakes/ }).waitFor();
      await checkAxe(page);
      await shoot(page, `pack-picker-${tag}`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'New item' }).click();
      await page.getByRole('button', { name: 'Add to pack' }).click();
      await page.getByText('Give the item a name').waitFor();
      await checkAxe(page);
      await shoot(page, `pack-new-item-${tag}`);
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Edit details' }).click();
      await page.getByRole('dialog', { name: 'Pack details' }).waitFor();
      await checkAxe(page);
      await shoot(page, `pack-details-${tag}`);
      expect(true).toBe(true);
    },
  );

  it.each(shots)(
    'empty at $size.name size in $colorScheme',
    { timeout: 90_000 },
    async ({ size, colorScheme }) => {
      const page = await openPage({ ...size, colorScheme, storageState: await newAccount() });
      const tag = `${size.name}-${colorScheme}`;
      await visit(page, '/packs', { waitFor: 'text=Build your first pack' });
      await shoot(page, `packs-empty-${tag}`, true);
      await page.getByRole('button', { name: 'New pack' }).first().click();
      await page.getByRole('dialog', { name: 'New pack' }).waitFor();
      await page.getByRole('button', { name: 'Create pack' }).click();
      await page.getByText('Give the pack a name').waitFor();
      await checkAxe(page);
      await shoot(page, `packs-new-${tag}`);
      await page.getByLabel('Name').fill('Empty pack');
      await page.getByRole('button', { name: 'Create pack' }).click();
      await page.getByText('Nothing in this pack yet').waitFor();
      await checkAxe(page);
      await shoot(page, `pack-empty-${tag}`, true);
      await visit(page, '/packs/00000000-0000-4000-8000-000000000000', {
        waitFor: 'text=This pack was not found',
      });
      await shoot(page, `pack-not-found-${tag}`);
    },
  );
});
