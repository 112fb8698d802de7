import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  countDocumentRequests,
  openPage,
  pathOf,
  settle,
  visit,
} from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { seedBundle, seedLibrary, seedLine, seedPack } from './packs-support.js';

const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ness' });

const PHONE = { width: 390, height: 844 } as const;

const moreButton = (page: Page): Locator =>
  page.locator('nav.bottom-nav').getByRole('button', { name: 'More', exact: true });
const moreSheet = (page: Page): Locator => page.getByRole('dialog', { name: 'More' });

/** Opens the More sheet from the bottom navigation and waits until it shows. */
async function openMore(page: Page): Promise<Locator> {
  await moreButton(page).click();
  const sheet = moreSheet(page);
  await sheet.waitFor();
  return sheet;
}

/** The addresses of the links a person can see on the page now (hidden ones left out). */
function visibleHrefs(page: Page, scope = 'body'): Promise<string[]> {
  return page.locator(`${scope} a[href]`).evaluateAll((links) =>
    // Runs in the page: elements with a layout box are the ones on screen.
    (links as unknown as { getAttribute(name: string): string; getClientRects(): unknown[] }[])
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => link.getAttribute('href')),
  );
}

/** The element that has the focus, as tag and text, e.g. `BUTTON More`. */
const focused = (page: Page): Promise<string> =>
  page.evaluate<string>(
    `(() => { const el = document.activeElement; return el ? el.tagName + ' ' + el.textContent.trim() : ''; })()`,
  );

/**
 * Where the focus is: in the open dialog, on the page behind it, or nowhere in the page (the
 * browser's own controls, which a native modal dialog lets Tab reach between rounds).
 */
const focusPlace = (page: Page): Promise<'dialog' | 'page' | 'browser'> =>
  page.evaluate<'dialog' | 'page' | 'browser'>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'browser';
    return el.closest('dialog[open]') ? 'dialog' : 'page';
  })()`);

const SIGNED_IN_AREAS = [
  '/gear',
  '/bundles',
  '/packs',
  '/trips',
  '/track',
  '/map',
  '/search',
  '/account',
  '/logout',
];

describe('on a phone, the bottom navigation’s More', () => {
  it('opens a labelled sheet with every area the bar has no room for, the account, the theme and sign out', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    expect(await moreButton(page).getAttribute('aria-haspopup')).toBe('dialog');
    expect(await moreButton(page).getAttribute('aria-expanded')).toBe('false');

    const sheet = await openMore(page);
    expect(await moreButton(page).getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => visibleHrefs(page, 'dialog[open]'))
      .toEqual(['/bundles', '/search', '/account', '/logout']);
    expect(await sheet.getByRole('link', { name: /^Account/ }).innerText()).toContain('Morag Ness');
    expect(await sheet.getByRole('radio').count()).toBe(3);
    expect(await sheet.getByRole('group', { name: 'Theme' }).isVisible()).toBe(true);
    // The first area takes the focus; the page behind is out of reach.
    expect(await focused(page)).toBe('A Bundles');
    await checkAxe(page);
  });

  it('together with the bar and the header, reaches every area of the signed-in app', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    const onScreen = new Set(await visibleHrefs(page));
    await openMore(page);
    for (const href of await visibleHrefs(page, 'dialog[open]')) onScreen.add(href);
    for (const area of SIGNED_IN_AREAS) expect([...onScreen]).toContain(area);
    // /home is for screens 768 px wide or wider (spec section 2): not offered here.
    expect(await visibleHrefs(page, 'dialog[open]')).not.toContain('/home');
  });

  it('offers Home too from 768 px, where the spec shows it', async () => {
    const page = await openPage({ width: 800, height: 1000, storageState: signedIn() });
    await visit(page, '/gear');
    await openMore(page);
    expect(await visibleHrefs(page, 'dialog[open]')).toEqual([
      '/home',
      '/bundles',
      '/search',
      '/account',
      '/logout',
    ]);
    expect(await focused(page)).toBe('A Bundles');
    await checkAxe(page);
  });

  it('keeps the focus off the page behind while open; Escape closes it and gives the focus back to More', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    await openMore(page);
    // Two rounds and more, forwards and back: never on the page behind the sheet.
    const places = new Set<string>();
    for (const key of [...Array<string>(14).fill('Tab'), ...Array<string>(14).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      places.add(await focusPlace(page));
    }
    expect(places).not.toContain('page');
    expect(places).toContain('dialog');
    expect(await focusPlace(page)).toBe('dialog');
    await page.keyboard.press('Escape');
    await moreSheet(page).waitFor({ state: 'hidden' });
    // The sheet can be hidden a render before the button says so: wait for both.
    await expect.poll(() => focused(page)).toBe('BUTTON More');
    await expect.poll(() => moreButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its Close button, giving the focus back to More', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    const sheet = await openMore(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe('BUTTON More');
  });

  it('takes the visitor to Bundles without loading a new document, closes, and marks More', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    const documents = countDocumentRequests(page);
    const sheet = await openMore(page);
    await sheet.getByRole('link', { name: 'Bundles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bundles' }).waitFor();
    await settle(page);
    expect(pathOf(page)).toBe('/bundles');
    expect(await moreSheet(page).count()).toBe(0);
    expect(documents()).toBe(0);
    expect(await moreButton(page).getAttribute('class')).toContain('active');
    // The sheet says where the visitor is.
    const again = await openMore(page);
    expect(await again.getByRole('link', { name: 'Bundles' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await checkAxe(page);
  });

  it('does not stay open on the page Back goes to', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/packs');
    await visit(page, '/gear');
    await openMore(page);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    await settle(page);
    expect(await moreSheet(page).count()).toBe(0);
    expect(await moreButton(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('sets the theme, at once and for the next visit', async () => {
    const page = await openPage({ ...PHONE, storageState: signedIn() });
    await visit(page, '/gear');
    const sheet = await openMore(page);
    await sheet.getByRole('radio', { name: 'Dark' }).check();
    await expect
      .poll(() => page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`))
      .toBe(true);
    expect(await page.evaluate<string | null>(`localStorage.getItem('vite-ui-theme')`)).toBe(
      'dark',
    );
    await checkAxe(page);
  });
});

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
  it.each([
    { path: '/search', says: 'Search will look through' },
    { path: '/track', says: 'Track will bring in your activities from Strava and Garmin' },
  ])(
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
