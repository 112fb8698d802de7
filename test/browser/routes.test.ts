import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  openPage,
  passedThrough,
  pathOf,
  visit,
  type OpenPageOptions,
} from './support/browser.js';
import { signUpOncePerFile, stayOnSignInScreen } from './support/auth.js';

const signedIn = signUpOncePerFile();

interface RouteCase {
  path: string;
  heading: string;
  /** The document title; `<heading> · Packtrail` unless told. */
  title?: string;
  /** Texts the page shows, such as its path parameters. */
  shows?: string[];
  /** Where a guard sends the page on to (path and search); `path` itself unless told. */
  lands?: string;
  /** The document's HTTP status; 200 unless told. */
  status?: number;
}

/** Spec section 2, public routes (no sign-in needed). */
const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', heading: 'Plan lighter. Pack smarter.', title: 'Packtrail' },
  { path: '/marketing', heading: 'Why Packtrail' },
  { path: '/empty', heading: 'Empty' },
  // Nobody shares anything as alice: every public page says the one Not Found.
  { path: '/u/alice', heading: 'Not Found', status: 404 },
  { path: '/u/alice/pack/my-slug', heading: 'Not Found', status: 404 },
  { path: '/u/alice/trip/trip-42', heading: 'Not Found', status: 404 },
];

/** Spec section 2, the signed-in area, visited signed in at 1280 px. */
const SIGNED_IN_ROUTES: RouteCase[] = [
  { path: '/account', heading: 'Account' },
  { path: '/account?checkout=success', heading: 'Account' },
  { path: '/strava/callback?code=c0de&scope=read', heading: 'Connecting Strava' },
  { path: '/garmin/callback?code=c0de', heading: 'Connecting Garmin' },
  { path: '/home', heading: 'Home' },
  { path: '/gear', heading: 'Gear' },
  { path: '/bundles', heading: 'Bundles' },
  // Not an id the server could hold: the bundle screen says there is no such bundle.
  { path: '/bundles/bundle-7', heading: 'Bundle not found' },
  { path: '/packs', heading: 'Packs' },
  { path: '/packs/abc', heading: 'Pack', shows: ['abc'] },
  // No pack has the id "abc": the checklist says so (its own tests cover a real pack).
  { path: '/packs/abc/checklist', heading: 'Pack not found', title: 'Checklist · Packtrail' },
  { path: '/trips', heading: 'Trips' },
  { path: '/trips/trip-9', heading: 'Trip', shows: ['trip-9'] },
  { path: '/track', heading: 'Track' },
  // Categories are for the Explorer plan; the file's account is on Basic.
  { path: '/track/running', heading: 'Track', lands: '/track' },
  { path: '/search', heading: 'Search' },
  { path: '/map', heading: 'Map' },
];

/** Visits the path on the page and checks the page it shows: heading, title, texts, address. */
async function expectTitled(page: Page, path: string, route: RouteCase) {
  // A public address nobody shares answers the server-rendered Not Found document, status 404.
  await visit(page, path, { status: route.status });
  expect(pathOf(page)).toBe(route.lands ?? path);
  if (route.lands) passedThrough(page, path);
  await expect.poll(() => page.locator('main h1').allInnerTexts()).toEqual([route.heading]);
  expect(await page.title()).toBe(route.title ?? `${route.heading} · Packtrail`);
  const main = await page.locator('main').innerText();
  for (const text of route.shows ?? []) expect(main).toContain(text);
}

async function expectTitledPage(path: string, route: RouteCase, options: OpenPageOptions = {}) {
  const page = await openPage(options);
  await expectTitled(page, path, route);
  return page;
}

describe('every public route of the spec', () => {
  it.each(PUBLIC_ROUTES)('$path renders its titled page', async (route) => {
    const page = await expectTitledPage(route.path, route);
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1);
    expect(await page.locator('nav.bottom-nav').count()).toBe(0);
  });
});

describe('every route of the signed-in area', () => {
  it.each(SIGNED_IN_ROUTES)('$path renders its titled page in the app shell', async (route) => {
    const page = await expectTitledPage(route.path, route, { storageState: signedIn() });
    expect(await page.locator('nav.header-nav').isVisible()).toBe(true);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
  });
});

describe('the sign-in steps', () => {
  it.each(['/login', '/login?redirectTo=%2Fpacks%2Fabc'])(
    '%s shows the titled sign-in screen while it hands over to the provider',
    async (path) => {
      const page = await openPage();
      await stayOnSignInScreen(page);
      await expectTitled(page, path, { path, heading: 'Sign in' });
      expect(await page.locator('main').innerText()).toContain('Taking you to sign in');
      expect(await page.locator('main [aria-busy="true"]').count()).toBe(1);
    },
  );

  it('/logout shows the titled sign-out screen while the server signs the user out', async () => {
    const page = await openPage({ storageState: signedIn() });
    // The answer is held back, and then refused: the file's account stays signed in.
    let answer = (): void => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('/api/auth/logout', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { statusCode: 500, message: 'held' } });
    });
    try {
      await expectTitled(page, '/logout', { path: '/logout', heading: 'Sign out' });
      expect(await page.locator('main').innerText()).toContain('Signing you out');
    } finally {
      answer();
    }
    await page.getByText('Failed to logout').waitFor();
  });

  it('/auth/callback with a code nobody issued shows the error screen', async () => {
    await expectTitledPage('/auth/callback?code=the-code&state=L2dlYXI', {
      path: '',
      heading: 'Something went wrong',
      shows: ['Failed to sign in'],
    });
  });
});

describe('the Strava and Garmin callbacks', () => {
  it.each([
    '/strava/callback',
    '/strava/callback?scope=read',
    '/strava/callback?code=c0de',
    '/strava/callback?code=&scope=read',
    '/strava/callback?state=s&scope=read',
    '/garmin/callback',
    '/garmin/callback?state=s',
    '/garmin/callback?code=',
  ])('%s (a required parameter missing) shows Not Found', async (path) => {
    await expectTitledPage(
      path,
      { path, heading: 'Not Found', title: 'Not Found · Packtrail' },
      { storageState: signedIn() },
    );
  });

  it.each([
    {
      path: '/strava/callback?code=c0de&scope=read,activity:read&state=s',
      heading: 'Connecting Strava',
    },
    { path: '/strava/callback?code=c0de&scope=', heading: 'Connecting Strava' },
    { path: '/garmin/callback?code=c0de&state=s', heading: 'Connecting Garmin' },
  ])('$path (state optional) is accepted', async (route) => {
    await expectTitledPage(route.path, route, { storageState: signedIn() });
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
