import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, settle, shownToast } from './support/browser.js';
import { readStoredUser, signUp } from './support/auth.js';

const LOGOUT = '/api/auth/logout';

describe('a logout the server fails', () => {
  it('shows "Failed to logout" and keeps the user signed in, until "Try again" works', async () => {
    const page = await openPage();
    await signUp(page, { givenName: 'Mary', familyName: 'Somerville' }, { from: '/gear' });
    const stored = await readStoredUser(page);

    let calls = 0;
    const fail = async (route: Route) => {
      calls += 1;
      await route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', message: 'Down for a moment' },
      });
    };
    await page.route(LOGOUT, fail);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await shownToast(page, 'Failed to logout');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await settle(page);
    expect(pathOf(page)).toBe('/logout');
    expect(await page.locator('main').innerText()).toContain('You are still signed in');
    expect(await page.getByRole('link', { name: 'Back to Packtrail' }).getAttribute('href')).toBe(
      '/home',
    );
    await checkAxe(page);
    expect(calls).toBe(1);

    // Still signed in, here and on the server.
    expect(await readStoredUser(page)).toEqual(stored);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // Once the server answers, "Try again" signs out.
    await page.unroute(LOGOUT, fail);
    const loggedOut = page.waitForResponse((response) => response.url().endsWith(LOGOUT));
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await loggedOut).status()).toBe(204);
    await page.waitForURL((url) => url.pathname === '/');
    await settle(page);
    await checkAxe(page);
    expect(await readStoredUser(page)).toBe(null);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect(await page.getByRole('link', { name: 'Sign out' }).count()).toBe(0);
  });
});
