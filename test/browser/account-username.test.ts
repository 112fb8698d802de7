import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast, visit } from './support/browser.js';
import { readStoredUser, signUpOncePerFile } from './support/auth.js';

/**
 * The public username on the account page: checked as the user types (length, characters,
 * reserved words, taken by someone else, free), then saved, giving a public address.
 */
const me = signUpOncePerFile({ givenName: 'Skye', familyName: 'Moor' });
const someoneElse = signUpOncePerFile({ givenName: 'Ben', familyName: 'Nevis' });

const field = (page: Page) => page.getByRole('textbox', { name: 'Username' });
const statusLine = (page: Page) => page.locator('#username-status');
const save = (page: Page) => page.getByRole('button', { name: 'Save username' });

async function expectStatus(page: Page, text: string): Promise<void> {
  await expect.poll(() => statusLine(page).innerText()).toBe(text);
}

describe('the public username', () => {
  it('is checked while typing: too short, bad characters, reserved, taken, then free and saved', async () => {
    const suffix = Date.now().toString(36);
    const taken = `taken-${suffix}`;
    const mine = `skye-${suffix}`;
    const other = await openPage({ storageState: someoneElse() });
    const claimed = await other.request.patch('/api/account', { data: { username: taken } });
    expect(claimed.status()).toBe(200);
    await other.context().close();

    const page = await openPage({ storageState: me() });
    const checks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/account/username-availability') {
        checks.push(url.searchParams.get('username') ?? '');
      }
    });
    await visit(page, '/account', { waitFor: 'role=heading[name="Public username"]' });
    await expectStatus(page, 'No username: nothing of yours is public.');
    expect(await save(page).isDisabled()).toBe(true);

    await field(page).fill('ab');
    await expectStatus(page, 'Use at least 3 characters');
    expect(await field(page).getAttribute('aria-invalid')).toBe('true');
    await field(page).fill('Bad Name!');
    await expectStatus(page, 'Use only lowercase letters, digits, - and _');
    await field(page).fill('Admin');
    await expectStatus(page, 'This name is reserved');
    expect(await save(page).isDisabled()).toBe(true);
    // None of those needed the server.
    expect(checks).toEqual([]);

    await field(page).fill('');
    await field(page).pressSequentially(taken.toUpperCase(), { delay: 15 });
    await expectStatus(page, 'This username is taken');
    expect(await save(page).isDisabled()).toBe(true);
    // Asked once typing paused, not at every key.
    expect(checks.at(-1)).toBe(taken);
    expect(checks.length).toBeLessThan(taken.length / 2);
    await checkAxe(page);

    await field(page).fill(mine);
    await expectStatus(page, `${mine} is available`);
    expect(await save(page).isDisabled()).toBe(false);
    await save(page).click();
    await shownToast(page, 'Username saved');
    await expectStatus(page, 'This is your username.');
    expect(await readStoredUser(page)).toMatchObject({ username: mine });
    expect(
      await page.getByRole('link', { name: 'View your public page' }).getAttribute('href'),
    ).toBe(`/u/${mine}`);
    // The profile stays private until shared; shared, it answers under the new name.
    expect((await page.request.get(`/api/public/users/${mine}`)).status()).toBe(404);
    await page.request.patch('/api/account', { data: { profilePublic: true } });
    const profile = await page.request.get(`/api/public/users/${mine}`);
    expect(await profile.json()).toMatchObject({
      owner: { username: mine, displayName: 'Skye M.' },
    });

    // Someone else now sees it taken.
    const second = await openPage({ storageState: someoneElse() });
    const answer = await second.request.get(`/api/account/username-availability?username=${mine}`);
    expect(await answer.json()).toMatchObject({ available: false, reason: 'taken' });
    await second.context().close();
  });

  it('shows the server’s refusal by the field when the name was taken meanwhile', async () => {
    const page = await openPage({ storageState: me() });
    await visit(page, '/account', { waitFor: 'role=heading[name="Public username"]' });
    const wanted = `race-${Date.now().toString(36)}`;
    await field(page).fill(wanted);
    await expectStatus(page, `${wanted} is available`);
    const other = await openPage({ storageState: someoneElse() });
    expect(
      (await other.request.patch('/api/account', { data: { username: wanted } })).status(),
    ).toBe(200);
    await other.context().close();
    await save(page).click();
    await page.locator('.field-error').filter({ hasText: 'This username is taken' }).waitFor();
    await checkAxe(page);
  });
});
