import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, visit } from './support/browser.js';
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
import {
  quantity,
  quantitySaved,
  refuse,
  seeAndCloseToast,
  shownEntries,
  totalWeight,
} from './bundles-entries-support.js';

/**
 * A bundle's items on its page (/bundles/{id}): removing one, what happens when the server
 * refuses an edit, and − and + on a phone. Each test signs up its own account, so every library
 * starts empty.
 */

/** A bundle "Cook kit" holding one Stove (67 g) and one Pot (103 g), in that order. */
async function seedCookKit(page: Page) {
  const [stove, pot] = await seedItems(page, [
    ['Stove', 67],
    ['Pot', 103],
  ]);
  return seedBundle(page, 'Cook kit', [
    [stove!, 1],
    [pot!, 1],
  ]);
}

// Each test signs up (a walk through the provider's pages) before its own steps: on a loaded
// two-core machine that alone can take 15 s.
describe('the bundles screens: changing a bundle', { timeout: 60_000 }, () => {
  it('removes an entry, leaving the library item alone', async () => {
    const page = await openSignedIn();
    const bundle = await seedCookKit(page);
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
    const bundle = await seedCookKit(page);
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
