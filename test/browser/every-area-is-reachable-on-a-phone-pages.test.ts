import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, settle, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedBundle, seedLibrary, seedLine, seedPack } from './packs-support.js';
import { PHONE } from './every-area-is-reachable-on-a-phone-support.js';

/**
 * Every area reachable on a phone, beyond the More sheet: the header's search button (the
 * search palette, at every width) and the search page it leads to, a
 * bundle in a pack linking to its bundle, and the bundle page fitting 390 px. One account for
 * the file.
 */

const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ness' });

describe('the header’s search button', () => {
  it.each([{ width: 390 }, { width: 1280 }])(
    'shows at $width px and opens the search palette',
    async ({ width }) => {
      const page = await openPage({ width, height: 800, storageState: signedIn() });
      await visit(page, '/gear');
      const button = page.locator('.header-actions').getByRole('button', { name: 'Search' });
      expect(await button.isVisible()).toBe(true);
      await button.click();
      const palette = page.getByRole('dialog', { name: 'Search' });
      await palette.getByRole('combobox').waitFor();
      await checkAxe(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => palette.isVisible()).toBe(false);
    },
  );

  it('leads from the palette to the search page with the words typed', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    await page.locator('.header-actions').getByRole('button', { name: 'Search' }).click();
    const palette = page.getByRole('dialog', { name: 'Search' });
    await palette.getByRole('combobox').fill('stove');
    await palette.getByRole('option', { name: /All results/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    expect(pathOf(page)).toBe('/search?q=stove');
    await settle(page);
    await checkAxe(page);
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
