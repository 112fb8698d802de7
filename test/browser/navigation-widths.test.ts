import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/** Which widths show the bottom navigation and which the header's area links (navigation.test.ts has the rest). */

const signedIn = signUpOncePerFile();

const bottomNav = (page: Page) => page.locator('nav.bottom-nav');
const headerNav = (page: Page) => page.locator('nav.header-nav');

describe('the bottom navigation', () => {
  it.each([390, 768, 1024])(
    'shows at %i px, in place of the header’s area links',
    async (width) => {
      const page = await openPage({ width, height: 800, storageState: signedIn() });
      await visit(page, '/gear');
      expect(await bottomNav(page).isVisible()).toBe(true);
      expect(await headerNav(page).isVisible()).toBe(false);
      expect(await bottomNav(page).getByRole('link').allInnerTexts()).toEqual([
        'Gear',
        'Packs',
        'Trips',
        'Track',
        'Map',
      ]);
      const box = await bottomNav(page).boundingBox();
      expect(box?.y !== undefined && box.y + box.height).toBe(800);
      expect(await page.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
    },
  );

  it.each([1025, 1280])(
    'does not show at %i px, where the header lists every area',
    async (width) => {
      const page = await openPage({ width, height: 800, storageState: signedIn() });
      await visit(page, '/gear');
      expect(await bottomNav(page).isVisible()).toBe(false);
      expect(await headerNav(page).isVisible()).toBe(true);
      expect(await headerNav(page).getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'Gear',
        'Bundles',
        'Packs',
        'Trips',
        'Track',
        'Map',
        'Search',
      ]);
    },
  );
});
