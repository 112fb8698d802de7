import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, openPage, passedThrough, pathOf, settle } from './support/browser.js';
import {
  fillSignInForm,
  LANDING_HEADING,
  landInApp,
  onProviderSignIn,
  signedInState,
  storedUserOf,
  uniqueEmail,
  type StorageState,
} from './support/auth.js';
import { mailTo, resetLinkIn } from './support/mail.js';

const NEW_PASSWORD = 'switchbacks-and-scree';

/** The name of what has the keyboard focus. */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate<string>(`(() => {
    const element = document.activeElement;
    return element ? (element.getAttribute('aria-label') || element.textContent || '').trim() : '';
  })()`);

/** Waits for a provider page by its heading, and checks it with axe. */
async function onProviderPage(page: Page, heading: string): Promise<void> {
  await settle(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await checkAxe(page);
}

/** The provider's sign-in page, reached as a visitor reaches it. */
async function openProviderSignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await onProviderSignIn(page);
  passedThrough(page, '/login');
}

/** A local storage holding the app's theme choice. */
const storedTheme = (theme: string): StorageState => ({
  cookies: [],
  origins: [{ origin: appOrigin(), localStorage: [{ name: 'vite-ui-theme', value: theme }] }],
});

interface Look {
  htmlClass: string;
  background: string;
}

const lookOf = (page: Page): Promise<Look> =>
  page.evaluate<Look>(`({
    htmlClass: document.documentElement.className,
    background: getComputedStyle(document.body).backgroundColor,
  })`);

const DARK_BACKGROUND = 'rgb(0, 0, 0)';
const LIGHT_BACKGROUND = 'rgb(245, 246, 244)';

describe('a forgotten password', () => {
  it('is reset from "Forgot password?" with the keyboard, and the old sessions end', async () => {
    const state = await signedInState({ email: uniqueEmail('forgetful') });
    const { email } = storedUserOf(state);
    const before = await openPage({ storageState: state });

    const page = await openPage();
    await openProviderSignIn(page);
    // Email, password, Show (once the script runs), then "Forgot password?".
    await page.getByLabel('Email', { exact: true }).focus();
    for (let step = 0; step < 4 && (await focusedName(page)) !== 'Forgot password?'; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName(page)).toBe('Forgot password?');
    await page.keyboard.press('Enter');
    await onProviderPage(page, 'Reset your password');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await onProviderPage(page, 'Check your email');

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Packtrail password');
    await page.goto(resetLinkIn(mail));
    await onProviderPage(page, 'Choose a new password');
    // The form starts in the new password's field.
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await onProviderPage(page, 'Password changed');

    // The browser that was signed in is signed out: its next page asks to sign in.
    await before.goto('/gear');
    await onProviderSignIn(before);
    passedThrough(before, '/gear', '/login');

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await onProviderSignIn(page);
    passedThrough(page, '/login');
    await fillSignInForm(page, { email, password: NEW_PASSWORD });
    await landInApp(page, () => page.getByRole('button', { name: 'Sign in' }).click());
  });

  it('can be shown while it is typed, and is masked again when the form is sent', async () => {
    const page = await openPage();
    await openProviderSignIn(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('open sesame');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('open sesame');
    const hide = page.getByRole('button', { name: 'Hide password' });
    expect(await hide.innerText()).toBe('Hide');
    await hide.press('Enter');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Wrong email or password.').waitFor();
    await checkAxe(page);
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe(
      'password',
    );
  });

  it.each([
    { stored: 'dark', system: 'light', htmlClass: 'dark', dark: true },
    { stored: 'light', system: 'dark', htmlClass: 'light', dark: false },
    // System (or nothing stored): the stylesheet follows the system's setting.
    { stored: 'system', system: 'dark', htmlClass: '', dark: true },
  ] as const)(
    'pages follow the app’s theme: $stored on a $system system',
    async ({ stored, system, htmlClass, dark }) => {
      const page = await openPage({ colorScheme: system, storageState: storedTheme(stored) });
      await openProviderSignIn(page);
      expect(await lookOf(page)).toEqual({
        htmlClass,
        background: dark ? DARK_BACKGROUND : LIGHT_BACKGROUND,
      });
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await onProviderPage(page, 'Reset your password');
      expect((await lookOf(page)).background).toBe(dark ? DARK_BACKGROUND : LIGHT_BACKGROUND);
    },
  );

  it('pages have the app’s favicon and a way back to the site', async () => {
    const page = await openPage();
    await openProviderSignIn(page);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/^\/oidc\/assets\/favicon-[0-9a-f]+\.svg$/);
    const icon = await page.request.get(href ?? '');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await onProviderPage(page, 'Reset your password');
    await page.getByRole('link', { name: 'Back to Packtrail' }).click();
    await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
    await settle(page);
    expect(pathOf(page)).toBe('/');
    await checkAxe(page);
  });

  it('says so when its link has expired or was used, with a way to a new one', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    const response = await page.goto('/oidc/password/reset/not-a-link-at-all');
    expect(response?.status()).toBe(400);
    await onProviderPage(page, 'This link has expired');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await onProviderPage(page, 'Reset your password');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await onProviderSignIn(page);
    passedThrough(page, '/login');
  });
});
