import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, passedThrough, pathOf, recordAddresses, settle } from './support/browser.js';
import {
  CURRENT_USER_KEY,
  onProviderSignIn,
  readLocalStorage,
  readStoredUser,
  signOut,
  signUp,
} from './support/auth.js';

/** The search parameters of every GET /api/auth/login-url from now on. */
function recordLoginUrlRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/login-url') seen.push(url.searchParams);
  });
  return seen;
}

const meStatus = async (page: Page): Promise<number> =>
  (await page.request.get('/api/auth/me')).status();

describe('a new user', () => {
  it('asks for a pack signed out, creates an account, comes back to that pack, stays signed in on reload, and signs out', async () => {
    const page = await openPage();
    const addresses = recordAddresses(page);
    const loginUrlRequests = recordLoginUrlRequests(page);

    // The guard sends the visitor to /login, keeping the whole address; /login to the provider.
    const account = await signUp(
      page,
      { givenName: 'Ada', familyName: 'Lovelace' },
      { from: '/packs/abc?tab=list', landsOn: '/packs/abc?tab=list' },
    );
    expect(addresses.slice(0, 2)).toEqual([
      '/packs/abc?tab=list',
      '/login?redirectTo=%2Fpacks%2Fabc%3Ftab%3Dlist',
    ]);
    expect(loginUrlRequests.map((search) => search.get('redirectTo'))).toEqual([
      '/packs/abc?tab=list',
    ]);
    expect(await page.locator('main h1').innerText()).toBe('Pack');
    expect(await page.locator('main').innerText()).toContain('abc');

    // Exactly the five fields of the current user (spec section 3), nothing more.
    const stored = await readStoredUser(page);
    expect(stored).toEqual({
      userId: expect.stringMatching(/\S/) as unknown,
      email: account.email,
      givenName: 'Ada',
      familyName: 'Lovelace',
      subscriptionPlan: 'basic',
    });
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual(stored);

    await page.reload();
    await settle(page);
    expect(pathOf(page)).toBe('/packs/abc?tab=list');
    expect(await page.locator('main h1').innerText()).toBe('Pack');
    expect(await readStoredUser(page)).toEqual(stored);

    // Sign out from the header: the logout screen calls the server, then the start page shows.
    await signOut(page);
    expect(addresses.slice(-2)).toEqual(['/logout', '/']);
    expect(await readLocalStorage(page, CURRENT_USER_KEY)).toBe(null);
    expect(await meStatus(page)).toBe(401);

    // Signed out of the provider too: the next sign-in asks for the password again.
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/callback') callbacks.push(request.url());
    });
    await page.goto('/gear');
    await onProviderSignIn(page);
    passedThrough(page, '/gear', '/login');
    expect(addresses).toContain('/login?redirectTo=%2Fgear');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    expect(callbacks).toEqual([]);
    expect(await readStoredUser(page)).toBe(null);
  });
});
