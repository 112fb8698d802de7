import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, settle, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedBundle, seedLibrary, seedLine, seedPack } from './packs-support.js';
import { PHONE } from './every-area-is-reachable-on-a-phone-support.js';

/**
 * Every area reachable on a phone, beyond the More sheet: the header's search button (on a
 * phone, not on a wide screen) and the search page it leads to, the areas still being built
 * (/search and /home saying what they will do and leading to the areas that work), a
 * bundle in a pack linking to its bundle, and the bundle page fitting 390 px. One account for
 * the file.
 */

const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ness' });

describe('the header’s search button', () => {
  it.each([
    { width: 390, shows: true },
    { width: 1280, shows: false },
  ])(
    'shows at $width px: $shows (wide screens list Search among the areas)',
    async ({ width, shows }) => {
      const page = await openPage({ width, height: 800, storageState: signedIn() });
      await visit(page, '/gear');
      const button = page.locator('.header-actions').getByRole('link', { name: 'Search' });
      expect(await button.isVisible()).toBe(shows);
    },
  );

  it('leads to a search page that says what it will do and where to search today', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    await page.locator('.header-actions').getByRole('link', { name: 'Search' }).click();
    await page.getByRole('heading', { level: 2, name: 'Coming soon' }).waitFor();
    await settle(page);
    const main = await page.locator('main').innerText();
    expect(main).toContain('Search will look through your gear, bundles and packs');
    expect(main).toContain('use the search box of your gear list');
    await checkAxe(page);
  });
});

describe('the areas still being built', () => {
  it.each([{ path: '/search', says: 'Search will look through' }])(
    '$path says what it will do, that it is coming, and leads to the areas that work',
    async ({ path, says }) => {
      const page = await openPage({ ...PHONE, storageState: signedIn() });
      await visit(page, path);
      const main = page.locator('main');
      expect(await main.innerText()).toContain(says);
      expect(await main.getByRole('heading', { level: 2, name: 'Coming soon' }).isVisible()).toBe(
        true,
      );
      const working = main.getByRole('list', { name: 'Areas that work today' });
      expect(await working.getByRole('link').allInnerTexts()).toEqual([
        'Gear',
        'Bundles',
        'Packs',
        'Trips',
        'Map',
      ]);
      await working.getByRole('link', { name: 'Trips' }).click();
      await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
      await settle(page);
      await checkAxe(page);
    },
  );

  it('/home says so too, on the wide screens it is for', async () => {
    const page = await openPage({ width: 1280, height: 800, storageState: signedIn() });
    await visit(page, '/home');
    expect(await page.locator('main').innerText()).toContain('This overview is still being built');
  });
});

describe('a bundle in a pack, on a phone', () => {
  it('links to its bundle by its name, and still shows its items from the chevron', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    const { categories, items } = await seedLibrary(
      page.request,
      ['Cook'],
      [
        { name: 'Pocket Rocket 2', grams: 73, category: 'Cook' },
        { name: 'Titanium pot', grams: 103, category: 'Cook' },
      ],
    );
    const bundleId = await seedBundle(page.request, 'Stove kit', categories.get('Cook') ?? null, [
      [items.get('Pocket Rocket 2') ?? '', 1],
      [items.get('Titanium pot') ?? '', 1],
    ]);
    const packId = await seedPack(page.request, 'Loch Ossian overnighter');
    await seedLine(page.request, packId, { bundleId });
    await visit(page, `/packs/${packId}`, { waitFor: 'text=Stove kit' });

    const toggle = page.getByRole('button', { name: 'Stove kit, bundle of 2 items' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Titanium pot').first().waitFor();

    await page.getByRole('link', { name: 'Stove kit', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Stove kit' }).waitFor();
    await settle(page);
    expect(pathOf(page)).toBe(`/bundles/${bundleId}`);
    await checkAxe(page);
  });
});

describe('the bundle page at 390 px', () => {
  it('fits the screen without sideways scrolling, however long its category’s name', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    const long = 'Cooking, water treatment and everything for the evening meal';
    const { categories } = await seedLibrary(page.request, [long], []);
    const bundleId = await seedBundle(
      page.request,
      'Evening kit',
      categories.get(long) ?? null,
      [],
    );
    await visit(page, `/bundles/${bundleId}`, { waitFor: 'text=Nothing in this bundle yet' });

    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    const select = await page.getByRole('combobox', { name: 'Category in packs' }).boundingBox();
    expect(select && select.x >= 0 && select.x + select.width <= 390 - 16).toBe(true);
  });
});
