import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, settle, shownToast, visit } from './support/browser.js';
import { answered, seedPack } from './packs-support.js';
import { seedTrip } from './trips-support.js';
import {
  clipboard,
  freshUsername,
  openPackShare,
  openSignedIn,
  publicSwitch,
  serverJson,
  shareDialog,
  TIMEOUT_MS,
} from './sharing-support.js';

/**
 * Sharing a trip from its page (the hidden route ends, the public link) and the account page's
 * public profile and search engine switches. Each test signs up its own account.
 */

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
    const showActivities = dialog.getByRole('checkbox', {
      name: 'Show the activities recorded on it',
    });
    expect(await showActivities.isChecked()).toBe(false);
    const shown = answered(page, 'PATCH', `/api/trips/${trip.id}`);
    await showActivities.check();
    expect((await shown).request().postDataJSON()).toEqual({ showActivities: true });

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
