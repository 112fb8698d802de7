import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, visit } from './support/browser.js';
import { signUpOncePerFile } from './support/auth.js';

/**
 * Coming back from a checkout (spec sections 2, 4 and 5): `?checkout=success` and
 * `?checkout=cancelled` show their notice on the account page; any other value is Not Found,
 * as the other validated routes answer, and nothing crashes.
 */
const signedIn = signUpOncePerFile({ givenName: 'Cass', familyName: 'Out' });

describe('the checkout return', () => {
  it.each([
    ['success', 'Checkout complete'],
    ['cancelled', 'Checkout cancelled'],
  ])('?checkout=%s shows “%s” until dismissed', async (outcome, title) => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, `/account?checkout=${outcome}`, { waitFor: `text=${title}` });
    const notice = page.getByRole('status').filter({ hasText: title });
    expect(await notice.isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => pathOf(page)).toBe('/account');
    await expect.poll(() => page.getByText(title).count()).toBe(0);
    await checkAxe(page);
  });

  it('shows no notice without the parameter', async () => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, '/account', { waitFor: 'role=heading[name="Profile"]' });
    expect(await page.getByText(/^Checkout /).count()).toBe(0);
  });

  it.each([
    'checkout=bogus',
    'checkout=',
    'checkout=SUCCESS',
    'checkout=success&checkout=cancelled',
  ])('?%s is Not Found, without a crash', async (search) => {
    const page = await openPage({ storageState: signedIn() });
    await visit(page, `/account?${search}`);
    expect(await page.locator('main h1').innerText()).toBe('Not Found');
    expect(await page.getByRole('heading', { name: 'Profile' }).count()).toBe(0);
    // Still signed in, in the app's frame.
    expect(await page.getByRole('link', { name: /^Account: / }).isVisible()).toBe(true);
  });
});
