import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { checkAxe, openPage, passedThrough, settle } from './support/browser.js';
import {
  onProviderSignIn,
  onProviderSignUp,
  signedInState,
  storedUserOf,
  uniqueEmail,
} from './support/auth.js';
import { mailTo, resetLinkIn } from './support/mail.js';
import { describeScreenshots, SHOTS, screenshotsIn } from './support/screenshots.js';

/**
 * Not a check: pictures of the built-in provider's pages (sign in, sign up, forgot password,
 * the reset link's pages) for a person to look at, on a desktop and a phone, light and dark.
 * Runs only with SCREENSHOTS=1, e.g.
 * `SCREENSHOTS=1 npx vitest run --project browser test/browser/provider-pages-screenshots.test.ts`.
 */
const shoot = screenshotsIn('provider-pages', { fullPageByDefault: true });
/** Ten pages per test, each drawn and checked with axe. */
const SHOTS_TIMEOUT_MS = 120_000;

async function onPage(page: Page, heading: string): Promise<void> {
  await settle(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await checkAxe(page);
}

describeScreenshots('provider page screenshots', () => {
  it.each(SHOTS)(
    'at $size.name size in $colorScheme',
    async ({ size, colorScheme }) => {
      const { email } = storedUserOf(await signedInState({ email: uniqueEmail('shots') }));
      const page = await openPage({ ...size, colorScheme });
      const tag = `${size.name}-${colorScheme}`;

      await page.goto('/login');
      await onProviderSignIn(page);
      passedThrough(page, '/login');
      await shoot(page, `sign-in-${tag}`);

      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await shoot(page, `sign-in-password-shown-${tag}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Wrong email or password.').waitFor();
      await checkAxe(page);
      await shoot(page, `sign-in-wrong-password-${tag}`);

      await page.getByRole('link', { name: 'Create an account' }).click();
      await onProviderSignUp(page);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Use at least 8 characters.').waitFor();
      await checkAxe(page);
      await shoot(page, `sign-up-errors-${tag}`);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await onProviderSignIn(page);

      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await onPage(page, 'Reset your password');
      await shoot(page, `forgot-${tag}`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await onPage(page, 'Check your email');
      await shoot(page, `forgot-sent-${tag}`);

      const link = resetLinkIn(await mailTo(email));
      await page.goto(link);
      await onPage(page, 'Choose a new password');
      await shoot(page, `reset-${tag}`);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText('Use at least 8 characters.').waitFor();
      await checkAxe(page);
      await shoot(page, `reset-error-${tag}`);
      await page.getByLabel('New password', { exact: true }).fill('a long new password');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await onPage(page, 'Password changed');
      await shoot(page, `reset-done-${tag}`);

      const response = await page.goto(link);
      expect(response?.status()).toBe(400);
      await onPage(page, 'This link has expired');
      await shoot(page, `reset-link-expired-${tag}`);
    },
    SHOTS_TIMEOUT_MS,
  );
});
