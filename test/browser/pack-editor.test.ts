import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkAxe,
  announced,
  openPage,
  shownToast,
  visit,
  type OpenPageOptions,
} from './support/browser.js';
import { signedInState, type StorageState } from './support/auth.js';
import {
  answered,
  figure,
  lineRow,
  picker,
  readPack,
  seedBundle,
  seedLibrary,
  seedLine,
  seedPack,
  serverLineNames,
  shownCategories,
  shownLineNames,
  slicePath,
  type Seeded,
} from './packs-support.js';

/**
 * The pack page (/packs/{id}) on the built app and its real API: building a pack with the
 * picker, figures and chart following each edit, the worn rule said in words, sorting and
 * reordering that persist, new items, duplicates, library edits reaching the pack, and a
 * refused edit rolled back. Each test signs up its own account, so every library starts empty.
 */

const LINES = /^\/api\/packs\/[^/]+\/lines$/;
const LINE = /^\/api\/packs\/[^/]+\/lines\/[^/]+$/;
const LAYOUT = /^\/api\/packs\/[^/]+\/layout$/;
/** Each test signs up and builds its pack through the API: slow on a loaded machine. */
const TIMEOUT_MS = 90_000;

function freshAccount(): Promise<StorageState> {
  return signedInState({ givenName: 'Fern', familyName: 'Cairn' });
}

/** A page signed in as a new user; reduced motion, so the chart draws its final shape at once. */
async function openSignedIn(options: OpenPageOptions = {}): Promise<Page> {
  return openPage({ reducedMotion: 'reduce', ...options, storageState: await freshAccount() });
}

async function showPack(page: Page, packId: string, waitFor = '.pack-side') {
  await visit(page, `/packs/${packId}`, { waitFor });
}

/** Shelter: Tent 850 g, Stakes 8 g; Clothing: Socks 60 g; Cook: Stove 73 g, Pot 120 g. */
async function seedGear(page: Page): Promise<Seeded> {
  return seedLibrary(
    page.request,
    ['Shelter', 'Clothing', 'Cook'],
    [
      { name: 'Tent', grams: 850, category: 'Shelter', brand: 'Tarptent' },
      { name: 'Stakes', grams: 8, category: 'Shelter' },
      { name: 'Socks', grams: 60, category: 'Clothing' },
      { name: 'Stove', grams: 73, category: 'Cook' },
      { name: 'Pot', grams: 120, category: 'Cook' },
    ],
  );
}

const idOf = (seeded: Seeded, name: string): string => {
  const id = seeded.items.get(name);
  if (!id) throw new Error(`No seeded item ${name}`);
  return id;
};

/** A pack holding Tent and Socks (quantity 1, no flags). */
async function tentAndSocks(page: Page): Promise<{ packId: string; seeded: Seeded }> {
  const seeded = await seedGear(page);
  const packId = await seedPack(page.request, 'Weekend');
  await seedLine(page.request, packId, { gearItemId: idOf(seeded, 'Tent') });
  await seedLine(page.request, packId, { gearItemId: idOf(seeded, 'Socks') });
  return { packId, seeded };
}

const focusedLabel = (page: Page) =>
  page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label") ?? null');

describe('the pack page', { timeout: TIMEOUT_MS }, () => {
  it('builds a pack from library items and a bundle with the picker, by keyboard', async () => {
    const page = await openSignedIn();
    const seeded = await seedGear(page);
    await seedBundle(page.request, 'Cook kit', seeded.categories.get('Cook') ?? null, [
      [idOf(seeded, 'Stove'), 1],
      [idOf(seeded, 'Pot'), 1],
    ]);
    const packId = await seedPack(page.request, 'Weekend');
    await showPack(page, packId, 'text=Nothing in this pack yet');

    // Type to search, Enter adds the first match; the field keeps the focus for the next one.
    await picker(page).fill('ten');
    await page.getByRole('option', { name: /^Tent · Tarptent/ }).waitFor();
    expect(await picker(page).getAttribute('aria-expanded')).toBe('true');
    await checkAxe(page);
    let added = answered(page, 'POST', LINES);
    await picker(page).press('Enter');
    expect((await added).status()).toBe(201);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent']);
    await shownToast(page, 'Added Tent');
    expect(await picker(page).inputValue()).toBe('');
    expect(await focusedLabel(page)).toBeNull();
    expect(await page.evaluate('document.activeElement?.getAttribute("role")')).toBe('combobox');

    // The bundle comes first among the matches; the arrow keys move to it.
    await picker(page).fill('o');
    const bundleOption = page.getByRole('option', { name: /^Cook kit · Bundle · 2 items/ });
    await bundleOption.waitFor();
    await picker(page).press('ArrowDown');
    await picker(page).press('ArrowUp');
    expect(await bundleOption.getAttribute('aria-selected')).toBe('true');
    added = answered(page, 'POST', LINES);
    await picker(page).press('Enter');
    expect((await added).status()).toBe(201);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Cook kit']);
    expect(await shownCategories(page)).toEqual(['Shelter', 'Cook']);
    expect(await figure(page, 'Total')).toBe('1.04 kg');

    // What is already in the pack is marked, and choosing it leads to its line instead.
    await picker(page).fill('tent');
    const tentOption = page.getByRole('option', { name: /^Tent · Tarptent/ });
    await expect.poll(() => tentOption.innerText()).toContain('In pack');
    await picker(page).press('Enter');
    await shownToast(page, 'Tent is already in the pack: change its quantity instead');
    expect(await focusedLabel(page)).toBe('Quantity of Tent');
    expect(await serverLineNames(page.request, packId)).toEqual(['Tent', 'Cook kit']);

    // A bundle line unfolds to its items, and can become plain lines.
    await page.getByRole('button', { name: /^Cook kit/ }).click();
    const entries = page.getByRole('list', { name: 'In Cook kit' });
    expect(await entries.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Stove'),
      expect.stringContaining('Pot'),
    ]);
    await checkAxe(page);
    const expanded = answered(page, 'POST', /\/expand$/);
    await page.getByRole('button', { name: 'Expand into items' }).click();
    expect((await expanded).status()).toBe(200);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Stove', 'Pot']);
    expect(await figure(page, 'Total')).toBe('1.04 kg');
    expect(await serverLineNames(page.request, packId)).toEqual(['Tent', 'Stove', 'Pot']);
  });

  it('moves the totals and the chart as quantity and worn change, and says 1 worn, 2 carried', async () => {
    const page = await openSignedIn();
    const { packId } = await tentAndSocks(page);
    await showPack(page, packId, '.pack-chart-table');
    expect(await figure(page, 'Base weight')).toBe('910 g');
    expect(await figure(page, 'Worn')).toBe('0 g');
    const clothingBefore = await slicePath(page, 'categories', 'Clothing');
    const socksBefore = await slicePath(page, 'items', 'Socks');
    expect(clothingBefore).toBeTruthy();

    const quantity = page.getByRole('textbox', { name: 'Quantity of Socks' });
    let saved = answered(page, 'PATCH', LINE);
    await quantity.fill('3');
    await quantity.press('Enter');
    // Shown at once, before the server answers.
    expect(await figure(page, 'Total')).toBe('1.03 kg');
    expect((await saved).status()).toBe(200);
    expect(await figure(page, 'Base weight')).toBe('1.03 kg');
    expect(await lineRow(page, 'Socks').locator('.pack-line-total').innerText()).toContain('180 g');
    await expect.poll(() => slicePath(page, 'categories', 'Clothing')).not.toBe(clothingBefore);
    expect(await slicePath(page, 'items', 'Socks')).not.toBe(socksBefore);

    const worn = page.getByRole('button', { name: 'Worn: Socks' });
    expect(await worn.getAttribute('aria-pressed')).toBe('false');
    saved = answered(page, 'PATCH', LINE);
    await worn.click();
    expect(await worn.getAttribute('aria-pressed')).toBe('true');
    // From 1 kg, every figure shows in kg, rounded so that they add up.
    expect(await figure(page, 'Worn')).toBe('0.06 kg');
    expect(await figure(page, 'Base weight')).toBe('0.97 kg');
    expect(await figure(page, 'Pack weight')).toBe('0.97 kg');
    expect(await figure(page, 'Total')).toBe('1.03 kg');
    expect(await lineRow(page, 'Socks').innerText()).toContain('1 worn, 2 carried');
    expect((await saved).status()).toBe(200);
    await checkAxe(page);

    // The arrow keys step the quantity; the steps are saved once they stop.
    saved = answered(page, 'PATCH', LINE);
    await quantity.press('ArrowDown');
    expect(await quantity.inputValue()).toBe('2');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => figure(page, 'Total')).toBe('970 g');
    expect(await lineRow(page, 'Socks').innerText()).toContain('1 worn, 1 carried');

    // The server kept every change, with the same figures.
    const pack = await readPack(page.request, packId);
    expect(pack.lines.find((line) => line.item?.name === 'Socks')).toMatchObject({
      quantity: 2,
      worn: true,
    });
    expect(pack.totals).toMatchObject({ totalMg: 970_000, wornMg: 60_000, baseMg: 910_000 });
    await showPack(page, packId);
    expect(await figure(page, 'Base weight')).toBe('910 g');

    // A quantity that is not one is refused by the field, with the reason.
    await quantity.fill('lots');
    await quantity.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'A quantity is a number' }).waitFor();
    await checkAxe(page);
    await quantity.press('Escape');
    expect(await quantity.inputValue()).toBe('2');
  });

  it('puts a change back and says why when the server refuses it', async () => {
    const page = await openSignedIn();
    const { packId } = await tentAndSocks(page);
    await showPack(page, packId);
    await page.route(
      (url) => LINE.test(url.pathname),
      (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 500,
              json: {
                statusCode: 500,
                error: 'Internal Server Error',
                message: 'Down for a moment',
              },
            })
          : route.fallback(),
    );
    // Nor can the pack be read again meanwhile: what shows is the browser's own rollback.
    await page.route(
      (url) => url.pathname === `/api/packs/${packId}`,
      (route) => (route.request().method() === 'GET' ? route.abort('failed') : route.fallback()),
    );
    const worn = page.getByRole('button', { name: 'Worn: Tent' });
    await worn.click();
    await shownToast(page, 'Could not change Tent: Down for a moment');
    await expect.poll(() => worn.getAttribute('aria-pressed')).toBe('false');
    expect(await figure(page, 'Worn')).toBe('0 g');
    expect(await figure(page, 'Base weight')).toBe('910 g');

    const quantity = page.getByRole('textbox', { name: 'Quantity of Tent' });
    await quantity.fill('4');
    await quantity.press('Enter');
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Could not change Tent' })
      .nth(1)
      .waitFor();
    await expect.poll(() => quantity.inputValue()).toBe('1');
    expect(await figure(page, 'Total')).toBe('910 g');
    await checkAxe(page);
    const pack = await readPack(page.request, packId);
    expect(pack.lines.map((line) => [line.quantity, line.worn])).toEqual([
      [1, false],
      [1, false],
    ]);
  });

  it('removes a line at once, the item staying in the library, and puts it back on Undo', async () => {
    const page = await openSignedIn();
    const { packId, seeded } = await tentAndSocks(page);
    await seedLine(page.request, packId, { gearItemId: idOf(seeded, 'Stakes'), quantity: 6 });
    await showPack(page, packId);
    expect(await shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Socks']);
    const removed = answered(page, 'DELETE', LINE);
    await page.getByRole('button', { name: 'Remove Tent from the pack' }).click();
    await expect.poll(() => shownLineNames(page)).toEqual(['Stakes', 'Socks']);
    expect(await figure(page, 'Total')).toBe('108 g');
    expect((await removed).status()).toBe(204);
    const item = await page.request.get(`/api/gear/items/${idOf(seeded, 'Tent')}`);
    expect(item.status()).toBe(200);

    const toast = await shownToast(page, 'Removed Tent');
    // A pointer on the toast holds it open (sonner pauses its timer), as a person reaching for
    // Undo does; a slow axe run below must not outlast it.
    await toast.hover();
    await checkAxe(page);
    const restored = answered(page, 'PUT', LAYOUT);
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await restored).status()).toBe(204);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Socks']);
    expect(await figure(page, 'Total')).toBe('958 g');
    expect(await serverLineNames(page.request, packId)).toEqual(['Tent', 'Stakes', 'Socks']);

    await page.getByRole('button', { name: 'Remove Socks from the pack' }).click();
    await expect.poll(() => shownCategories(page)).toEqual(['Shelter']);
  });

  it('sorts each category heaviest first and keeps that order', async () => {
    const page = await openSignedIn();
    const seeded = await seedGear(page);
    const packId = await seedPack(page.request, 'Weekend');
    for (const name of ['Stakes', 'Stove', 'Tent', 'Pot']) {
      await seedLine(page.request, packId, { gearItemId: idOf(seeded, name) });
    }
    await showPack(page, packId);
    expect(await shownLineNames(page)).toEqual(['Stakes', 'Tent', 'Stove', 'Pot']);
    const saved = answered(page, 'PUT', LAYOUT);
    await page.getByRole('button', { name: 'Sort by weight' }).click();
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Pot', 'Stove']);
    expect((await saved).status()).toBe(204);
    await shownToast(page, 'Sorted heaviest first');
    expect(await serverLineNames(page.request, packId)).toEqual(['Tent', 'Stakes', 'Pot', 'Stove']);
    await showPack(page, packId);
    expect(await shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Pot', 'Stove']);
  });

  it('reorders lines and categories with the keyboard and with the mouse, and keeps the order', async () => {
    const page = await openSignedIn();
    const seeded = await seedGear(page);
    const packId = await seedPack(page.request, 'Weekend');
    for (const name of ['Tent', 'Stakes', 'Socks', 'Stove', 'Pot']) {
      await seedLine(page.request, packId, { gearItemId: idOf(seeded, name) });
    }
    await showPack(page, packId);
    expect(await shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Socks', 'Stove', 'Pot']);
    expect(await shownCategories(page)).toEqual(['Shelter', 'Clothing', 'Cook']);

    // Space picks the line up, the arrow keys move it, Space drops it.
    const stakes = page.getByRole('button', { name: 'Move Stakes', exact: true });
    await stakes.focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up Stakes, at position 2 of 2.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Stakes is now at position 1 of 2.');
    let saved = answered(page, 'PUT', LAYOUT);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(204);
    await expect
      .poll(() => shownLineNames(page))
      .toEqual(['Stakes', 'Tent', 'Socks', 'Stove', 'Pot']);
    expect(await focusedLabel(page)).toBe('Move Stakes');

    // A category moves the same way, its lines with it.
    await page.getByRole('button', { name: 'Move category Cook' }).focus();
    await page.keyboard.press('Space');
    await announced(page, 'Picked up category Cook, at position 3 of 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'category Cook is now at position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'category Cook is now at position 1 of 3.');
    saved = answered(page, 'PUT', LAYOUT);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(204);
    await expect.poll(() => shownCategories(page)).toEqual(['Cook', 'Shelter', 'Clothing']);
    expect(await shownLineNames(page)).toEqual(['Stove', 'Pot', 'Stakes', 'Tent', 'Socks']);
    await checkAxe(page);

    // And a line dragged with the mouse.
    const from = await page.getByRole('button', { name: 'Move Pot', exact: true }).boundingBox();
    const to = await page.getByRole('button', { name: 'Move Stove', exact: true }).boundingBox();
    if (!from || !to) throw new Error('The grips are not on screen');
    saved = answered(page, 'PUT', LAYOUT);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    expect((await saved).status()).toBe(204);
    await expect
      .poll(() => shownLineNames(page))
      .toEqual(['Pot', 'Stove', 'Stakes', 'Tent', 'Socks']);

    await showPack(page, packId);
    expect(await shownCategories(page)).toEqual(['Cook', 'Shelter', 'Clothing']);
    expect(await shownLineNames(page)).toEqual(['Pot', 'Stove', 'Stakes', 'Tent', 'Socks']);
  });

  it('creates a new item from the picker; it joins the pack and the library', async () => {
    const page = await openSignedIn();
    const seeded = await seedGear(page);
    const packId = await seedPack(page.request, 'Weekend');
    await showPack(page, packId);
    await picker(page).fill('Bear canister');
    const create = page.getByRole('option', { name: 'Create “Bear canister” as a new item' });
    await create.waitFor();
    await picker(page).press('ArrowUp');
    expect(await create.getAttribute('aria-selected')).toBe('true');
    await picker(page).press('Enter');

    const form = page.getByRole('form', { name: /^New item/ });
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Bear canister');
    expect(await focusedLabel(page)).toBeNull();
    const weight = form.getByLabel('Weight (g)');
    await weight.fill('heavy');
    await form.getByRole('button', { name: 'Add to pack' }).click();
    await form.getByText('Not a weight').waitFor();
    await checkAxe(page);

    await weight.fill('1.1 kg');
    await form.getByLabel('Category').selectOption({ label: 'Cook' });
    const added = answered(page, 'POST', LINES);
    await form.getByRole('button', { name: 'Add to pack' }).click();
    expect((await added).status()).toBe(201);
    await expect.poll(() => shownLineNames(page)).toEqual(['Bear canister']);
    expect(await shownCategories(page)).toEqual(['Cook']);
    expect(await figure(page, 'Total')).toBe('1.1 kg');
    expect(await form.count()).toBe(0);

    const library = await page.request.get('/api/gear/items?search=bear');
    const found = ((await library.json()) as { items: { name: string; categoryId: string }[] })
      .items;
    // The item keeps the unit it was typed in, for its LighterPack export.
    expect(found).toEqual([
      expect.objectContaining({
        name: 'Bear canister',
        categoryId: seeded.categories.get('Cook'),
        weightUnit: 'kg',
      }),
    ]);
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Gear' })
      .click();
    await page.getByRole('button', { name: /^Name of Bear canister/ }).waitFor();
    await checkAxe(page);
  });

  it('shows a library edit in the pack, and duplicates the pack into a copy it opens', async () => {
    const page = await openSignedIn();
    const { packId } = await tentAndSocks(page);
    await showPack(page, packId);
    expect(await figure(page, 'Total')).toBe('910 g');

    // The tent gets lighter in the library; the pack shows it when next shown.
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Gear' })
      .click();
    const tentWeight = page.getByRole('button', { name: /^Weight of Tent: / });
    await tentWeight.click();
    await page.getByRole('textbox', { name: 'Weight of Tent' }).fill('700');
    const edited = answered(page, 'PATCH', /^\/api\/gear\/items\//);
    await page.keyboard.press('Enter');
    expect((await edited).status()).toBe(200);
    await checkAxe(page);
    await page.goBack();
    await expect.poll(() => figure(page, 'Total')).toBe('760 g');
    expect(await lineRow(page, 'Tent').locator('.pack-line-each').innerText()).toContain('700 g');

    const copied = answered(page, 'POST', /\/duplicate$/);
    await page.getByRole('button', { name: 'Duplicate' }).click();
    expect((await copied).status()).toBe(201);
    await page.getByRole('heading', { level: 1, name: 'Weekend (copy)' }).waitFor();
    await shownToast(page, 'Made Weekend (copy)');
    expect(new URL(page.url()).pathname).not.toBe(`/packs/${packId}`);
    expect(await shownLineNames(page)).toEqual(['Tent', 'Socks']);
    expect(await figure(page, 'Total')).toBe('760 g');
    await checkAxe(page);
  });

  it('edits the name, description and slug, showing a taken slug by its field', async () => {
    const page = await openSignedIn();
    const packId = await seedPack(page.request, 'Weekend');
    await seedPack(page.request, 'Cairngorms');
    await showPack(page, packId);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pack details' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('Weekend in the hills');
    await dialog.getByLabel('Description').fill('Two nights, one bothy.');
    await dialog.getByLabel('Slug').fill('cairngorms');
    const refused = answered(page, 'PATCH', `/api/packs/${packId}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    await dialog.getByText('Another of your packs already uses “cairngorms”').waitFor();
    expect(await dialog.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);

    await dialog.getByLabel('Slug').fill('Not a slug!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Lowercase letters and digits').waitFor();

    await dialog.getByLabel('Slug').fill('weekend-hills');
    const saved = answered(page, 'PATCH', `/api/packs/${packId}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Weekend in the hills' }).waitFor();
    expect(await page.locator('.pack-header').innerText()).toContain('Two nights, one bothy.');
    expect(await page.locator('.pack-slug code').innerText()).toBe('weekend-hills');
    expect(await page.title()).toBe('Weekend in the hills · Packtrail');
  });

  it('says a pack is not there, for another user’s id or one that is not an id', async () => {
    const page = await openSignedIn();
    await visit(page, '/packs/00000000-0000-4000-8000-000000000000', {
      waitFor: 'text=This pack was not found',
    });
    await page.getByRole('link', { name: 'Go to your packs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Packs' }).waitFor();
    await checkAxe(page);
    await visit(page, '/packs/not-a-pack', { waitFor: 'text=This pack was not found' });
    expect(await page.locator('main').innerText()).toContain('not-a-pack');
  });
});
