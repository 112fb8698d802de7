import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, stableBox, visit, type Box } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile();

const HEIGHT = 800;

/** Shows a toast (the theme toggle announces the new theme) and returns its settled box. */
async function showToast(page: Page): Promise<Box> {
  await page.getByRole('button', { name: /^Theme: / }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Theme set to Light' });
  return stableBox(page, toast);
}

function expectCentred(box: Box, width: number) {
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
}

describe('a toast', () => {
  it.each([390, 768, 1024])(
    'sits bottom-centre above the bottom navigation at %i px',
    async (width) => {
      const page = await openPage({ width, height: HEIGHT, storageState: signedIn() });
      await visit(page, '/gear');
      const nav = await stableBox(page, page.locator('nav.bottom-nav'));
      const toast = await showToast(page);
      expect(toast.y + toast.height).toBeLessThanOrEqual(nav.y);
      // Above the navigation, not somewhere up the screen.
      expect(nav.y - (toast.y + toast.height)).toBeLessThanOrEqual(40);
      expectCentred(toast, width);
      await checkAxe(page);
    },
  );

  it('sits bottom-centre near the bottom edge at 1280 px, where there is no bottom navigation', async () => {
    const page = await openPage({ width: 1280, height: HEIGHT, storageState: signedIn() });
    await visit(page, '/gear');
    expect(await page.locator('nav.bottom-nav').isVisible()).toBe(false);
    const toast = await showToast(page);
    const gap = HEIGHT - (toast.y + toast.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(40);
    expectCentred(toast, 1280);
  });

  it('sits near the bottom edge on a small screen when the page hides the bottom navigation', async () => {
    const page = await openPage({ width: 390, height: HEIGHT, storageState: signedIn() });
    await visit(page, '/packs/x/checklist');
    expect(await page.locator('nav.bottom-nav').count()).toBe(0);
    const toast = await showToast(page);
    const gap = HEIGHT - (toast.y + toast.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(40);
    expectCentred(toast, 390);
  });

  it('can be closed with its close button', async () => {
    const page = await openPage({ width: 390, height: HEIGHT, storageState: signedIn() });
    await visit(page, '/gear');
    await showToast(page);
    const toast = page.locator('[data-sonner-toast]');
    await toast.hover();
    await toast.getByRole('button', { name: /close/i }).click();
    await toast.waitFor({ state: 'detached' });
  });
});
