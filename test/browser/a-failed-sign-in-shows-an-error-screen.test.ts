import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  openPage,
  passedThrough,
  pathOf,
  recordAddresses,
  settle,
  visit,
} from './support/browser.js';
import { LANDING_HEADING, onProviderSignIn, readStoredUser } from './support/auth.js';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Every code exchange the page asks for. */
function recordExchanges(page: Page): string[] {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/callback') exchanges.push(request.postData() ?? '');
  });
  return exchanges;
}

async function expectSignInFailedScreen(page: Page): Promise<void> {
  expect(await page.locator('main h1').innerText()).toBe('Something went wrong');
  expect(await page.title()).toBe('Something went wrong · Packtrail');
  expect(await page.getByRole('alert').innerText()).toContain('Failed to sign in');
  expect(await readStoredUser(page)).toBe(null);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
  await settle(page);
  expect(pathOf(page)).toBe('/');
  await checkAxe(page);
}

describe('a sign-in that cannot complete', () => {
  it('shows "Failed to sign in" with a way back when the code exchange fails', async () => {
    const page = await openPage();
    const exchanges = recordExchanges(page);
    await visit(page, `/auth/callback?code=bogus&state=${encodeURIComponent(base64('/packs'))}`);
    expect(exchanges).toEqual([JSON.stringify({ code: 'bogus' })]);
    await expectSignInFailedScreen(page);
  });

  it('shows "Failed to sign in" when the visitor cancels on the provider’s page', async () => {
    const page = await openPage();
    const addresses = recordAddresses(page);
    await page.goto('/packs');
    await onProviderSignIn(page);
    passedThrough(page, '/packs', '/login');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await settle(page);
    await checkAxe(page);
    const callback = new URL(pathOf(page), 'http://app.invalid');
    expect(callback.pathname).toBe('/auth/callback');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(addresses.slice(0, 2)).toEqual(['/packs', '/login?redirectTo=%2Fpacks']);
    await expectSignInFailedScreen(page);
  });

  it.each(['/auth/callback?state=L3BhY2tz', '/auth/callback?code=abc', '/auth/callback'])(
    '%s (code or state missing) shows Not Found without exchanging anything',
    async (path) => {
      const page = await openPage();
      const exchanges = recordExchanges(page);
      await visit(page, path);
      expect(await page.locator('main h1').innerText()).toBe('Not Found');
      expect(await page.title()).toBe('Not Found · Packtrail');
      expect(exchanges).toEqual([]);
    },
  );
});
