import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, settle, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

const signedIn = signUpOncePerFile();

const STORAGE_KEY = 'vite-ui-theme';
const THEME_COLOR = { light: '#FFFFFF', dark: '#000000' } as const;
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(0, 0, 0)' } as const;

type Resolved = keyof typeof THEME_COLOR;

interface ThemeState {
  stored: string | null;
  htmlClass: string;
  themeColor: string | null;
  background: string;
}

const readThemeState = (page: Page): Promise<ThemeState> =>
  page.evaluate<ThemeState>(`({
    stored: localStorage.getItem(${JSON.stringify(STORAGE_KEY)}),
    htmlClass: document.documentElement.className,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
    background: getComputedStyle(document.body).backgroundColor,
  })`);

async function expectResolved(page: Page, resolved: Resolved, stored: string | null) {
  await expect
    .poll(() => readThemeState(page))
    .toEqual({
      stored,
      htmlClass: resolved,
      themeColor: THEME_COLOR[resolved],
      background: BACKGROUND[resolved],
    });
}

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

  it('keeps the chosen theme across a reload', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await visit(page, '/');
    await toggle(page).click();
    await toggle(page).click();
    await expectResolved(page, 'dark', 'dark');
    await page.reload();
    await settle(page);
    await expectResolved(page, 'dark', 'dark');
    expect(await toggle(page).getAttribute('aria-label')).toBe('Theme: Dark. Switch to System');
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

describe('the dark theme', () => {
  it.each(['/', '/gear', '/packs/x/checklist', '/u/alice/pack/my-slug', '/no/such/page'])(
    'keeps %s free of serious accessibility problems such as low contrast',
    async (path) => {
      // The start page is for visitors; a signed-in user would be sent on to /home.
      const storageState = path === '/' ? undefined : signedIn();
      const page = await openPage({ colorScheme: 'dark', storageState });
      await visit(page, path, { axe: false });
      await expectResolved(page, 'dark', null);
      await checkAxe(page);
    },
  );

  it('keeps the mobile shell free of serious accessibility problems', async () => {
    const page = await openPage({
      colorScheme: 'dark',
      width: 390,
      height: 844,
      storageState: signedIn(),
    });
    await visit(page, '/gear');
    await expectResolved(page, 'dark', null);
  });
});
