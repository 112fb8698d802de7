import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast } from './support/browser.js';
import {
  answered,
  cell,
  cellValue,
  focusedName,
  ITEMS,
  newItemName,
  openSignedIn,
  seedItems,
  serverItems,
  showGear,
  shownNames,
  table,
} from './gear-library-support.js';

/**
 * Adding and editing items in the gear library (/gear): adding from the keyboard, editing in
 * place, a refused edit put back, and the details drawer with its fields and photos, on the
 * built app and its real API. Each test signs up its own account, so every library starts empty.
 */

/** The image shows a stored photo, which the server re-encodes as WebP whatever was uploaded. */
async function expectPhoto(page: Page, image: Locator): Promise<void> {
  await image.waitFor();
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/api\/photos\//);
  const response = await page.request.get(src ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
}

/** A 2×2 PNG, made here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const green = [47, 133, 90];
  const row = [0, ...green, ...green];
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([...row, ...row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the gear library', () => {
  it('welcomes a new user and adds items from the keyboard, focus staying in the new-item row', async () => {
    const page = await openSignedIn();
    await showGear(page, 'text=Start your gear library');
    expect(await page.locator('main').innerText()).toContain(
      'Import a list’s CSV export on the Packs screen',
    );

    await page.locator('body').press('n');
    await expect.poll(() => focusedName(page)).toBe('New item name');
    let created = answered(page, 'POST', ITEMS);
    await page.keyboard.type('Tent');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.2 kg');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect.poll(() => cellValue(page, 'Weight', 'Tent')).toBe('1.2 kg');
    expect(await newItemName(page).inputValue()).toBe('');
    expect(await focusedName(page)).toBe('New item name');

    created = answered(page, 'POST', ITEMS);
    await page.keyboard.type('Stakes');
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect.poll(() => shownNames(page)).toEqual(['Stakes', 'Tent']);
    expect(await cellValue(page, 'Weight', 'Stakes')).toBe('0 g');

    // A weight that is not one stays in the field with the reason beside it.
    await page.keyboard.type('Pot');
    await page.getByRole('textbox', { name: 'New item weight' }).fill('heavy');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Not a weight' }).waitFor();
    expect(await shownNames(page)).toEqual(['Stakes', 'Tent']);
    await checkAxe(page);

    await showGear(page);
    expect(await shownNames(page)).toEqual(['Stakes', 'Tent']);
    expect((await serverItems(page)).map((item) => item.weightMg).sort()).toEqual([0, 1_200_000]);
  });

  it('edits a weight in place: "1 lb 4 oz" shows 567 g; Escape cancels and Tab moves on', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent', weightMg: 1_200_000 }]);
    await showGear(page);

    await cell(page, 'Weight', 'Tent').click();
    const input = page.getByRole('textbox', { name: 'Weight of Tent' });
    expect(await input.inputValue()).toBe('1200 g');
    await checkAxe(page);
    const saved = answered(page, 'PATCH', /^\/api\/gear\/items\//);
    await input.fill('1 lb 4 oz');
    await input.press('Enter');
    await expect.poll(() => cellValue(page, 'Weight', 'Tent')).toBe('567 g');
    expect((await saved).status()).toBe(200);
    expect((await serverItems(page))[0]?.weightMg).toBe(566_990);
    // Enter leaves focus on the cell, ready for the next key.
    expect(await focusedName(page)).toBe('Weight of Tent: 567 g');

    await page.keyboard.press('Enter');
    await input.fill('2 kg');
    await input.press('Escape');
    expect(await cellValue(page, 'Weight', 'Tent')).toBe('567 g');

    await cell(page, 'Name', 'Tent').click();
    await page.getByRole('textbox', { name: 'Name of Tent' }).fill('Tent 2p');
    await page.keyboard.press('Tab');
    const brand = page.getByRole('textbox', { name: 'Brand of Tent 2p' });
    await brand.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Brand of Tent 2p');
    await brand.fill('Zpacks');
    const brandSaved = answered(page, 'PATCH', /^\/api\/gear\/items\//);
    await brand.press('Enter');
    await brandSaved;
    await showGear(page);
    expect(await cellValue(page, 'Brand', 'Tent 2p')).toBe('Zpacks');
  });

  it('puts an edit back and says why when the server refuses it', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent', weightMg: 1_200_000 }]);
    await showGear(page);
    await page.route(/\/api\/gear\/items\/[^/]+$/, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            json: { statusCode: 500, error: 'Internal Server Error', message: 'Down for a moment' },
          })
        : route.fallback(),
    );
    await cell(page, 'Weight', 'Tent').click();
    await page.getByRole('textbox', { name: 'Weight of Tent' }).fill('900');
    await page.keyboard.press('Enter');
    await shownToast(page, 'Could not save Tent: Down for a moment');
    await expect.poll(() => cellValue(page, 'Weight', 'Tent')).toBe('1.2 kg');
    await checkAxe(page);
  });

  it('saves a price from the details drawer, with field errors shown by the fields', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent', weightMg: 539_000 }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Details of Tent' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    await drawer.waitFor();
    // The browser speaks en-GB: pounds by default.
    expect(await drawer.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('GBP');
    await checkAxe(page);

    await drawer.getByRole('textbox', { name: 'Link' }).fill('ftp://example.com/tent');
    await drawer.getByRole('textbox', { name: 'Weight' }).fill('a lot');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Enter a web address starting with http:// or https://').waitFor();
    await drawer.getByText('Not a weight').waitFor();
    expect(await drawer.getByRole('textbox', { name: 'Link' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await checkAxe(page);

    await drawer.getByRole('textbox', { name: 'Link' }).fill('https://zpacks.com/duplex');
    await drawer.getByRole('textbox', { name: 'Weight' }).fill('19 oz');
    await drawer.getByRole('textbox', { name: 'Price' }).fill('129.99');
    const saved = answered(page, 'PATCH', /^\/api\/gear\/items\//);
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await drawer.waitFor({ state: 'hidden' });
    // The list follows in a render of its own, which a busy machine may draw a moment later.
    await expect.poll(() => cellValue(page, 'Price', 'Tent')).toBe('£129.99');
    expect(await cellValue(page, 'Weight', 'Tent')).toBe('539 g');
    const [tent] = await serverItems(page);
    expect(tent).toMatchObject({ priceMinor: 12_999, currency: 'GBP', weightMg: 538_641 });
  });

  it('uploads a photo in the drawer, shows it in the row, and removes it', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent' }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Details of Tent' }).click();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    const uploaded = answered(page, 'PUT', /\/photo$/);
    await drawer
      .getByLabel('Add photo')
      .setInputFiles({ name: 'tent.png', mimeType: 'image/png', buffer: tinyPng() });
    expect((await uploaded).status()).toBe(200);
    const photo = drawer.getByRole('img', { name: 'Photo of Tent' });
    await photo.waitFor();
    await expectPhoto(page, photo);
    await checkAxe(page);

    await drawer.getByRole('button', { name: 'Close' }).click();
    const thumb = table(page).getByRole('row').filter({ hasText: 'Tent' }).locator('img');
    await expectPhoto(page, thumb);
    expect((await serverItems(page))[0]?.photoUrl).toMatch(/^\/api\/photos\//);

    // Not an image: the server's reason shows by the picker.
    await page.getByRole('button', { name: 'Details of Tent' }).click();
    await drawer
      .getByLabel('Replace photo')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
    await drawer.getByText('That file is not a JPEG, PNG or WebP image.').waitFor();

    const removed = answered(page, 'DELETE', /\/photo$/);
    await drawer.getByRole('button', { name: 'Remove photo' }).click();
    expect((await removed).status()).toBe(204);
    await drawer.getByText('No photo').waitFor();
    expect((await serverItems(page))[0]?.photoUrl).toBeNull();
  });
});
