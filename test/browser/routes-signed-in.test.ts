import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';
import { expectTitledPage, type RouteCase } from './routes-support.js';

/**
 * Spec section 2's signed-in area: the account, connection and overview routes in the app shell
 * (routes-planning.test.ts has the planner's), path parameters, and a client-side navigation.
 */

const signedIn = signUpOncePerFile();

/** Spec section 2, the signed-in area (account, connections, overview), signed in at 1280 px. */
const SIGNED_IN_ROUTES: RouteCase[] = [
  { path: '/account', heading: 'Account' },
  { path: '/account?checkout=success', heading: 'Account' },
  { path: '/strava/callback?code=c0de&scope=read', heading: 'Connecting Strava' },
  { path: '/garmin/callback?code=c0de', heading: 'Connecting Garmin' },
  { path: '/home', heading: 'Home' },
];

describe('every route of the signed-in area', () => {
  it.each(SIGNED_IN_ROUTES)('$path renders its titled page in the app shell', async (route) => {
    const page = await expectTitledPage(route.path, route, { storageState: signedIn() });
    expect(await page.locator('nav.header-nav').isVisible()).toBe(true);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
  });
});

describe('path parameters', () => {
  it('are shown decoded, as the visitor typed them', async () => {
    await expectTitledPage(
      '/packs/tarp%20%26%20poles',
      { path: '', heading: 'Pack', shows: ['tarp & poles'] },
      { storageState: signedIn() },
    );
  });

  it('are shown as text, never as markup', async () => {
    const page = await expectTitledPage(
      '/packs/%3Cb%3Ebold%3C%2Fb%3E',
      { path: '', heading: 'Pack', shows: ['<b>bold</b>'] },
      { storageState: signedIn() },
    );
    expect(await page.locator('main b').count()).toBe(0);
  });
});

describe('a client-side navigation', () => {
  it('changes the page and its title without loading a new document', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/gear');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.locator('.header-nav a[href="/trips"]').click();
    await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
    await expect.poll(() => page.title()).toBe('Trips · Packtrail');
    expect(new URL(page.url()).pathname).toBe('/trips');
    expect(documents).toEqual([]);
    expect(await page.locator('.header-nav a[href="/trips"]').getAttribute('aria-current')).toBe(
      'page',
    );
    await checkAxe(page);
  });
});
