import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, visit, type OpenPageOptions } from './support/browser.js';
import type { BundleJson, GearItemJson } from '@test/support/factories.js';
import { signedInState, type StorageState } from './support/auth.js';

/**
 * Accounts, seeding through the real API and the bundle page, for the bundles-*.test.ts files.
 * Each test signs up its own account, so every library starts empty.
 */

export const BUNDLES = '/api/bundles';
export const ITEMS = '/api/gear/items';

type Item = GearItemJson;

export type Bundle = BundleJson;

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Kit', familyName: 'Packer' });
}

export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ ...options, storageState: await freshAccount() });
}

export async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `POST ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Library items by name, `[name, grams]`. */
export async function seedItems(page: Page, items: [string, number, string?][]): Promise<Item[]> {
  const created: Item[] = [];
  for (const [name, grams, brand = ''] of items) {
    created.push(await post<Item>(page, ITEMS, { name, brand, weightMg: grams * 1000 }));
  }
  return created;
}

/** A bundle holding the items, `[item, quantity]`, in that order. */
export async function seedBundle(page: Page, name: string, entries: [Item, number][] = []) {
  const bundle = await post<Bundle>(page, BUNDLES, { name });
  for (const [item, quantity] of entries) {
    await post(page, `${BUNDLES}/${bundle.id}/items`, { gearItemId: item.id, quantity });
  }
  return bundle;
}

export async function serverBundle(page: Page, id: string): Promise<Bundle> {
  return (await (await page.request.get(`${BUNDLES}/${id}`)).json()) as Bundle;
}

export { answered } from './support/browser.js';

export const showBundle = (
  page: Page,
  id: string,
  waitFor = 'role=list[name="Items in this bundle"]',
) => visit(page, `/bundles/${id}`, { waitFor });

/** The focused element's accessible label, or its text. */
export const focusedName = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
  })()`);
