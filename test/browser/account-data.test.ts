import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, pathOf, settle, shownToast, visit } from './support/browser.js';
import {
  ANONYMOUS_ID_KEY,
  CURRENT_USER_KEY,
  LANDING_HEADING,
  readLocalStorage,
  signUp,
  signUpOncePerFile,
} from './support/auth.js';

/**
 * The account's data: the export downloads everything as JSON; deletion asks for the email (or
 * username) typed by hand, then removes everything and leaves the browser signed out on `/`.
 */
const exporter = signUpOncePerFile({ givenName: 'Ida', familyName: 'Export' });

/** The deletion tests sign up inside the test (deleting ends the session): more time. */
const SIGN_UP_TEST_MS = 60_000;

const showAccount = (page: Page) =>
  visit(page, '/account', { waitFor: 'role=heading[name="Profile"]' });

describe('the data export', () => {
  it('downloads one JSON file holding the user’s gear', async () => {
    const page = await openPage({ storageState: exporter() });
    const category = await page.request.post('/api/gear/categories', { data: { name: 'Sleep' } });
    const categoryId = ((await category.json()) as { id: string }).id;
    const item = await page.request.post('/api/gear/items', {
      data: {
        name: 'Down quilt',
        weightMg: 567_000,
        categoryId,
        priceMinor: 32500,
        currency: 'GBP',
      },
    });
    expect(item.status()).toBe(201);
    await showAccount(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^packtrail-export-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await text(await download.createReadStream())) as {
      format: string;
      formatVersion: number;
      account: { firstName: string };
      gear: { categories: { name: string }[]; items: Record<string, unknown>[] };
    };
    expect(document).toMatchObject({ format: 'packtrail-export', formatVersion: 1 });
    expect(document.account.firstName).toBe('Ida');
    expect(document.gear.categories.map((c) => c.name)).toContain('Sleep');
    expect(document.gear.items).toContainEqual(
      expect.objectContaining({
        name: 'Down quilt',
        weightMg: 567_000,
        categoryId,
        priceMinor: 32500,
        currency: 'GBP',
      }),
    );
    // The page stayed where it was.
    expect(pathOf(page)).toBe('/account');
  });
});

describe('deleting the account', () => {
  it(
    'refuses a mismatch by the field, then deletes everything and lands on / signed out',
    async () => {
      const page = await openPage();
      const account = await signUp(page, { givenName: 'Lee', familyName: 'Gone' });
      const username = `gone-${Date.now().toString(36)}`;
      expect(
        (
          await page.request.patch('/api/account', { data: { username, profilePublic: true } })
        ).status(),
      ).toBe(200);
      const item = await page.request.post('/api/gear/items', {
        data: { name: 'Old tent', weightMg: 1_200_000 },
      });
      expect(item.status()).toBe(201);
      const sessionCookies = await page.context().cookies();
      await showAccount(page);
      await page.evaluate(`localStorage.setItem('packtrail.units.gear', 'kg')`);
      const anonymousId = await readLocalStorage(page, ANONYMOUS_ID_KEY);

      await page.getByRole('button', { name: 'Delete account…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      const confirmation = dialog.getByRole('textbox', {
        name: 'Type your email address or username to confirm',
      });
      // The dialog puts the focus in the field, ready to type.
      await expect
        .poll(() =>
          page.evaluate<string | null>(`document.activeElement?.getAttribute('name') ?? null`),
        )
        .toBe('confirmation');
      const deleteButton = dialog.getByRole('button', { name: 'Delete my account' });

      await deleteButton.click();
      await dialog
        .locator('.field-error')
        .filter({ hasText: 'Enter your email address or username to confirm' })
        .waitFor();
      await confirmation.fill(account.email.toUpperCase());
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/account/delete'));
      await deleteButton.click();
      expect((await refused).status()).toBe(400);
      await dialog
        .locator('.field-error')
        .filter({ hasText: 'Type your email address or username exactly as shown to confirm' })
        .waitFor();
      expect(await confirmation.getAttribute('aria-invalid')).toBe('true');
      await checkAxe(page);
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);

      await confirmation.fill(account.email);
      const deleted = page.waitForResponse((r) => r.url().endsWith('/api/account/delete'));
      await deleteButton.click();
      expect((await deleted).status()).toBe(204);
      await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
      await settle(page);
      expect(pathOf(page)).toBe('/');
      await shownToast(page, 'Your account and everything in it has been deleted.');
      await checkAxe(page);

      // Nothing of the account is left in the browser, and analytics start over.
      expect(await readLocalStorage(page, CURRENT_USER_KEY)).toBeNull();
      expect(await readLocalStorage(page, 'packtrail.units.gear')).toBeNull();
      const newAnonymousId = await readLocalStorage(page, ANONYMOUS_ID_KEY);
      expect(newAnonymousId).not.toBeNull();
      expect(newAnonymousId).not.toBe(anonymousId);
      expect(await page.evaluate('localStorage.length')).toBe(1);

      // The old session is worthless, even replayed; the public address and the username are free.
      await page.context().addCookies(sessionCookies);
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
      expect((await page.request.get(`/api/public/users/${username}`)).status()).toBe(404);
      const other = await openPage({ storageState: exporter() });
      const free = await other.request.get(
        `/api/account/username-availability?username=${username}`,
      );
      expect(await free.json()).toMatchObject({ available: true });
      await other.context().close();
    },
    SIGN_UP_TEST_MS,
  );

  it(
    'frees the sign-in too: the same email signs up again into a new, empty account',
    async () => {
      const first = await openPage();
      const account = await signUp(first, { givenName: 'Sam', familyName: 'Again' });
      const firstId = (
        (await (await first.request.get('/api/auth/me')).json()) as { userId: string }
      ).userId;
      await first.request.post('/api/gear/items', {
        data: { name: 'Old stove', weightMg: 73_000 },
      });
      const deleted = await first.request.post('/api/account/delete', {
        data: { confirmation: account.email },
      });
      expect(deleted.status()).toBe(204);
      await first.context().close();

      const page = await openPage();
      await signUp(page, {
        givenName: 'Sam',
        familyName: 'Again',
        email: account.email,
        password: account.password,
      });
      const me = (await (await page.request.get('/api/auth/me')).json()) as { userId: string };
      expect(me.userId).not.toBe(firstId);
      const items = (await (await page.request.get('/api/gear/items')).json()) as {
        items: unknown[];
      };
      expect(items.items).toEqual([]);
    },
    SIGN_UP_TEST_MS,
  );
});
