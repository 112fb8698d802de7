import { describe, expect, it } from 'vitest';
import { openPage, passedThrough } from './support/browser.js';
import {
  fillSignInForm,
  landInApp,
  onProviderSignIn,
  readStoredUser,
  signOut,
  signUp,
} from './support/auth.js';

describe('an existing user', () => {
  it('signs in again with email and password after signing out; a wrong password is refused first', async () => {
    const page = await openPage();
    const account = await signUp(
      page,
      { givenName: 'Grace', familyName: 'Hopper' },
      { from: '/gear', landsOn: '/gear' },
    );
    const firstSignIn = await readStoredUser(page);
    await signOut(page);

    await page.goto('/packs');
    await onProviderSignIn(page);
    passedThrough(page, '/packs', '/login');

    // A wrong password: the provider's own message, the email kept, the password field marked.
    await fillSignInForm(page, { email: account.email, password: 'not-the-password' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong email or password.').waitFor();
    await onProviderSignIn(page);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await password.inputValue()).toBe('');
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).toBe(
      'field-password',
    );
    expect(await readStoredUser(page)).toBe(null);

    // The right password: back to the page asked for, as the same user.
    await fillSignInForm(page, account);
    await landInApp(page, () => page.getByRole('button', { name: 'Sign in' }).click(), '/packs');
    expect(await readStoredUser(page)).toEqual(firstSignIn);
    expect(firstSignIn).toMatchObject({ email: account.email, givenName: 'Grace' });
  });
});
