import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stableBox, type Box } from './support/browser.js';

/**
 * What the toasts-*.test.ts files share: where a toast sits, above the bottom navigation
 * (toasts-above-bottom-navigation.test.ts) or near the bottom edge, and its close button
 * (toasts-near-the-edge.test.ts); apart so that neither nears the 60 s limit on a busy machine.
 */

export const HEIGHT = 800;

/** Shows a toast (the theme toggle announces the new theme) and returns its settled box. */
export async function showToast(page: Page): Promise<Box> {
  await page.getByRole('button', { name: /^Theme: / }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Theme set to Light' });
  return stableBox(page, toast);
}

export function expectCentred(box: Box, width: number) {
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(2);
}
