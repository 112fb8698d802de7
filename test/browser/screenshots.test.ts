import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  countDocumentRequests,
  openPage,
  passedThrough,
  reloadOnlyAfterUserCheck,
  routeChunk,
  settle,
  shownToast,
  visit,
} from './support/browser.js';
import {
  fillSignInForm,
  onProviderSignIn,
  onProviderSignUp,
  signUpOncePerFile,
  uniqueEmail,
} from './support/auth.js';

/**
 * Not a check: pictures of a few pages for a person to look at. Runs only with SCREENSHOTS=1,
 * e.g. `SCREENSHOTS=1 npx vitest run --project browser test/browser/screenshots.test.ts`.
 */
const OUT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** The provider's sign-in page, reached the way a visitor reaches it. */
async function showProviderSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await onProviderSignIn(page);
  passedThrough(page, '/login');
}

interface PageShot {
  name: string;
  /** Shown to the file's signed-in account; to a visitor unless told. */
  signedIn?: boolean;
  show: (page: Page) => Promise<unknown>;
}

const PAGES: PageShot[] = [
  { name: 'landing', show: (page) => visit(page, '/') },
  { name: 'marketing', show: (page) => visit(page, '/marketing') },
  { name: 'gear', signedIn: true, show: (page) => visit(page, '/gear') },
  { name: 'checklist', signedIn: true, show: (page) => visit(page, '/packs/demo/checklist') },
  { name: 'not-found', show: (page) => visit(page, '/no/such/page') },
  { name: 'provider-sign-in', show: showProviderSignIn },
  {
    name: 'provider-sign-up',
    show: async (page) => {
      await showProviderSignIn(page);
      await page.getByRole('link', { name: 'Create an account' }).click();
      await onProviderSignUp(page);
    },
  },
  {
    name: 'provider-wrong-password',
    show: async (page) => {
      await showProviderSignIn(page);
      await fillSignInForm(page, { email: uniqueEmail('nobody'), password: 'not-the-password' });
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Wrong email or password.').waitFor();
      await onProviderSignIn(page);
    },
  },
  {
    name: 'sign-in-failed',
    show: (page) => visit(page, '/auth/callback?code=bogus&state=L3BhY2tz'),
  },
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const SCHEMES = ['light', 'dark'] as const;

const shots = PAGES.flatMap((page) =>
  SIZES.flatMap((size) => SCHEMES.map((colorScheme) => ({ ...page, size, colorScheme }))),
);

describe.skipIf(!process.env.SCREENSHOTS)('screenshots', () => {
  const signedIn = signUpOncePerFile();

  it.each(shots)('of $name at $size.name size in $colorScheme', async (shot) => {
    await mkdir(OUT_DIR, { recursive: true });
    const page = await openPage({
      width: shot.size.width,
      height: shot.size.height,
      colorScheme: shot.colorScheme,
      storageState: shot.signedIn ? signedIn() : undefined,
    });
    await shot.show(page);
    await page.screenshot({
      path: `${OUT_DIR}${shot.name}-${shot.size.name}-${shot.colorScheme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  });

  it('of a toast above the bottom navigation on a phone', async () => {
    await mkdir(OUT_DIR, { recursive: true });
    for (const colorScheme of SCHEMES) {
      const page = await openPage({
        width: 390,
        height: 844,
        colorScheme,
        storageState: signedIn(),
      });
      await visit(page, '/gear');
      // system → light, and on to dark for the dark picture.
      const clicks = colorScheme === 'light' ? 1 : 2;
      for (let click = 0; click < clicks; click += 1) {
        await page.getByRole('button', { name: /^Theme: / }).click();
      }
      await page.getByText(`Theme set to ${colorScheme === 'light' ? 'Light' : 'Dark'}`).waitFor();
      // Polled with evaluate: waitForFunction's second try breaks the page's CSP (no eval).
      await expect
        .poll(() => page.locator('[data-sonner-toast]').first().getAttribute('data-mounted'))
        .toBe('true');
      await page.screenshot({
        path: `${OUT_DIR}toast-phone-${colorScheme}.png`,
        animations: 'disabled',
      });
    }
  });

  it('of the error screen after a page part failed to load', async () => {
    await mkdir(OUT_DIR, { recursive: true });
    for (const size of SIZES) {
      const page = await openPage({
        width: size.width,
        height: size.height,
        storageState: signedIn(),
      });
      await reloadOnlyAfterUserCheck(page, '/gear');
      const documents = countDocumentRequests(page);
      await page.route(routeChunk('gear-route'), (route) => route.fulfill({ status: 404 }));
      await page.goto('/gear', { waitUntil: 'commit' });
      await expect.poll(documents).toBe(2);
      await page.getByRole('button', { name: 'Reload' }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkAxe(page);
      await page.screenshot({ path: `${OUT_DIR}error-${size.name}-light.png`, fullPage: true });
    }
  });

  it.each(SIZES.flatMap((size) => SCHEMES.map((colorScheme) => ({ size, colorScheme }))))(
    'of the logout screen, signing out and failed, at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      await mkdir(OUT_DIR, { recursive: true });
      const page = await openPage({
        width: size.width,
        height: size.height,
        colorScheme,
        storageState: signedIn(),
      });
      // The server's answer waits for the first picture, then fails: the account stays signed in.
      let answer = (): void => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('/api/auth/logout', async (route) => {
        await held;
        await route.fulfill({ status: 500, json: { statusCode: 500, message: 'held' } });
      });
      const file = (name: string) => `${OUT_DIR}${name}-${size.name}-${colorScheme}.png`;
      try {
        await visit(page, '/logout');
        await page.screenshot({ path: file('logout'), fullPage: true, animations: 'disabled' });
      } finally {
        answer();
      }
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      await shownToast(page, 'Failed to logout');
      await settle(page);
      await checkAxe(page);
      await page.screenshot({ path: file('logout-failed'), animations: 'disabled' });
    },
  );
});
