import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appOrigin, openPage, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';

/** Accounts and the share dialog, for the sharing-*.test.ts files. */

export const TIMEOUT_MS = 120_000;

/** A username no other account of the run has. */
export const freshUsername = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

export async function openSignedIn(username?: string): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Ailsa', familyName: 'Craig' });
  const page = await openPage({ storageState });
  // The clipboard is read back to check what Copy put there.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: appOrigin(),
  });
  if (username) {
    const named = await page.request.patch('/api/account', { data: { username } });
    expect(named.status(), await named.text()).toBe(200);
  }
  return page;
}

export async function serverJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

export const shareDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Share “${name}”` });
export const publicSwitch = (scope: Locator) =>
  scope.getByRole('switch', { name: 'Public: anyone with the link can see it' });
export const clipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');
export const focusedText = (page: Page) =>
  page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
/** Whether the element has the focus (read in the page; the test code has no DOM types). */
export const isFocused = (locator: Locator) =>
  locator.evaluate(
    (element: { ownerDocument: { activeElement: unknown } }) =>
      element === element.ownerDocument.activeElement,
  );

/** Opens the pack page and its share dialog. */
export async function openPackShare(page: Page, packId: string, name: string): Promise<Locator> {
  await visit(page, `/packs/${packId}`, { waitFor: 'role=heading[level=1]' });
  await page.locator('.pack-actions').getByRole('button', { name: 'Share' }).click();
  const dialog = shareDialog(page, name);
  await dialog.waitFor();
  return dialog;
}
