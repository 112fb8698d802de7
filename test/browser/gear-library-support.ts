import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { labelsOf, openPage, visit, type OpenPageOptions } from './support/browser.js';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { signedInState, type StorageState } from './support/auth.js';

/**
 * Accounts, seeding and reading items through the real API, and locators for the gear library
 * (/gear), for the gear-library-*.test.ts files. Each test signs up its own account, so every
 * library starts empty.
 */

export const ITEMS = '/api/gear/items';

/** The body of POST /api/gear/items, the weight 0 unless given. */
type SeedItem = Omit<ApiSchema<'CreateGearItemDto'>, 'weightMg'> & { weightMg?: number };

type Item = ApiSchema<'GearItemResponseDto'>;

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Gale', familyName: 'Ridge' });
}

/** A page signed in as a new user with an empty library. */
export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ ...options, storageState: await freshAccount() });
}

export async function seedItems(page: Page, items: SeedItem[]): Promise<Item[]> {
  const created: Item[] = [];
  for (const item of items) {
    const response = await page.request.post(ITEMS, { data: { weightMg: 0, ...item } });
    expect(response.status(), `POST ${ITEMS} for ${item.name}`).toBe(201);
    created.push((await response.json()) as Item);
  }
  return created;
}

export async function serverItems(page: Page, query = 'retired=all'): Promise<Item[]> {
  const response = await page.request.get(`${ITEMS}?${query}&limit=1000`);
  return ((await response.json()) as ApiSchema<'GearItemPageDto'>).items;
}

export const table = (page: Page): Locator => page.getByRole('table', { name: 'Gear library' });

/** The item names the table shows, top to bottom. */
export function shownNames(page: Page): Promise<string[]> {
  return labelsOf(table(page).getByRole('checkbox', { name: /^Select (?!all )/ }), 'Select ');
}

/** The focused element's name: its aria-label, its label's text, or its text. */
export const focusedName = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
  })()`);

/** The read-only face of an editable cell, e.g. cell(page, 'Weight', 'Tent'). */
export const cell = (page: Page, column: string, item: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${column} of ${item}: `) });

/** What an editable cell shows, without the "Weight of Tent: " its name starts with. */
export async function cellValue(page: Page, column: string, item: string): Promise<string> {
  const text = await cell(page, column, item).innerText();
  return text.slice(text.indexOf(':') + 1).trim();
}

export const newItemName = (page: Page) => page.getByRole('textbox', { name: 'New item name' });

export { answered } from './support/browser.js';

export async function showGear(page: Page, waitFor = 'role=table[name="Gear library"]') {
  await visit(page, '/gear', { waitFor });
}
