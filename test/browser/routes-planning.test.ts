import { describe, expect, it } from 'vitest';
import { signUpOncePerFile } from './support/auth.js';
import { expectTitledPage, type RouteCase } from './routes-support.js';

/** Spec section 2's signed-in area: the planner's routes (gear to map), each in the app shell. */

const signedIn = signUpOncePerFile();

/** Spec section 2, the signed-in area (the planner), visited signed in at 1280 px. */
const SIGNED_IN_ROUTES: RouteCase[] = [
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

describe('every route of the signed-in area', () => {
  it.each(SIGNED_IN_ROUTES)('$path renders its titled page in the app shell', async (route) => {
    const page = await expectTitledPage(route.path, route, { storageState: signedIn() });
    expect(await page.locator('nav.header-nav').isVisible()).toBe(true);
    expect(await page.locator('footer.site-footer').count()).toBe(0);
  });
});
