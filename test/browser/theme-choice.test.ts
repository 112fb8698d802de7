import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { BACKGROUND, expectResolved, STORAGE_KEY, THEME_COLOR } from './theme-support.js';

/**
 * Choosing the theme: the toggle cycling light, dark and system (stored under vite-ui-theme, kept
 * over a reload), a stored theme applied before the first paint and winning over the device's
 * preference (one that is not a theme counting as system), and the system theme following the
 * device's colour scheme, also when it changes while the page is open. One account for the file.
 */

const signedIn = signUpOncePerFile();

const toggle = (page: Page) => page.getByRole('button', { name: /^Theme: / });

async function storeThemeAndReload(page: Page, theme: string) {
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(theme)})`,
  );
  await page.reload();
  await settle(page);
}

describe('the theme toggle', () => {
  it('cycles light, dark and system, storing each choice under vite-ui-theme', async () => {
    const page = await openPage({ colorScheme: 'light', storageState: signedIn() });
    await visit(page, '/gear');
    await expectResolved(page, 'light', null);
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: System. Switch to Light');

    await toggle(page).click();
    await expectResolved(page, 'light', 'light');
    await page.getByText('Theme set to Light').waitFor();
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: Light. Switch to Dark');

    await toggle(page).click();
    await expectResolved(page, 'dark', 'dark');
    await page.getByText('Theme set to Dark').waitFor();
    await checkAxe(page);

    await toggle(page).click();
    await expectResolved(page, 'light', 'system');
    await page.getByText('Theme set to System').waitFor();
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: System. Switch to Light');
  });

  it('keeps the chosen theme across a reload, and on the server-rendered start page', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await visit(page, '/empty');
    await toggle(page).click();
    await toggle(page).click();
    await expectResolved(page, 'dark', 'dark');
    await page.reload();
    await settle(page);
    await expectResolved(page, 'dark', 'dark');
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: Dark. Switch to System');
    await visit(page, '/');
    await expectResolved(page, 'dark', 'dark');
  });
});

describe('a stored theme', () => {
  it('dark is applied before the first paint', async () => {
    const page = await openPage({ colorScheme: 'light', storageState: signedIn() });
    await visit(page, '/gear');
    // Records the document's theme in the first animation frame, i.e. before anything is painted.
    await page.addInitScript(`requestAnimationFrame(() => {
      window.__firstFrame = {
        htmlClass: document.documentElement.className,
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
        background: document.body ? getComputedStyle(document.body).backgroundColor : null,
      };
    });`);
    await storeThemeAndReload(page, 'dark');
    expect(await page.evaluate<unknown>('window.__firstFrame')).toEqual({
      htmlClass: 'dark',
      themeColor: THEME_COLOR.dark,
      background: expect.toBeOneOf([BACKGROUND.dark, null]) as unknown,
    });
    await expectResolved(page, 'dark', 'dark');
  });

  it('light wins over a dark system preference', async () => {
    const page = await openPage({ colorScheme: 'dark', storageState: signedIn() });
    await visit(page, '/gear');
    await storeThemeAndReload(page, 'light');
    await expectResolved(page, 'light', 'light');
  });

  it('that is not a theme counts as system', async () => {
    const page = await openPage({ colorScheme: 'dark', storageState: signedIn() });
    await visit(page, '/gear');
    await storeThemeAndReload(page, 'purple');
    await expectResolved(page, 'dark', 'purple');
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: System. Switch to Light');
  });
});

describe('the system theme', () => {
  it.each(['light', 'dark'] as const)(
    'follows a %s colour scheme of the device',
    async (colorScheme) => {
      const page = await openPage({ colorScheme, storageState: signedIn() });
      await visit(page, '/gear');
      await expectResolved(page, colorScheme, null);
    },
  );

  it('follows the device when its colour scheme changes while the page is open', async () => {
    const page = await openPage({ colorScheme: 'light', storageState: signedIn() });
    await visit(page, '/gear');
    await expectResolved(page, 'light', null);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectResolved(page, 'dark', null);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectResolved(page, 'light', null);
  });
});
