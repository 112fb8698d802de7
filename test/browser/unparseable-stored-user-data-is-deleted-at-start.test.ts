import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isUserCheck, openPage, passedThrough, pathOf, settle, visit } from './support/browser.js';
import {
  CURRENT_USER_KEY,
  LANDING_HEADING,
  readLocalStorage,
  stayOnSignInScreen,
} from './support/auth.js';

/** Puts `raw` under pack.auth.user before the first page of the context starts, and only then. */
async function plantStoredUser(page: Page, raw: string): Promise<void> {
  await page.addInitScript(`(() => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', 'yes');
    localStorage.setItem(${JSON.stringify(CURRENT_USER_KEY)}, ${JSON.stringify(raw)});
  })();`);
}

describe('stored user data that is not a user', () => {
  it.each([
    '{oops',
    '"just a string"',
    'null',
    JSON.stringify({ userId: '', email: 'a@b.test', givenName: 'A', familyName: 'B' }),
    JSON.stringify({
      userId: 'u1',
      email: 'a@b.test',
      givenName: 'A',
      familyName: 'B',
      subscriptionPlan: 'gold',
    }),
  ])('%s is deleted at start and the landing page shows', async (raw) => {
    const page = await openPage();
    await plantStoredUser(page, raw);
    const checks: string[] = [];
    page.on('request', (request) => {
      if (isUserCheck(request)) checks.push(request.url());
    });
    await visit(page, '/');
    expect(await page.locator('main h1').innerText()).toBe(LANDING_HEADING);
    expect(pathOf(page)).toBe('/');
    expect(await readLocalStorage(page, CURRENT_USER_KEY)).toBe(null);
    expect(checks).toEqual([]);
  });

  it('{oops is deleted on a signed-in route too, which then sends the visitor to sign in', async () => {
    const page = await openPage();
    await plantStoredUser(page, '{oops');
    await stayOnSignInScreen(page);
    await page.goto('/packs');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await settle(page);
    expect(pathOf(page)).toBe('/login?redirectTo=%2Fpacks');
    expect(await readLocalStorage(page, CURRENT_USER_KEY)).toBe(null);
    passedThrough(page, '/packs', '/login');
  });
});
