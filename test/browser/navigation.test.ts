import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, countDocumentRequests, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * The app's navigation: the bottom navigation on a page (navigation-widths.test.ts has which
 * widths show it), its absence from the public pages, and the skip link.
 */

const signedIn = signUpOncePerFile();

const bottomNav = (page: Page) => page.locator('nav.bottom-nav');

describe('the bottom navigation', () => {
  it('marks the current area and moves between areas without loading a new document', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn() });
    await visit(page, '/gear');
    const documents = countDocumentRequests(page);
    const gear = bottomNav(page).getByRole('link', { name: 'Gear' });
    expect(await gear.getAttribute('aria-current')).toBe('page');

    await bottomNav(page).getByRole('link', { name: 'Trips' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    expect(
      await bottomNav(page).getByRole('link', { name: 'Trips' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await gear.getAttribute('aria-current')).toBeNull();
    expect(documents()).toBe(0);
    await checkAxe(page);
  });

  it('is hidden by the pack checklist page at 390 px and comes back on the pack page', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn() });
    await visit(page, '/packs/x/checklist');
    expect(await bottomNav(page).count()).toBe(0);
    await visit(page, '/packs/x');
    expect(await bottomNav(page).isVisible()).toBe(true);
  });

  it('does not cover the end of a page', async () => {
    const page = await openPage({ width: 390, height: 360, storageState: signedIn() });
    await visit(page, '/bundles/a-bundle-with-a-long-name');
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const nav = await bottomNav(page).boundingBox();
    const end = await page.locator('main .page > :last-child').boundingBox();
    expect(nav && end && end.y + end.height <= nav.y).toBe(true);
  });
});

describe('the public pages', () => {
  it('have no bottom navigation on a small screen', async () => {
    const page = await openPage({ width: 390, height: 844 });
    await visit(page, '/u/alice', { status: 404 });
    expect(await bottomNav(page).count()).toBe(0);
  });
});

describe('the skip link', () => {
  it('is the first thing the keyboard reaches and moves focus to the page', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/gear');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await page.evaluate<string | null>('document.activeElement?.textContent ?? null')).toBe(
      'Skip to content',
    );
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate<string>('location.hash')).toBe('#main');
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).toBe('main');
  });
});
