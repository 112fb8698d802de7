import { describe, expect, it } from 'vitest';
import { appOrigin, checkAxe, visit } from './support/browser.js';
import { answered, seedPack } from './packs-support.js';
import {
  clipboard,
  focusedText,
  freshUsername,
  isFocused,
  openPackShare,
  openSignedIn,
  publicSwitch,
  serverJson,
  shareDialog,
  TIMEOUT_MS,
} from './sharing-support.js';

/**
 * Sharing from the signed-in app: the Share button of a pack and of a trip, its dialog (a
 * username chosen in place, the public switch saved at once and put back when refused, the
 * link and the embed code to copy, a trip's hidden route ends), the keyboard, and the account
 * page's public profile and search engine switches (sharing-trip-and-profile.test.ts). Each test
 * signs up its own account.
 */

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
