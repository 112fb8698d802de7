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
import { PHONE } from './every-area-is-reachable-on-a-phone-support.js';

/**
 * Every area reachable on a phone, by the bottom navigation's More sheet: the areas the bar has
 * no room for (Home too from 768 px), the account, the theme and sign out; with the bar and the
 * header, every area of the signed-in app. The focus stays in the open sheet and goes back to
 * More when it closes; an area opens without a new document, and Back leaves the sheet closed.
 * One account for the file.
 */

const signedIn = signUpOncePerFile({ givenName: 'Morag', familyName: 'Ness' });

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
