import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  labelsOf,
  nextFrame,
  openPage,
  shownToast,
  visit,
  type OpenPageOptions,
} from './support/browser.js';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { startOutage } from './support/outage.js';
import { readStoredUser, signedInState, type StorageState } from './support/auth.js';

/**
 * The gear library (/gear): the list, editing in place, sorting, searching, units, bulk
 * actions, categories, the details drawer and photos, on the built app and its real API. Each
 * test signs up its own account, so every library starts empty.
 */

const ITEMS = '/api/gear/items';
const CATEGORIES = '/api/gear/categories';

/** The body of POST /api/gear/items, the weight 0 unless given. */
type SeedItem = Omit<ApiSchema<'CreateGearItemDto'>, 'weightMg'> & { weightMg?: number };

type Item = ApiSchema<'GearItemResponseDto'>;

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Gale', familyName: 'Ridge' });
}

/** A page signed in as a new user with an empty library. */
async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ ...options, storageState: await freshAccount() });
}

async function seedItems(page: Page, items: SeedItem[]): Promise<Item[]> {
  const created: Item[] = [];
  for (const item of items) {
    const response = await page.request.post(ITEMS, { data: { weightMg: 0, ...item } });
    expect(response.status(), `POST ${ITEMS} for ${item.name}`).toBe(201);
    created.push((await response.json()) as Item);
  }
  return created;
}

async function seedCategory(page: Page, name: string): Promise<string> {
  const response = await page.request.post(CATEGORIES, { data: { name } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function serverItems(page: Page, query = 'retired=all'): Promise<Item[]> {
  const response = await page.request.get(`${ITEMS}?${query}&limit=1000`);
  return ((await response.json()) as ApiSchema<'GearItemPageDto'>).items;
}

const table = (page: Page): Locator => page.getByRole('table', { name: 'Gear library' });

/** The item names the table shows, top to bottom. */
function shownNames(page: Page): Promise<string[]> {
  return labelsOf(table(page).getByRole('checkbox', { name: /^Select (?!all )/ }), 'Select ');
}

/** The focused element's name: its aria-label, its label's text, or its text. */
const focusedName = (page: Page): Promise<string | null> =>
  page.evaluate<string | null>(`(() => {
    const element = document.activeElement;
    if (!element) return null;
    return element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent;
  })()`);

/** The read-only face of an editable cell, e.g. cell(page, 'Weight', 'Tent'). */
const cell = (page: Page, column: string, item: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${column} of ${item}: `) });

/** What an editable cell shows, without the "Weight of Tent: " its name starts with. */
async function cellValue(page: Page, column: string, item: string): Promise<string> {
  const text = await cell(page, column, item).innerText();
  return text.slice(text.indexOf(':') + 1).trim();
}

const newItemName = (page: Page) => page.getByRole('textbox', { name: 'New item name' });

/** Waits for the next answer to `method path…` and returns its status. */
function answered(page: Page, method: string, path: string | RegExp) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return response.request().method() === method && matches;
  });
}

async function showGear(page: Page, waitFor = 'role=table[name="Gear library"]') {
  await visit(page, '/gear', { waitFor });
}

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
    expect(await cellValue(page, 'Weight', 'Tent')).toBe('567 g');
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

  it('sorts by weight both ways from the column header', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Quilt', weightMg: 567_000 },
      { name: 'Spoon', weightMg: 12_000 },
      { name: 'Tent', weightMg: 1_200_000 },
    ]);
    await showGear(page);
    const header = table(page).getByRole('columnheader', { name: 'Weight' });
    expect(await header.getAttribute('aria-sort')).toBeNull();
    expect(
      await table(page).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'),
    ).toBe('ascending');

    // The header answers the click at once; the rows follow in the list's next render.
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => shownNames(page)).toEqual(['Spoon', 'Quilt', 'Tent']);

    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => shownNames(page)).toEqual(['Tent', 'Quilt', 'Spoon']);
    await checkAxe(page);
  });

  it('searches name, brand and notes as you type, without asking the server', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Duplex', brand: 'Zpacks' },
      { name: 'Stuff sack', notes: 'the zpacks one for the quilt' },
      { name: 'Stove', brand: 'MSR' },
    ]);
    await showGear(page);
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stove', 'Stuff sack']);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ITEMS) listRequests += 1;
    });
    const search = page.getByRole('searchbox', { name: 'Search gear' });
    await search.pressSequentially('zpa');
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stuff sack']);
    await search.pressSequentially('cks quilt');
    await expect.poll(() => shownNames(page)).toEqual(['Stuff sack']);
    await search.fill('nothing like it');
    await page.getByText('No gear matches').waitFor();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => shownNames(page)).toEqual(['Duplex', 'Stove', 'Stuff sack']);
    expect(listRequests).toBe(0);

    // "n" is a letter like any other while typing in a field.
    await search.fill('');
    await search.press('n');
    expect(await search.inputValue()).toBe('n');
    expect(await focusedName(page)).toBe('Search gear');
  });

  it('deletes one item from its row after asking', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent' }, { name: 'Stove' }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Delete Stove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Stove?' });
    await confirm.waitFor();
    expect(await focusedName(page)).toBe('Cancel');
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', /^\/api\/gear\/items\//);
    await confirm.getByRole('button', { name: 'Delete item' }).click();
    expect((await deleted).status()).toBe(204);
    await shownToast(page, 'Deleted Stove');
    expect(await shownNames(page)).toEqual(['Tent']);
  });

  it('switches the unit for every screen, which the account keeps', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Quilt', weightMg: 566_990 }]);
    await showGear(page);
    expect(await page.getByRole('radio', { name: 'g', exact: true }).isChecked()).toBe(true);
    const saved = answered(page, 'PATCH', '/api/account');
    await page.getByRole('radio', { name: 'oz' }).check();
    // 20 oz is past a pound: long weights show in lb (the account's default).
    expect(await cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
    expect((await saved).status()).toBe(200);
    expect(await readStoredUser(page)).toMatchObject({ weightUnit: 'oz' });

    // A bare number is in the view's unit, and the item keeps it.
    await newItemName(page).fill('Spoon');
    await page.getByRole('textbox', { name: 'New item weight' }).fill('1');
    const created = answered(page, 'POST', ITEMS);
    await page.keyboard.press('Enter');
    await created;
    await expect.poll(() => cellValue(page, 'Weight', 'Spoon')).toBe('1 oz');

    await showGear(page);
    expect(await page.getByRole('radio', { name: 'oz' }).isChecked()).toBe(true);
    expect(await cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
    await page.getByRole('radio', { name: 'kg' }).check();
    expect(await cellValue(page, 'Weight', 'Quilt')).toBe('0.567 kg');
    await page.getByRole('radio', { name: 'lb' }).check();
    expect(await cellValue(page, 'Weight', 'Quilt')).toBe('1.25 lb');
  });

  it('retires ticked items in bulk, and shows them again with "Show retired"', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Old stove' }, { name: 'Old tent' }, { name: 'Quilt' }]);
    await showGear(page);
    await page.getByRole('checkbox', { name: 'Select Old stove' }).check();
    await page.getByRole('checkbox', { name: 'Select Old tent' }).check();
    const bar = page.getByRole('region', { name: 'Selected items' });
    expect(await bar.innerText()).toContain('2 selected');
    await checkAxe(page);

    const bulk = answered(page, 'POST', `${ITEMS}/bulk`);
    await bar.getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => shownNames(page)).toEqual(['Quilt']);
    expect((await bulk).status()).toBe(200);
    await shownToast(page, 'Retired 2 items');
    expect(await bar.count()).toBe(0);
    const retired = await serverItems(page, 'retired=true');
    expect(retired.map((item) => item.name).sort()).toEqual(['Old stove', 'Old tent']);

    await page.getByRole('checkbox', { name: 'Show retired' }).check();
    await expect.poll(() => shownNames(page)).toEqual(['Old stove', 'Old tent', 'Quilt']);
    expect(await cellValue(page, 'Name', 'Old tent')).toContain('Retired');

    // Select all shown, then delete them, after a confirmation that says how many.
    await page.getByRole('searchbox', { name: 'Search gear' }).fill('old');
    await table(page).getByRole('checkbox', { name: 'Select all 2 shown items' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 2 items?' });
    await confirm.waitFor();
    await checkAxe(page);
    await confirm.getByRole('button', { name: 'Delete 2 items' }).click();
    await shownToast(page, 'Deleted 2 items');
    expect((await serverItems(page)).map((item) => item.name)).toEqual(['Quilt']);
  });

  it('creates a category and moves ticked items into it', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      { name: 'Tent', weightMg: 539_000 },
      { name: 'Stakes', weightMg: 64_000 },
      { name: 'Stove', weightMg: 73_000 },
    ]);
    await showGear(page);
    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Category name' }).fill('Shelter');
    await dialog.getByRole('radio', { name: 'Lake' }).check();
    const created = answered(page, 'POST', CATEGORIES);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    expect((await created).status()).toBe(201);
    await dialog.getByRole('textbox', { name: 'Name of Shelter' }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Category name' }).inputValue()).toBe('');

    // A name in use is refused by the field.
    await dialog.getByRole('textbox', { name: 'Category name' }).fill('shelter');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await dialog.getByText('You already have a category named “shelter”').waitFor();
    await checkAxe(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('checkbox', { name: 'Select Tent' }).check();
    await page.getByRole('checkbox', { name: 'Select Stakes' }).check();
    const moved = answered(page, 'POST', `${ITEMS}/bulk`);
    await page
      .getByRole('combobox', { name: 'Move selected items to category' })
      .selectOption({ label: 'Shelter' });
    expect((await moved).status()).toBe(200);
    await shownToast(page, 'Moved 2 items to Shelter');
    expect(await cellValue(page, 'Category', 'Tent')).toContain('Shelter');
    expect(await cellValue(page, 'Category', 'Stove')).not.toContain('Shelter');

    await page.getByRole('checkbox', { name: 'Group by category' }).check();
    // The heading row of the group: its name, how many, and their weight together.
    const group = table(page).getByRole('row', { name: /^Shelter\s*2 items · 603 g$/ });
    await group.waitFor();
    expect(await shownNames(page)).toEqual(['Stakes', 'Tent', 'Stove']);
    await showGear(page);
    const items = await serverItems(page);
    const shelter = items.find((item) => item.name === 'Tent')?.categoryId;
    expect(shelter).toBeTruthy();
    expect(items.find((item) => item.name === 'Stakes')?.categoryId).toBe(shelter);
  });

  it('renames, reorders from the keyboard and deletes categories', async () => {
    const page = await openSignedIn();
    await seedCategory(page, 'Sleep');
    const cook = await seedCategory(page, 'Cook');
    await seedItems(page, [{ name: 'Stove', categoryId: cook }]);
    await showGear(page);
    await page.getByRole('button', { name: 'Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Categories' });
    // The dialog's code loads when it is first opened.
    await dialog.getByRole('textbox', { name: 'Name of Cook' }).waitFor();
    const names = async () => {
      const inputs = await dialog.getByRole('textbox', { name: /^Name of / }).all();
      return Promise.all(inputs.map((input) => input.inputValue()));
    };
    expect(await names()).toEqual(['Sleep', 'Cook']);

    await dialog.getByRole('button', { name: 'Move Cook up' }).focus();
    const reordered = answered(page, 'PUT', `${CATEGORIES}/order`);
    await page.keyboard.press('Enter');
    expect((await reordered).status()).toBe(204);
    expect(await names()).toEqual(['Cook', 'Sleep']);
    // Focus stays with the moved category.
    await expect.poll(() => focusedName(page)).toBe('Move Cook down');

    const renamed = answered(page, 'PATCH', /^\/api\/gear\/categories\//);
    await dialog.getByRole('textbox', { name: 'Name of Sleep' }).fill('Sleep system');
    await page.keyboard.press('Enter');
    expect((await renamed).status()).toBe(200);
    await dialog.getByRole('textbox', { name: 'Name of Sleep system' }).waitFor();

    await dialog.getByRole('button', { name: 'Delete Cook' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Cook?' });
    expect(await confirm.innerText()).toContain('Its item stays in your library');
    await checkAxe(page);
    const deleted = answered(page, 'DELETE', /^\/api\/gear\/categories\//);
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    expect((await deleted).status()).toBe(204);
    expect(await names()).toEqual(['Sleep system']);
    await page.keyboard.press('Escape');
    expect(await cellValue(page, 'Category', 'Stove')).toContain('none');
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
    expect(await cellValue(page, 'Price', 'Tent')).toBe('£129.99');
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

  it('at 390 px shows cards a thumb can use, with the bottom navigation and no sideways scroll', async () => {
    const page = await openSignedIn({ width: 390, height: 844, hasTouch: true });
    await seedItems(page, [
      { name: 'Duplex tent', brand: 'Zpacks', weightMg: 539_000 },
      { name: 'Quilt', weightMg: 567_000 },
    ]);
    await showGear(page, 'role=list[name="Gear library"]');
    expect(await table(page).count()).toBe(0);
    expect(await page.locator('nav.bottom-nav').isVisible()).toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    const list = page.getByRole('list', { name: 'Gear library' });
    expect(await list.getByRole('listitem').count()).toBe(2);
    const tick = await page.getByRole('checkbox', { name: 'Select Quilt' }).boundingBox();
    expect(tick?.width).toBeGreaterThanOrEqual(22);

    // The weight still edits in place; the rest of the card opens the details.
    await cell(page, 'Weight', 'Quilt').tap();
    await page.getByRole('textbox', { name: 'Weight of Quilt' }).fill('20 oz');
    await page.keyboard.press('Enter');
    await expect.poll(() => cellValue(page, 'Weight', 'Quilt')).toBe('567 g');
    await page.getByRole('button', { name: 'Duplex tent', exact: true }).tap();
    const drawer = page.getByRole('dialog', { name: 'Item details' });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(390, 0);
    await checkAxe(page);
    await drawer.getByRole('button', { name: 'Cancel' }).tap();

    await page.getByRole('checkbox', { name: 'Select Quilt' }).check();
    const bar = await page.getByRole('region', { name: 'Selected items' }).boundingBox();
    const nav = await page.locator('nav.bottom-nav').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
    await checkAxe(page);
  });

  it('says when the library cannot be loaded, and tries again on request', async () => {
    const page = await openSignedIn();
    await seedItems(page, [{ name: 'Tent' }]);
    const outage = await startOutage(page, ITEMS);
    await showGear(page, 'text=Your gear could not be loaded');
    expect(await page.getByRole('alert').innerText()).toContain('Resting');
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await outage.retriesExhausted();
    outage.end();
    await tryAgain.click();
    await table(page).waitFor();
    expect(await shownNames(page)).toEqual(['Tent']);
    await checkAxe(page);
  });

  it('draws only the rows in view of a large library, loaded in pages of 1000', async () => {
    const page = await openSignedIn();
    const names = Array.from(
      { length: 1_050 },
      (_, index) => `Item ${String(index).padStart(4, '0')}`,
    );
    for (let start = 0; start < names.length; start += 50) {
      await Promise.all(
        names
          .slice(start, start + 50)
          .map((name, offset) =>
            page.request.post(ITEMS, { data: { name, weightMg: (start + offset) * 1000 } }),
          ),
      );
    }
    await showGear(page);
    await page.getByText('1,050 items in use').waitFor();
    const drawn = await table(page).getByRole('row').count();
    expect(drawn).toBeLessThan(80);
    expect(await table(page).getAttribute('aria-rowcount')).toBe('1051');

    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await nextFrame(page);
    await page.getByRole('checkbox', { name: 'Select Item 1049' }).waitFor();
    await checkAxe(page);
  }, 90_000);
});
