import { describe, expect, it } from 'vitest';
import { openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { HEIGHT, expectCentred, showToast } from './toasts-support.js';

const signedIn = signUpOncePerFile();

describe('a toast', () => {
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
