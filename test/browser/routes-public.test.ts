import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  openPage,
  passedThrough,
  pathOf,
  recordAddresses,
  routeChunk,
  settle,
  visit,
} from './support/browser.js';
import { onProviderSignIn, signUpOncePerFile, stayOnSignInScreen } from './support/auth.js';
import { expectTitled, expectTitledPage, type RouteCase } from './routes-support.js';

/** Spec section 2's public routes and the sign-in steps, each on its titled page. */

const signedIn = signUpOncePerFile();

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

describe('every public route of the spec', () => {
  it.each(PUBLIC_ROUTES)('$path renders its titled page', async (route) => {
    const page = await expectTitledPage(route.path, route);
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1);
    expect(await page.locator('nav.bottom-nav').count()).toBe(0);
  });
});

describe('the sign-in steps', () => {
  it('/login as a page load goes to the provider at once, without loading the app', async () => {
    const page = await openPage();
    const addresses = recordAddresses(page);
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (routeChunk('index').test(new URL(request.url()).pathname)) appScripts.push(request.url());
    });
    await page.goto('/login?redirectTo=%2Fpacks%2Fabc');
    await onProviderSignIn(page);
    passedThrough(page, '/login');
    expect(addresses.filter((address) => address.startsWith('/login'))).toEqual([]);
    expect(appScripts).toEqual([]);
  });

  it.each([
    { from: '/empty', path: '/login' },
    { from: '/packs/abc', path: '/login?redirectTo=%2Fpacks%2Fabc' },
  ])(
    '$path reached in the app shows the titled sign-in screen while it hands over to the provider',
    async ({ from, path }) => {
      const page = await openPage();
      await stayOnSignInScreen(page);
      if (from === '/empty') {
        await visit(page, from);
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      } else {
        await page.goto(from);
        passedThrough(page, from);
      }
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await settle(page);
      await checkAxe(page);
      expect(pathOf(page)).toBe(path);
      expect(await page.title()).toBe('Sign in · Packtrail');
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
