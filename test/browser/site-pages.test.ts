import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appOrigin,
  checkAxe,
  connectBrowser,
  countDocumentRequests,
  openPage,
  visit,
} from './support/browser.js';
import { CURRENT_USER_KEY, readLocalStorage } from './support/auth.js';

/**
 * The start page (/) and /marketing as a visitor's browser gets them from the server: readable
 * and usable with JavaScript off, free of serious accessibility problems in light and dark, at a
 * phone's width and a desktop's, and a stale stored user is let go after one reload.
 */

const PAGES = [
  { path: '/', heading: 'Plan lighter. Pack smarter.' },
  { path: '/marketing', heading: 'Why Packtrail' },
];

/** Whether every picture on the page has been loaded and decoded (none broken). */
const picturesLoaded = (page: Page) =>
  page.evaluate<boolean>(
    `[...document.images].every((image) => image.complete && image.naturalWidth > 0)`,
  );

/** The file each picture shows, as the browser chose it from its sources. */
const pictureFiles = (page: Page) =>
  page.evaluate<string[]>(`[...document.images].map((image) => image.currentSrc)`);

describe('the start page and /marketing without JavaScript', () => {
  it.each(PAGES)(
    '$path reads whole, pictures and plans, and leads to sign-in',
    async ({ path, heading }) => {
      const browser = await connectBrowser();
      try {
        const context = await browser.newContext({
          baseURL: appOrigin(),
          javaScriptEnabled: false,
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const plans = page.getByRole('table', { name: 'What each plan gives' });
        expect(await plans.getByRole('columnheader').allInnerTexts()).toEqual([
          'Feature',
          'Basic',
          'Explorer',
        ]);
        expect(await plans.getByRole('row').count()).toBeGreaterThan(5);
        // Lazy pictures come as they are scrolled near: all of them, at the end of the page.
        await page.locator('footer').scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded();
        await expect.poll(() => picturesLoaded(page)).toBe(true);
        // The phone's picture of the checklist is the narrow one, not the desktop's.
        const widths = await pictureFiles(page);
        expect(widths.some((src) => src.endsWith('-small.webp'))).toBe(true);
        await page.getByRole('link', { name: 'Create an account' }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
      } finally {
        await browser.close();
      }
    },
  );
});

describe('the start page and /marketing with JavaScript', () => {
  it.each([
    { width: 1280, colorScheme: 'light' as const },
    { width: 390, colorScheme: 'dark' as const },
  ])('have no serious accessibility problem at $width px in $colorScheme', async (options) => {
    const page = await openPage({
      width: options.width,
      height: 800,
      colorScheme: options.colorScheme,
    });
    for (const { path, heading } of PAGES) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The dark pictures in dark, the light ones in light.
      const [first] = await pictureFiles(page);
      expect(first).toContain(`-${options.colorScheme}`);
    }
  });

  it('reloads once for a stored user the server has no session for, then lets the user go', async () => {
    // A user this browser remembers, whom no session on the server backs.
    const stored = {
      userId: '0b8d4c1e-5f7a-4c8e-9a77-1d2f3e4a5b6c',
      email: 'gone@example.com',
      givenName: 'Gone',
      familyName: 'Away',
      subscriptionPlan: 'basic',
    };
    const page = await openPage({
      storageState: {
        cookies: [],
        origins: [
          {
            origin: appOrigin(),
            localStorage: [{ name: CURRENT_USER_KEY, value: JSON.stringify(stored) }],
          },
        ],
      },
    });
    const documents = countDocumentRequests(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(documents).toBe(2);
    await page.getByRole('heading', { level: 1, name: 'Plan lighter. Pack smarter.' }).waitFor();
    await expect.poll(() => readLocalStorage(page, CURRENT_USER_KEY)).toBeNull();
    await checkAxe(page);
    await visit(page, '/marketing');
    expect(documents()).toBe(3);
    expect(await page.evaluate<number>('sessionStorage.length')).toBe(0);
  });
});
