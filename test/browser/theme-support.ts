import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Reading the theme a page has resolved to, for the theme-*.test.ts files: what is stored, the
 * class on <html>, the theme-color meta and the body's background.
 */

export const STORAGE_KEY = 'vite-ui-theme';
export const THEME_COLOR = { light: '#FFFFFF', dark: '#000000' } as const;
export const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(0, 0, 0)' } as const;

export type Resolved = keyof typeof THEME_COLOR;

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

export async function expectResolved(page: Page, resolved: Resolved, stored: string | null) {
  await expect
    .poll(() => readThemeState(page))
    .toEqual({
      stored,
      htmlClass: resolved,
      themeColor: THEME_COLOR[resolved],
      background: BACKGROUND[resolved],
    });
}
