import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, announced, labelsOf, shownToast, visit } from './support/browser.js';
import {
  answered,
  BUNDLES,
  focusedName,
  ITEMS,
  openSignedIn,
  seedBundle,
  seedItems,
  serverBundle,
  showBundle,
} from './bundles-support.js';

/**
 * A bundle's items on its page (/bundles/{id}): filling it from the library with the picker,
 * quantities and totals (− and + on a phone), reordering from the keyboard, removing, and what
 * happens when the server refuses an edit. Each test signs up its own account, so every library
 * starts empty.
 */

const refuse = (message: string) => ({
  status: 500,
  json: { statusCode: 500, error: 'Internal Server Error', message },
});

/**
 * Checks a toast and closes it, waiting until it is gone: the next toast then comes in alone,
 * with no other toast's animation to cut short.
 */
async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const toast = await shownToast(page, text);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Waits for the PATCH that sets an entry's quantity to `quantity`. */
function quantitySaved(page: Page, quantity: number) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /\/api\/bundles\/[^/]+\/items\/[^/]+$/.test(new URL(response.url()).pathname) &&
      (response.request().postDataJSON() as { quantity?: number }).quantity === quantity,
  );
}

const entries = (page: Page): Locator =>
  page.getByRole('list', { name: 'Items in this bundle' }).getByRole('listitem');

/** The items the bundle's page shows, top to bottom (read from their drag handles). */
function shownEntries(page: Page): Promise<string[]> {
  return labelsOf(
    page
      .getByRole('list', { name: 'Items in this bundle' })
      .getByRole('button', { name: /^Move / }),
    'Move ',
  );
}

/** The figure under "Total weight" in the bundle's totals. */
const totalWeight = (page: Page): Promise<string> =>
  page.locator('dt:text-is("Total weight") + dd').innerText();

const quantity = (page: Page, name: string): Locator =>
  page.getByRole('spinbutton', { name: `Quantity of ${name}` });

const picker = (page: Page): Locator => page.getByRole('combobox', { name: 'Add from your gear' });

const optionNames = async (page: Page): Promise<string[]> =>
  (await page.getByRole('option').all()).length === 0
    ? []
    : page.locator('[role="option"] .item-picker-name').allInnerTexts();

// Each test signs up (a walk through the provider's pages) before its own steps: on a loaded
// two-core machine that alone can take 15 s.
describe('the bundles screens', { timeout: 60_000 }, () => {
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
    await announced(page, 'Picked up Lighter, at position 3 of 3.');
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

  it('removes an entry, leaving the library item alone', async () => {
    const page = await openSignedIn();
    const [stove, pot] = await seedItems(page, [
      ['Stove', 67],
      ['Pot', 103],
    ]);
    const bundle = await seedBundle(page, 'Cook kit', [
      [stove!, 1],
      [pot!, 1],
    ]);
    await showBundle(page, bundle.id);
    const removed = answered(page, 'DELETE', /\/items\/[^/]+$/);
    await page.getByRole('button', { name: 'Remove Stove from the bundle' }).click();
    expect((await removed).status()).toBe(204);
    await expect.poll(() => shownEntries(page)).toEqual(['Pot']);
    expect(await totalWeight(page)).toBe('103 g');
    // Focus moves on to the next entry rather than falling back to the page.
    expect(await focusedName(page)).toBe('Remove Pot from the bundle');
    expect((await serverBundle(page, bundle.id)).items.map((entry) => entry.item.name)).toEqual([
      'Pot',
    ]);
    const library = (await (await page.request.get(`${ITEMS}?limit=10`)).json()) as {
      total: number;
    };
    expect(library.total).toBe(2);
  });

  it('puts an edit back and says why when the server refuses it', async () => {
    const page = await openSignedIn();
    const [stove, pot] = await seedItems(page, [
      ['Stove', 67],
      ['Pot', 103],
    ]);
    const bundle = await seedBundle(page, 'Cook kit', [
      [stove!, 1],
      [pot!, 1],
    ]);
    await showBundle(page, bundle.id);
    await page.route(/\/api\/bundles\/[^/]+\/items\/[^/]+$/, (route) =>
      ['PATCH', 'DELETE'].includes(route.request().method())
        ? route.fulfill(refuse('Down for a moment'))
        : route.fallback(),
    );

    await quantity(page, 'Stove').fill('3');
    await page.keyboard.press('Enter');
    await seeAndCloseToast(page, 'Could not change how many Stove: Down for a moment');
    await expect.poll(() => quantity(page, 'Stove').inputValue()).toBe('1');
    expect(await totalWeight(page)).toBe('170 g');
    await checkAxe(page);

    await page.getByRole('button', { name: 'Remove Pot from the bundle' }).click();
    await seeAndCloseToast(page, 'Could not remove Pot: Down for a moment');
    await expect.poll(() => shownEntries(page)).toEqual(['Stove', 'Pot']);

    await page.route(`${BUNDLES}/${bundle.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill(refuse('Try again later'))
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Rename Cook kit' }).click();
    await page.getByRole('textbox', { name: 'Bundle name' }).fill('Kitchen');
    await page.keyboard.press('Enter');
    await seeAndCloseToast(page, 'Could not rename Cook kit: Try again later');
    await page.getByRole('heading', { level: 1, name: 'Cook kit' }).waitFor();

    const server = await serverBundle(page, bundle.id);
    expect(server.name).toBe('Cook kit');
    expect(server.items.map((entry) => entry.quantity)).toEqual([1, 1]);
  });

  it('at 390 px fits the screen, and − and + change a quantity with a tap', async () => {
    const page = await openSignedIn({ width: 390, height: 844, hasTouch: true });
    const [stove] = await seedItems(page, [['Titanium stove with a very long name', 67, 'Soto']]);
    const bundle = await seedBundle(page, 'Cook kit with a long name for a phone screen', [
      [stove!, 1],
    ]);
    await visit(page, '/bundles', { waitFor: 'text=Cook kit with a long name' });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    await showBundle(page, bundle.id);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      390,
    );
    const more = page.getByRole('button', {
      name: 'One more Titanium stove with a very long name',
    });
    const box = await more.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    const saved = quantitySaved(page, 3);
    await more.tap();
    await more.tap();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => totalWeight(page)).toBe('201 g');
    expect((await serverBundle(page, bundle.id)).items[0]?.quantity).toBe(3);
  });
});
