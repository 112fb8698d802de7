import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, visit } from './support/browser.js';

interface RouteCase {
  path: string;
  heading: string;
  /** The document title; `<heading> · Packtrail` unless told. */
  title?: string;
  /** Texts the page shows, such as its path parameters. */
  shows?: string[];
}

/** Spec section 2, public routes (no sign-in needed). */
const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', heading: 'Plan lighter. Pack smarter.', title: 'Packtrail' },
  { path: '/login', heading: 'Sign in' },
  { path: '/login?redirectTo=%2Fpacks%2Fabc', heading: 'Sign in' },
  { path: '/logout', heading: 'Sign out' },
  { path: '/marketing', heading: 'Why Packtrail' },
  { path: '/empty', heading: 'Empty' },
  { path: '/auth/callback?code=the-code&state=L2dlYXI', heading: 'Signing in' },
  { path: '/u/alice', heading: 'Profile', shows: ['alice'] },
  { path: '/u/alice/pack/my-slug', heading: 'Shared pack', shows: ['alice', 'my-slug'] },
  { path: '/u/alice/trip/trip-42', heading: 'Shared trip', shows: ['alice', 'trip-42'] },
];

/** Spec section 2, the signed-in area (no sign-in guard yet: the pages render directly). */
const SIGNED_IN_ROUTES: RouteCase[] = [
  { path: '/account', heading: 'Account' },
  { path: '/account?checkout=success', heading: 'Account' },
  { path: '/strava/callback?code=c0de&scope=read', heading: 'Connecting Strava' },
  { path: '/garmin/callback?code=c0de', heading: 'Connecting Garmin' },
  { path: '/home', heading: 'Home' },
  { path: '/gear', heading: 'Gear' },
  { path: '/bundles', heading: 'Bundles' },
  { path: '/bundles/bundle-7', heading: 'Bundle', shows: ['bundle-7'] },
  { path: '/packs', heading: 'Packs' },
  { path: '/packs/abc', heading: 'Pack', shows: ['abc'] },
  { path: '/packs/abc/checklist', heading: 'Checklist', shows: ['abc'] },
  { path: '/trips', heading: 'Trips' },
  { path: '/trips/trip-9', heading: 'Trip', shows: ['trip-9'] },
  { path: '/track', heading: 'Track' },
  { path: '/track/running', heading: 'Track', shows: ['running'] },
  { path: '/search', heading: 'Search' },
  { path: '/map', heading: 'Map' },
];

async function expectTitledPage(path: string, route: RouteCase) {
  const page = await openPage();
  await visit(page, path);
  await expect.poll(() => page.locator('main h1').allInnerTexts()).toEqual([route.heading]);
  expect(await page.title()).toBe(route.title ?? `${route.heading} · Packtrail`);
  const main = await page.locator('main').innerText();
  for (const text of route.shows ?? []) expect(main).toContain(text);
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
    const page = await expectTitledPage(route.path, route);
    expect(await page.locator('nav.header-nav').isVisible()).toBe(true);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
  });
});

describe('path parameters', () => {
  it('are shown decoded, as the visitor typed them', async () => {
    await expectTitledPage('/u/al%20ice/pack/tarp%20%26%20poles', {
      path: '',
      heading: 'Shared pack',
      shows: ['al ice', 'tarp & poles'],
    });
  });

  it('are shown as text, never as markup', async () => {
    const page = await expectTitledPage('/packs/%3Cb%3Ebold%3C%2Fb%3E', {
      path: '',
      heading: 'Pack',
      shows: ['<b>bold</b>'],
    });
    expect(await page.locator('main b').count()).toBe(0);
  });
});

describe('a client-side navigation', () => {
  it('changes the page and its title without loading a new document', async () => {
    const page = await openPage();
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
