import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';

/**
 * Pictures for a person to look at, not checks: each screen at a desktop and a phone width, in
 * light and dark. The screenshot files run only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/gear-screenshots.test.ts`, and
 * write PNGs under test-results/screenshots/.
 */
export const describeScreenshots = describe.skipIf(!process.env.SCREENSHOTS);

export const SCREEN_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export const COLOR_SCHEMES = ['light', 'dark'] as const;

export type ScreenSize = (typeof SCREEN_SIZES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** Every size in every scheme, for `it.each`. */
export const SHOTS: { size: ScreenSize; colorScheme: ColorScheme }[] = SCREEN_SIZES.flatMap(
  (size) => COLOR_SCHEMES.map((colorScheme) => ({ size, colorScheme })),
);

export type Shoot = (page: Page, name: string, fullPage?: boolean) => Promise<void>;

/** Saves `<name>.png` of the page under test-results/screenshots/<folder>/ (animations off). */
export function screenshotsIn(folder: string, { fullPageByDefault = false } = {}): Shoot {
  const dir = fileURLToPath(
    new URL(`../../../test-results/screenshots/${folder}/`, import.meta.url),
  );
  return async (page, name, fullPage = fullPageByDefault) => {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: `${dir}${name}.png`, fullPage, animations: 'disabled' });
  };
}
