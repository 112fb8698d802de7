import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast } from './support/browser.js';
import {
  answered,
  figure,
  picker,
  seedBundle,
  seedLine,
  seedPack,
  serverLineNames,
  shownCategories,
  shownLineNames,
} from './packs-support.js';
import {
  focusedLabel,
  idOf,
  LAYOUT,
  LINE,
  openSignedIn,
  seedGear,
  showPack,
  tentAndSocks,
  TIMEOUT_MS,
} from './pack-editor-support.js';

/**
 * Building a pack on the pack page (/packs/{id}) on the built app and its real API: adding
 * library items and bundles with the picker, creating a new item from it, and removing a line
 * with Undo, the figures following. Each test signs up its own account, so every library starts
 * empty.
 */

const LINES = /^\/api\/packs\/[^/]+\/lines$/;

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
});
