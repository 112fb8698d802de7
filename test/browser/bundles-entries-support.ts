import type { Locator, Page } from 'playwright-core';
import { labelsOf, shownToast } from './support/browser.js';

/** What the bundle page's tests (bundles-entries*.test.ts) read and wait for on the page. */

export const refuse = (message: string) => ({
  status: 500,
  json: { statusCode: 500, error: 'Internal Server Error', message },
});

/**
 * Checks a toast and closes it, waiting until it is gone: the next toast then comes in alone,
 * with no other toast's animation to cut short.
 */
export async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const toast = await shownToast(page, text);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Waits for the PATCH that sets an entry's quantity to `quantity`. */
export function quantitySaved(page: Page, quantity: number) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/bundles\/[^/]+\/items\/[^/]+$/.test(new URL(response.url()).pathname) &&
      (response.request().postDataJSON() as { quantity?: number }).quantity === quantity,
  );
}

export const entries = (page: Page): Locator =>
  page.getByRole('list', { name: 'Items in this bundle' }).getByRole('listitem');

/** The items the bundle's page shows, top to bottom (read from their drag handles). */
export function shownEntries(page: Page): Promise<string[]> {
  return labelsOf(
    page
      .getByRole('list', { name: 'Items in this bundle' })
      .getByRole('button', { name: /^Move / }),
    'Move ',
  );
}

/** The figure under "Total weight" in the bundle's totals. */
export const totalWeight = (page: Page): Promise<string> =>
  page.locator('dt:text-is("Total weight") + dd').innerText();

export const quantity = (page: Page, name: string): Locator =>
  page.getByRole('spinbutton', { name: `Quantity of ${name}` });

export const picker = (page: Page): Locator =>
  page.getByRole('combobox', { name: 'Add from your gear' });

export const optionNames = async (page: Page): Promise<string[]> =>
  (await page.getByRole('option').all()).length === 0
    ? []
    : page.locator('[role="option"] .item-picker-name').allInnerTexts();
