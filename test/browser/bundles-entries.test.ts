import { describe, expect, it } from 'vitest';
import { checkAxe, announced, pickedUp } from './support/browser.js';
import {
  answered,
  BUNDLES,
  focusedName,
  openSignedIn,
  seedBundle,
  seedItems,
  serverBundle,
  showBundle,
} from './bundles-support.js';
import {
  entries,
  optionNames,
  picker,
  quantity,
  quantitySaved,
  shownEntries,
  totalWeight,
} from './bundles-entries-support.js';

/**
 * A bundle's items on its page (/bundles/{id}): filling it from the library with the picker,
 * quantities and totals, and reordering from the keyboard. Removing, refused edits and the phone
 * layout are in bundles-entries-changes.test.ts (one file took over 60 s on a loaded machine).
 * Each test signs up its own account, so every library starts empty.
 */

// Each test signs up (a walk through the provider's pages) before its own steps: on a loaded
// two-core machine that alone can take 15 s.
describe('the bundles screens: filling a bundle', { timeout: 60_000 }, () => {
  it('adds library items with the picker from the keyboard; adding one again adds one more', async () => {
    const page = await openSignedIn();
    await seedItems(page, [
      ['Stove', 67, 'Soto'],
      ['Gas', 200],
      ['Spoon', 12],
      ['Lighter', 21],
    ]);
    const bundle = await seedBundle(page, 'Cook kit');
    await showBundle(page, bundle.id, 'text=Nothing in this bundle yet');

    const field = picker(page);
    await field.click();
    await expect.poll(() => optionNames(page)).toEqual(['Gas', 'Lighter', 'Spoon', 'Stove']);
    await field.pressSequentially('sto');
    await expect.poll(() => optionNames(page)).toEqual(['Stove']);
    const stove = page.getByRole('option', { name: /^Stove/ });
    expect(await stove.innerText()).toContain('67 g');
    expect(await stove.getAttribute('aria-selected')).toBe('true');
    expect(await field.getAttribute('aria-activedescendant')).toBe(await stove.getAttribute('id'));
    await checkAxe(page);

    let added = answered(page, 'POST', `${BUNDLES}/${bundle.id}/items`);
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(201);
    await expect.poll(() => shownEntries(page)).toEqual(['Stove']);
    expect(await field.inputValue()).toBe('');
    expect(await focusedName(page)).toBe('Add from your gear');
    await page
      .getByRole('status')
      .filter({ hasText: 'Added Stove.' })
      .waitFor({ state: 'attached' });

    // The arrow keys move through the matches; Enter adds the one they rest on.
    await field.pressSequentially('s');
    await expect.poll(() => optionNames(page)).toEqual(['Gas', 'Spoon', 'Stove']);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('option', { name: /^Spoon/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    added = answered(page, 'POST', `${BUNDLES}/${bundle.id}/items`);
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(201);
    await expect.poll(() => shownEntries(page)).toEqual(['Stove', 'Spoon']);

    // An item already in the bundle says so, and adding it again adds one more.
    await field.pressSequentially('stove');
    await expect.poll(() => optionNames(page)).toEqual(['Stove']);
    expect(await page.getByRole('option', { name: /^Stove/ }).innerText()).toContain(
      'In bundle ×1',
    );
    added = answered(page, 'POST', `${BUNDLES}/${bundle.id}/items`);
    await page.keyboard.press('Enter');
    expect((await added).status()).toBe(200);
    await expect.poll(() => quantity(page, 'Stove').inputValue()).toBe('2');
    expect(await shownEntries(page)).toEqual(['Stove', 'Spoon']);
    expect(await totalWeight(page)).toBe('146 g');

    // A click adds too; Escape closes the list without adding.
    await field.fill('ga');
    await expect.poll(() => optionNames(page)).toEqual(['Gas']);
    added = answered(page, 'POST', `${BUNDLES}/${bundle.id}/items`);
    await page.getByRole('option', { name: /^Gas/ }).click();
    expect((await added).status()).toBe(201);
    await field.fill('zzz');
    await page.getByText('No gear matches “zzz”.').waitFor();
    await page.keyboard.press('Escape');
    expect(await field.getAttribute('aria-expanded')).toBe('false');

    const saved = await serverBundle(page, bundle.id);
    expect(saved.items.map((entry) => [entry.item.name, entry.quantity])).toEqual([
      ['Stove', 2],
      ['Spoon', 1],
      ['Gas', 1],
    ]);
    await showBundle(page, bundle.id);
    expect(await shownEntries(page)).toEqual(['Stove', 'Spoon', 'Gas']);
    expect(await totalWeight(page)).toBe('346 g');
  });

  it('changes a quantity with the arrow keys or by typing, and the total weight follows', async () => {
    const page = await openSignedIn();
    const [stove, gas] = await seedItems(page, [
      ['Stove', 67],
      ['Gas', 200],
    ]);
    const bundle = await seedBundle(page, 'Cook kit', [
      [stove!, 1],
      [gas!, 1],
    ]);
    await showBundle(page, bundle.id);
    expect(await totalWeight(page)).toBe('267 g');

    await quantity(page, 'Stove').focus();
    const stepped = quantitySaved(page, 3);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    // Each step shows at once; a burst of steps is saved once it pauses.
    expect(await quantity(page, 'Stove').inputValue()).toBe('3');
    expect((await stepped).status()).toBe(200);
    await expect.poll(() => totalWeight(page)).toBe('401 g');
    expect(await entries(page).filter({ hasText: 'Stove' }).innerText()).toContain('201 g');

    // Half a canister: typed, saved with Enter.
    const saved = quantitySaved(page, 0.5);
    await quantity(page, 'Gas').fill('0,5');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => totalWeight(page)).toBe('301 g');
    expect(await quantity(page, 'Gas').inputValue()).toBe('0.5');

    // Not a quantity: the field says why and nothing is sent.
    await quantity(page, 'Gas').fill('lots');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'A quantity is a number' }).waitFor();
    expect(await quantity(page, 'Gas').getAttribute('aria-invalid')).toBe('true');
    await checkAxe(page);
    await page.keyboard.press('Escape');
    expect(await quantity(page, 'Gas').inputValue()).toBe('0.5');

    const server = await serverBundle(page, bundle.id);
    expect(server.items.map((entry) => entry.quantity)).toEqual([3, 0.5]);
    expect(server.totalWeightMg).toBe(301_000);
    await page.getByRole('radio', { name: 'oz' }).check();
    expect(await totalWeight(page)).toBe('10.6 oz');
  });

  it('reorders entries from the keyboard, and the order stays after a reload', async () => {
    const page = await openSignedIn();
    const items = await seedItems(page, [
      ['Stove', 67],
      ['Pot', 103],
      ['Lighter', 21],
    ]);
    const bundle = await seedBundle(
      page,
      'Cook kit',
      items.map((item) => [item, 1]),
    );
    await showBundle(page, bundle.id);
    expect(await shownEntries(page)).toEqual(['Stove', 'Pot', 'Lighter']);

    await page.getByRole('button', { name: 'Move Lighter', exact: true }).focus();
    await page.keyboard.press('Space');
    await pickedUp(page, 'Picked up Lighter, at position 3 of 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Lighter is now at position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await announced(page, 'Lighter is now at position 1 of 3.');
    const reordered = answered(page, 'PUT', `${BUNDLES}/${bundle.id}/items/order`);
    await page.keyboard.press('Space');
    const request = (await reordered).request();
    expect((await reordered).status()).toBe(204);
    const ids = (request.postDataJSON() as { ids: string[] }).ids;
    expect(ids).toHaveLength(3);
    await expect.poll(() => shownEntries(page)).toEqual(['Lighter', 'Stove', 'Pot']);
    await announced(page, 'Lighter dropped at position 1 of 3.');
    expect(await focusedName(page)).toBe('Move Lighter');

    await showBundle(page, bundle.id);
    expect(await shownEntries(page)).toEqual(['Lighter', 'Stove', 'Pot']);
    const server = await serverBundle(page, bundle.id);
    expect(server.items.map((entry) => entry.item.name)).toEqual(['Lighter', 'Stove', 'Pot']);
  });
});
