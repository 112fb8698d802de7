import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signedInState } from './support/auth.js';
import { openPage, type OpenPageOptions } from './support/browser.js';

/**
 * Accounts, seeding and reading the library through the real API, for the
 * gear-item-rules-*.test.ts files. Each test signs up its own account.
 */

export const ITEMS = '/api/gear/items';

export async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ ...options, storageState: await signedInState({ givenName: 'Rue' }) });
}

export async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

export async function serverNames(page: Page): Promise<string[]> {
  const response = await page.request.get(`${ITEMS}?limit=100`);
  return ((await response.json()) as { items: { name: string }[] }).items
    .map((item) => item.name)
    .sort();
}
