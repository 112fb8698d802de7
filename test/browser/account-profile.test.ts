import { Jimp } from 'jimp';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, countDocumentRequests, openPage, shownToast, visit } from './support/browser.js';
import { readLocalStorage, readStoredUser, signUpOncePerFile } from './support/auth.js';

/** For the tests that upload and resize pictures or visit two screens: more steps, more time. */
const LONG_TEST_MS = 60_000;

/**
 * The account page's profile form and preferences, on the built app and its real API: the
 * required-name messages by their fields, the user updated everywhere without a reload, the
 * picture (and a bad file), and preferences reaching the gear screen. Each test has an account
 * of its own (signed up before the tests, where sign-up's time does not count against them).
 */
const accounts = {
  messages: signUpOncePerFile({ givenName: 'Robin', familyName: 'Fell' }),
  names: signUpOncePerFile({ givenName: 'Robin', familyName: 'Fell' }),
  picture: signUpOncePerFile({ givenName: 'Robin', familyName: 'Fell' }),
  preferences: signUpOncePerFile({ givenName: 'Robin', familyName: 'Fell' }),
};

const openSignedIn = (account: keyof typeof accounts): Promise<Page> =>
  openPage({ storageState: accounts[account]() });

const showAccount = (page: Page, path = '/account') =>
  visit(page, path, { waitFor: 'role=heading[name="Profile"]' });

const firstName = (page: Page) => page.getByRole('textbox', { name: 'First name' });
const lastName = (page: Page) => page.getByRole('textbox', { name: 'Last name' });
const saveProfile = (page: Page) => page.getByRole('button', { name: 'Save profile' });
const accountLink = (page: Page) => page.getByRole('link', { name: /^Account: / });

/** The initials an avatar draws (CSS content from its data-initials), '' when it shows none. */
const initialsIn = (holder: Locator): Promise<string> =>
  holder
    .locator('.user-avatar')
    .evaluate(
      (avatar: object) =>
        (
          globalThis as unknown as {
            getComputedStyle(element: object, pseudo: string): { content: string };
          }
        ).getComputedStyle(avatar, '::before').content,
    )
    .then((content) => (content === 'none' ? '' : content.replace(/^"|"$/g, '')));

/** The message a field points at with aria-describedby, i.e. the one shown by it. */
async function describedText(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' | ');
}

function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

const pngOf = (width: number, height: number, color: number) =>
  new Jimp({ width, height, color }).getBuffer('image/png');

describe('the profile form', () => {
  it('shows "First name is required" and "Last name is required" by the fields, for empty and space-only names', async () => {
    const page = await openSignedIn('messages');
    const patches = recordRequests(page, 'PATCH', '/api/account');
    await showAccount(page);
    expect(await firstName(page).inputValue()).toBe('Robin');

    await firstName(page).fill('');
    await lastName(page).fill('    ');
    await saveProfile(page).click();
    await page.getByText('First name is required').waitFor();
    expect(await describedText(firstName(page))).toBe('First name is required');
    expect(await describedText(lastName(page))).toBe('Last name is required');
    expect(await firstName(page).getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);
    expect(patches).toEqual([]);

    // Typing a name clears its message; the other stays until it is fixed too.
    await firstName(page).fill('Ann');
    await expect.poll(() => describedText(firstName(page))).toBe('');
    expect(await describedText(lastName(page))).toBe('Last name is required');
    await lastName(page).fill(' \t ');
    await lastName(page).blur();
    expect(await describedText(lastName(page))).toBe('Last name is required');
    expect(patches).toEqual([]);
    expect((await page.request.get('/api/account').then((r) => r.json())) as unknown).toMatchObject(
      {
        firstName: 'Robin',
        lastName: 'Fell',
      },
    );
  });

  it('keeps a pasted name past 100 characters whole and says it is too long, saving nothing', async () => {
    const page = await openSignedIn('messages');
    const patches = recordRequests(page, 'PATCH', '/api/account');
    await showAccount(page);
    const tooLong = 'Wanderer of the long distance trails '.repeat(3).trim();
    expect(tooLong.length).toBeGreaterThan(100);
    // What a paste does: the text goes in as one edit, which a maxLength would cut short.
    await firstName(page).click();
    await firstName(page).press('ControlOrMeta+a');
    await page.keyboard.insertText(tooLong);
    expect(await firstName(page).inputValue()).toBe(tooLong);
    await saveProfile(page).click();
    await expect.poll(() => describedText(firstName(page))).toBe('At most 100 characters');
    await checkAxe(page);
    expect(patches).toEqual([]);
  });

  it('saves the names and updates the header, pack.auth.user and /api/auth/me without a reload', async () => {
    const page = await openSignedIn('names');
    const documents = countDocumentRequests(page);
    await showAccount(page);
    expect(await accountLink(page).getAttribute('aria-label')).toBe('Account: Robin Fell');
    expect(await initialsIn(accountLink(page))).toBe('RF');

    await firstName(page).fill('  Marie ');
    await lastName(page).fill('Curie');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith('/api/account'),
    );
    await saveProfile(page).click();
    expect((await saved).status()).toBe(200);
    await shownToast(page, 'Profile saved');
    await expect
      .poll(() => accountLink(page).getAttribute('aria-label'))
      .toBe('Account: Marie Curie');
    expect(await initialsIn(accountLink(page))).toBe('MC');
    expect(await firstName(page).inputValue()).toBe('Marie');
    expect(await readStoredUser(page)).toMatchObject({ givenName: 'Marie', familyName: 'Curie' });
    const me = (await (await page.request.get('/api/auth/me')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ givenName: 'Marie', familyName: 'Curie' });
    expect(documents()).toBe(1);
    await checkAxe(page);
  });

  it(
    'saves a picture shown in the header at once; a bad file is refused by the field and the old picture stays',
    async () => {
      const page = await openSignedIn('picture');
      await showAccount(page);
      const headerPicture = accountLink(page).locator('img');
      expect(await headerPicture.count()).toBe(0);

      await page.getByLabel('Add picture').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await pngOf(300, 200, 0x2f855aff),
      });
      await page.getByText('me.png will be cropped to a square when you save.').waitFor();
      await saveProfile(page).click();
      await shownToast(page, 'Profile saved');
      await headerPicture.waitFor();
      const src = await headerPicture.getAttribute('src');
      expect(src).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
      expect(await readStoredUser(page)).toMatchObject({ avatarUrl: src });
      const served = await page.request.get(src ?? '');
      expect(served.headers()['content-type']).toBe('image/jpeg');

      // Text named .png: the browser calls it a PNG, the server reads the bytes.
      await page.getByLabel('Change picture').setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('these are not pixels'),
      });
      await saveProfile(page).click();
      const problem = page.getByRole('alert').filter({ hasText: 'not a JPEG, PNG or WebP image' });
      await problem.waitFor();
      expect(await describedText(page.getByLabel('Change picture'))).toContain(
        'That file is not a JPEG, PNG or WebP image.',
      );
      expect(await headerPicture.getAttribute('src')).toBe(src);
      expect(
        ((await (await page.request.get('/api/account')).json()) as { avatarUrl: string })
          .avatarUrl,
      ).toBe(src);
      await checkAxe(page);

      // A file of the wrong type is refused before any upload.
      await page.getByLabel('Change picture').setInputFiles({
        name: 'map.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
      });
      await page.getByText('Choose a JPEG, PNG or WebP image').waitFor();

      await page.getByRole('button', { name: 'Undo picture change' }).click();
      await page.getByRole('button', { name: 'Remove picture' }).click();
      await page.getByText('The picture will be removed when you save.').waitFor();
      await saveProfile(page).click();
      await shownToast(page, 'Profile saved');
      await expect.poll(() => headerPicture.count()).toBe(0);
      expect(await initialsIn(accountLink(page))).toBe('RF');
      expect(await readStoredUser(page)).not.toHaveProperty('avatarUrl');
      expect((await page.request.get(src ?? '')).status()).toBe(404);
    },
    LONG_TEST_MS,
  );
});

describe('preferences', () => {
  it(
    'make the preferred unit the gear screen’s default, and set the theme',
    async () => {
      const page = await openSignedIn('preferences');
      const item = await page.request.post('/api/gear/items', {
        data: { name: 'Quilt', weightMg: 566_990 },
      });
      expect(item.status()).toBe(201);
      await showAccount(page);
      const units = page.getByRole('group', { name: 'Preferred weight unit' });
      expect(await units.getByRole('radio', { name: 'g', exact: true }).isChecked()).toBe(true);
      await units.getByRole('radio', { name: 'oz' }).check();
      await shownToast(page, 'Weights now show in oz');
      expect(await readStoredUser(page)).toMatchObject({ weightUnit: 'oz' });

      await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
      await shownToast(page, 'New prices now in EUR');
      expect(await readStoredUser(page)).toMatchObject({ currency: 'EUR' });

      // Food per day for trips: refused by the field out of bounds, saved when whole grams.
      const food = page.getByRole('textbox', { name: 'Food per day' });
      expect(await food.inputValue()).toBe('700');
      await food.fill('9000');
      await food.press('Enter');
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toContain('Food per day must be between 0 and 5000 g');
      expect(await food.getAttribute('aria-invalid')).toBe('true');
      await checkAxe(page);
      await food.fill('850');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' && response.url().endsWith('/api/account'),
      );
      await food.press('Enter');
      expect((await saved).status()).toBe(200);
      await shownToast(page, 'Trips now plan 850 g of food a day');
      const account = await page.request.get('/api/account');
      expect(((await account.json()) as { foodPerDayGrams: number }).foodPerDayGrams).toBe(850);

      await page.getByRole('radio', { name: 'Dark' }).check();
      await expect
        .poll(() => page.evaluate('document.documentElement.className'))
        .toContain('dark');
      expect(await readLocalStorage(page, 'vite-ui-theme')).toBe('dark');
      await checkAxe(page);

      await page.getByRole('link', { name: 'Gear', exact: true }).first().click();
      await page.getByRole('table', { name: 'Gear library' }).waitFor();
      expect(await page.getByRole('radio', { name: 'oz' }).isChecked()).toBe(true);
      await page
        .getByRole('button', { name: /^Weight of Quilt: / })
        .getByText('1.25 lb')
        .waitFor();
      await checkAxe(page);

      // Reloaded, the account still prefers ounces (the server keeps it).
      await visit(page, '/gear', { waitFor: 'role=table[name="Gear library"]' });
      expect(await page.getByRole('radio', { name: 'oz' }).isChecked()).toBe(true);
    },
    LONG_TEST_MS,
  );
});
