import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, passedThrough, pathOf, settle, visit } from './support/browser.js';
import { LANDING_HEADING, onProviderSignIn, signUp, signUpOncePerFile } from './support/auth.js';

/**
 * A redirect (the signed-in area's guard, /login handing over to the provider, the callback, a
 * signed-in user sent home) replaces the page it leaves in the browser's history: Back goes to
 * the page the visitor was on before, never to a page that only sends them on again.
 */
const signedIn = signUpOncePerFile();

/** Goes Back and waits for the page that shows there, heading `heading`. */
async function goBackTo(page: Page, heading: string): Promise<void> {
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await settle(page);
  await checkAxe(page);
}

/** Counts the requests that start a sign-in from now on. */
function countSignInStarts(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login-url') count += 1;
  });
  return () => count;
}

describe('Back after being sent to sign in', () => {
  it('from the provider, after a protected address was opened, returns to the page before it', async () => {
    const page = await openPage();
    await visit(page, '/marketing');
    await page.goto('/packs');
    await onProviderSignIn(page);
    passedThrough(page, '/packs', '/login');
    const signInStarts = countSignInStarts(page);

    await goBackTo(page, 'Why Packtrail');
    expect(pathOf(page)).toBe('/marketing');
    expect(signInStarts()).toBe(0);
  });

  it('from the provider, after the header’s Sign in link, returns to the start page', async () => {
    const page = await openPage();
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await onProviderSignIn(page);
    passedThrough(page, '/login');
    const signInStarts = countSignInStarts(page);

    await goBackTo(page, LANDING_HEADING);
    expect(pathOf(page)).toBe('/');
    expect(signInStarts()).toBe(0);
  });

  it('from the page signed in to, never lands on the spent callback', async () => {
    const page = await openPage();
    await visit(page, '/marketing');
    await signUp(
      page,
      { givenName: 'Ada', familyName: 'Back' },
      { from: '/packs', landsOn: '/packs' },
    );

    await page.goBack();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).not.toBe('/auth/callback');
    expect(await page.getByText('Failed to sign in').count()).toBe(0);
  });
});

describe('Back after a signed-in user was sent on', () => {
  it('from /home, after the start page sent them there, returns to the page before', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/marketing');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await settle(page);
    await checkAxe(page);
    passedThrough(page, '/');

    await goBackTo(page, 'Why Packtrail');
    expect(pathOf(page)).toBe('/marketing');
  });

  it('from /gear on a phone, after /home sent them there, returns to the page before', async () => {
    const page = await openPage({ width: 390, height: 844, storageState: signedIn() });
    await visit(page, '/packs');
    await page.goto('/home');
    await page.getByRole('heading', { level: 1, name: 'Gear' }).waitFor();
    await settle(page);
    await checkAxe(page);
    passedThrough(page, '/home');

    await goBackTo(page, 'Packs');
    expect(pathOf(page)).toBe('/packs');
  });
});
