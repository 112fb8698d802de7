import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, openPage, settle, shownToast, visit } from './support/browser.js';
import { signedInState } from './support/auth.js';
import { answered, seedPack } from './packs-support.js';
import { seedTrip } from './trips-support.js';

/**
 * Sharing from the signed-in app: the Share button of a pack and of a trip, its dialog (a
 * username chosen in place, the public switch saved at once and put back when refused, the
 * link and the embed code to copy, a trip's hidden route ends), the keyboard, and the account
 * page's public profile and search engine switches. Each test signs up its own account.
 */

const TIMEOUT_MS = 120_000;

/** A username no other account of the run has. */
const freshUsername = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

async function openSignedIn(username?: string): Promise<Page> {
  const storageState = await signedInState({ givenName: 'Ailsa', familyName: 'Craig' });
  const page = await openPage({ storageState });
  // The clipboard is read back to check what Copy put there.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: appOrigin(),
  });
  if (username) {
    const named = await page.request.patch('/api/account', { data: { username } });
    expect(named.status(), await named.text()).toBe(200);
  }
  return page;
}

async function serverJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const shareDialog = (page: Page, name: string) =>
  page.getByRole('dialog', { name: `Share “${name}”` });
const publicSwitch = (scope: Locator) =>
  scope.getByRole('switch', { name: 'Public: anyone with the link can see it' });
const clipboard = (page: Page) => page.evaluate<string>('navigator.clipboard.readText()');
const focusedText = (page: Page) =>
  page.evaluate<string>('document.activeElement?.textContent?.trim() ?? ""');
/** Whether the element has the focus (read in the page; the test code has no DOM types). */
const isFocused = (locator: Locator) =>
  locator.evaluate(
    (element: { ownerDocument: { activeElement: unknown } }) =>
      element === element.ownerDocument.activeElement,
  );

/** Opens the pack page and its share dialog. */
async function openPackShare(page: Page, packId: string, name: string): Promise<Locator> {
  await visit(page, `/packs/${packId}`, { waitFor: 'role=heading[level=1]' });
  await page.locator('.pack-actions').getByRole('button', { name: 'Share' }).click();
  const dialog = shareDialog(page, name);
  await dialog.waitFor();
  return dialog;
}

describe('sharing a pack', { timeout: TIMEOUT_MS }, () => {
  it('asks for a username in place, then makes the pack public with its link and embed code, and private again', async () => {
    const page = await openSignedIn();
    const packId = await seedPack(page.request, 'Summer kit');
    const dialog = await openPackShare(page, packId, 'Summer kit');

    // No username yet: the dialog asks for one first; the switch waits for it.
    await dialog.getByRole('heading', { name: 'Choose a username first' }).waitFor();
    const field = dialog.getByRole('textbox', { name: 'Username' });
    await expect.poll(() => isFocused(field)).toBe(true);
    expect(await publicSwitch(dialog).isDisabled()).toBe(true);
    expect(await publicSwitch(dialog).isChecked()).toBe(false);
    await checkAxe(page);

    const username = freshUsername('sharer');
    await field.fill(username);
    await dialog.getByText(`${username} is available`).waitFor();
    await checkAxe(page);
    const named = answered(page, 'PATCH', '/api/account');
    await dialog.getByRole('button', { name: 'Save username' }).click();
    expect((await named).status()).toBe(200);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Username' }).count()).toBe(0);
    expect(await publicSwitch(dialog).isDisabled()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: 'Public link' }).count()).toBe(0);
    await checkAxe(page);

    const madePublic = answered(page, 'PATCH', `/api/packs/${packId}`);
    await publicSwitch(dialog).check();
    const sent = await madePublic;
    expect(sent.status()).toBe(200);
    expect(sent.request().postDataJSON()).toEqual({ isPublic: true });

    const origin = appOrigin();
    const link = `${origin}/u/${username}/pack/summer-kit`;
    const linkField = dialog.getByRole('textbox', { name: 'Public link' });
    expect(await linkField.inputValue()).toBe(link);
    expect(await dialog.getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe(link);
    expect(await dialog.getByRole('link', { name: /^Open/ }).getAttribute('target')).toBe('_blank');
    expect(await dialog.innerText()).toContain('Renaming the slug');
    // The profile is private: the note says the link still opens the pack.
    await dialog.getByText(/Your profile is private/).waitFor();

    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await clipboard(page)).toBe(link);

    const embed = dialog.getByRole('textbox', { name: 'Embed code' });
    expect(await embed.inputValue()).toBe(
      `<iframe src="${link}/embed" width="100%" height="500" style="border:0" ` +
        'title="Summer kit on Packtrail" loading="lazy"></iframe>',
    );
    await dialog.getByRole('button', { name: 'Copy the embed code' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Embed code copied' }).waitFor();
    expect(await clipboard(page)).toBe(await embed.inputValue());
    await checkAxe(page);

    // The server has it, and the page behind says so.
    expect(
      (await serverJson<{ isPublic: boolean }>(page.request, `/api/packs/${packId}`)).isPublic,
    ).toBe(true);
    expect(await page.locator('.pack-slug .pack-public').innerText()).toBe('Public');

    const madePrivate = answered(page, 'PATCH', `/api/packs/${packId}`);
    await publicSwitch(dialog).uncheck();
    expect((await madePrivate).request().postDataJSON()).toEqual({ isPublic: false });
    await expect.poll(() => linkField.count()).toBe(0);
    expect(
      (await serverJson<{ isPublic: boolean }>(page.request, `/api/packs/${packId}`)).isPublic,
    ).toBe(false);
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('.pack-slug .pack-public').count()).toBe(0);
  });

  it('puts the switch back and says why when the server refuses', async () => {
    const page = await openSignedIn(freshUsername('refused'));
    const packId = await seedPack(page.request, 'Winter kit');
    await page.route(`**/api/packs/${packId}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            json: { statusCode: 503, error: 'Service Unavailable', message: 'Try again later' },
          })
        : route.fallback(),
    );
    const dialog = await openPackShare(page, packId, 'Winter kit');
    await publicSwitch(dialog).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Could not make the pack public: Try again later' })
      .waitFor();
    await expect.poll(() => publicSwitch(dialog).isChecked()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: 'Public link' }).count()).toBe(0);
    expect(await page.locator('.pack-slug .pack-public').count()).toBe(0);
    await checkAxe(page);
    await page.unrouteAll();
    expect(
      (await serverJson<{ isPublic: boolean }>(page.request, `/api/packs/${packId}`)).isPublic,
    ).toBe(false);
  });

  it('works with the keyboard alone: Space switches, Escape closes and focus returns to Share', async () => {
    const page = await openSignedIn(freshUsername('keys'));
    const packId = await seedPack(page.request, 'Keyboard kit');
    await visit(page, `/packs/${packId}`, { waitFor: 'role=heading[level=1]' });
    const share = page.locator('.pack-actions').getByRole('button', { name: 'Share' });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = shareDialog(page, 'Keyboard kit');
    await dialog.waitFor();
    // The switch has the focus at once.
    const toggle = publicSwitch(dialog);
    await expect.poll(() => isFocused(toggle)).toBe(true);

    const saved = answered(page, 'PATCH', `/api/packs/${packId}`);
    await page.keyboard.press('Space');
    expect((await saved).request().postDataJSON()).toEqual({ isPublic: true });
    await dialog.getByRole('textbox', { name: 'Public link' }).waitFor();
    // Tab goes on to the link, then its Copy button.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => isFocused(dialog.getByRole('textbox', { name: 'Public link' })))
      .toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Copy');
    await checkAxe(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(share)).toBe(true);
    expect(await page.locator('.pack-slug .pack-public').innerText()).toBe('Public');
  });

  it('marks public packs on the list', async () => {
    const page = await openSignedIn(freshUsername('lister'));
    const shared = await seedPack(page.request, 'Shared kit');
    await seedPack(page.request, 'Private kit');
    const patched = await page.request.patch(`/api/packs/${shared}`, { data: { isPublic: true } });
    expect(patched.status()).toBe(200);
    await visit(page, '/packs', { waitFor: '.pack-card' });
    const card = (name: string) => page.locator('.pack-card').filter({ hasText: name });
    expect(await card('Shared kit').locator('.pack-public').innerText()).toBe('Public');
    expect(await card('Private kit').locator('.pack-public').count()).toBe(0);
  });
});

describe('sharing a trip', { timeout: TIMEOUT_MS }, () => {
  it('saves hiding the route’s ends and gives the trip’s public link, without embed code', async () => {
    const username = freshUsername('walker');
    const page = await openSignedIn(username);
    const trip = await seedTrip(page.request, {
      name: 'Ossian round',
      startDate: '2026-07-10',
      endDate: '2026-07-11',
    });
    await visit(page, `/trips/${trip.id}`, { waitFor: 'role=heading[level=1]' });
    await page.locator('.trip-header').getByRole('button', { name: 'Share' }).click();
    const dialog = shareDialog(page, 'Ossian round');
    await dialog.waitFor();
    await checkAxe(page);

    const hideEnds = dialog.getByRole('checkbox', {
      name: 'Hide 500 m around the start and the finish',
    });
    expect(await hideEnds.isChecked()).toBe(false);
    const hidden = answered(page, 'PATCH', `/api/trips/${trip.id}`);
    await hideEnds.check();
    expect((await hidden).request().postDataJSON()).toEqual({ hideRouteEnds: true });

    const madePublic = answered(page, 'PATCH', `/api/trips/${trip.id}`);
    await publicSwitch(dialog).check();
    expect((await madePublic).request().postDataJSON()).toEqual({ isPublic: true });
    const link = `${appOrigin()}/u/${username}/trip/${trip.id}`;
    expect(await dialog.getByRole('textbox', { name: 'Public link' }).inputValue()).toBe(link);
    expect(await dialog.getByRole('textbox', { name: 'Embed code' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Copy the link' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await clipboard(page)).toBe(link);
    await checkAxe(page);

    const saved = await serverJson<{ isPublic: boolean; hideRouteEnds: boolean }>(
      page.request,
      `/api/trips/${trip.id}`,
    );
    expect(saved).toMatchObject({ isPublic: true, hideRouteEnds: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('.trip-when .trip-public').innerText()).toBe('Public');

    // The list marks it too.
    await page.getByRole('link', { name: 'Trips', exact: true }).first().click();
    await settle(page, '.trip-card');
    expect(await page.locator('.trip-card .trip-public').innerText()).toBe('Public');
    await checkAxe(page);
  });
});

describe('the account’s public profile', { timeout: TIMEOUT_MS }, () => {
  const profileSwitch = (page: Page, username: string) =>
    page.getByRole('switch', { name: `Show my public profile at /u/${username}` });
  const indexingSwitch = (page: Page) =>
    page.getByRole('switch', { name: 'Let search engines index my public pages' });

  it('asks for a username first, then saves both switches, which stay after a reload', async () => {
    const page = await openSignedIn();
    await visit(page, '/account', { waitFor: 'role=heading[name="Public profile"]' });
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Public profile' }),
    });
    expect(await section.innerText()).toContain('Choose a username under Public username first');
    expect(await profileSwitch(page, 'your-username').isDisabled()).toBe(true);
    expect(await indexingSwitch(page).isChecked()).toBe(false);
    expect(await section.innerText()).toContain('marked noindex');

    const username = freshUsername('profile');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByText(`${username} is available`).waitFor();
    await page.getByRole('button', { name: 'Save username' }).click();
    await shownToast(page, 'Username saved');
    expect(await profileSwitch(page, username).isDisabled()).toBe(false);

    const turnedOn = answered(page, 'PATCH', '/api/account');
    await profileSwitch(page, username).check();
    expect((await turnedOn).request().postDataJSON()).toEqual({ profilePublic: true });
    await shownToast(page, 'Your public profile is on');
    expect(
      await section.getByRole('link', { name: /View your public profile/ }).getAttribute('href'),
    ).toBe(`/u/${username}`);

    const indexed = answered(page, 'PATCH', '/api/account');
    await indexingSwitch(page).check();
    expect((await indexed).request().postDataJSON()).toEqual({ searchIndexing: true });
    await shownToast(page, 'Search engines may now index your public pages');
    await checkAxe(page);

    await visit(page, '/account', { waitFor: 'role=heading[name="Public profile"]' });
    await expect.poll(() => profileSwitch(page, username).isChecked()).toBe(true);
    expect(await indexingSwitch(page).isChecked()).toBe(true);
    const account = await serverJson<{ profilePublic: boolean; searchIndexing: boolean }>(
      page.request,
      '/api/account',
    );
    expect(account).toMatchObject({ profilePublic: true, searchIndexing: true });

    // A public profile changes what the share dialog says.
    const packId = await seedPack(page.request, 'Listed kit');
    await page.request.patch(`/api/packs/${packId}`, { data: { isPublic: true } });
    const dialog = await openPackShare(page, packId, 'Listed kit');
    await dialog.getByText(/Your public profile,/).waitFor();
    expect(await dialog.getByRole('link', { name: `/u/${username}` }).getAttribute('href')).toBe(
      `/u/${username}`,
    );
    await checkAxe(page);
  });
});
