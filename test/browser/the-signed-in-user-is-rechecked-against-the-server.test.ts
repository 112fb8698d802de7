import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  isUserCheck,
  openPage,
  passedThrough,
  pathOf,
  settle,
  shownToast,
  visit,
} from './support/browser.js';
import {
  landInApp,
  readLocalStorage,
  readStoredUser,
  CURRENT_USER_KEY,
  signUpOncePerFile,
  stayOnSignInScreen,
  storedUserOf,
  withoutAppSession,
} from './support/auth.js';

const signedIn = signUpOncePerFile();

/** Every user check the page makes from now on. */
function recordUserChecks(page: Page): Request[] {
  const checks: Request[] = [];
  page.on('request', (request) => {
    if (isUserCheck(request)) checks.push(request);
  });
  return checks;
}

const LOGIN_URL = (url: URL) => url.pathname === '/api/auth/login-url';

describe('the check of the signed-in user', () => {
  it('shows "Failed to refresh user state" when the server answers with nothing, and keeps the user', async () => {
    const page = await openPage({ storageState: signedIn() });
    await page.route('/api/auth/me', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    );
    // The toast stays 5 s: looked for before the page's own accessibility check, which a
    // loaded machine may take longer than that to run.
    await visit(page, '/gear', { axe: false });
    await shownToast(page, 'Failed to refresh user state');
    await checkAxe(page);
    expect(pathOf(page)).toBe('/gear');
    expect(await readStoredUser(page)).toEqual(storedUserOf(signedIn()));
  });

  it('is not made while nobody is stored', async () => {
    const page = await openPage();
    const checks = recordUserChecks(page);
    await visit(page, '/');
    await page.goto('/marketing');
    await settle(page);
    await checkAxe(page);
    await page.waitForLoadState('networkidle');
    expect(checks).toEqual([]);
  });

  it('is made once per page load and is fresh for 30 s', async () => {
    const page = await openPage({ storageState: signedIn() });
    await page.clock.install();
    const checks = recordUserChecks(page);
    await visit(page, '/gear');
    expect(checks).toHaveLength(1);

    // Moving around the app and coming back to the window within 30 s asks nothing new.
    await page.locator('.header-nav a[href="/packs"]').click();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    await checkAxe(page);
    await page.clock.runFor(10_000);
    await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
    await page.waitForLoadState('networkidle');
    expect(checks).toHaveLength(1);

    // After 30 s the next return to the window checks again.
    await page.clock.runFor(25_000);
    const again = page.waitForRequest(isUserCheck);
    await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
    await again;
    expect(checks).toHaveLength(2);
  });

  it('that errors forgets the user and starts sign-in again towards /home', async () => {
    // The provider's session signs the user straight back in; without the file's app session,
    // that new sign-in leaves the session the other tests share alone.
    const page = await openPage({ storageState: withoutAppSession(signedIn()) });
    const steps: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isUserCheck(request)) steps.push('check');
      else if (LOGIN_URL(url)) steps.push(`login-url ${url.search}`);
    });
    await page.route(
      '/api/auth/me',
      (route) =>
        route.fulfill({ status: 401, json: { statusCode: 401, message: 'Sign in to continue' } }),
      { times: 1 },
    );
    let storedWhenSignInStarted: string | null | undefined;
    await page.route(LOGIN_URL, async (route) => {
      storedWhenSignInStarted = await readLocalStorage(page, CURRENT_USER_KEY);
      await route.fallback();
    });

    await landInApp(page, () => page.goto('/gear'), '/home');
    passedThrough(page, '/gear', '/login');
    // One check, refused and not tried again; then sign-in with /home as the return path.
    expect(steps.slice(0, 2)).toEqual([
      'check',
      `login-url ?${new URLSearchParams({ redirectTo: '/home' }).toString()}`,
    ]);
    expect(storedWhenSignInStarted).toBe(null);
    // Back, signed in again as the same user.
    expect(await readStoredUser(page)).toEqual(storedUserOf(signedIn()));
  });

  it('that fails is not tried again', async () => {
    const page = await openPage({ storageState: signedIn() });
    await page.clock.install();
    const checks = recordUserChecks(page);
    // A server error, which the app's other requests would retry; sign-in is kept from leaving.
    await page.route('/api/auth/me', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Unavailable' } }),
    );
    await page.route(LOGIN_URL, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Unavailable' } }),
    );
    await page.goto('/gear');
    await page.getByText('Failed to login').waitFor();
    await settle(page);
    await checkAxe(page);
    expect(pathOf(page)).toBe('/login?redirectTo=%2Fhome');
    passedThrough(page, '/gear');
    await page.clock.runFor(120_000);
    await page.waitForLoadState('networkidle');
    expect(checks).toHaveLength(1);
  });

  it('cut off by a reload does not sign the user out', async () => {
    const page = await openPage({ storageState: signedIn() });
    // Were the user forgotten, sign-in would stop at the app's own screen.
    await stayOnSignInScreen(page);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '/api/auth/me',
      async (route) => {
        await held;
        await route.fallback().catch(() => undefined);
      },
      { times: 1 },
    );
    const checkSent = page.waitForRequest(isUserCheck);
    await page.goto('/gear');
    await page.getByRole('heading', { level: 1, name: 'Gear' }).waitFor();
    await checkAxe(page);
    await checkSent;
    try {
      await page.reload();
    } finally {
      release();
    }
    await settle(page);
    expect(pathOf(page)).toBe('/gear');
    expect(await readStoredUser(page)).toEqual(storedUserOf(signedIn()));
  });
});
