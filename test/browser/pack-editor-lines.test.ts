import { describe, expect, it } from 'vitest';
import { checkAxe, announced, pickedUp, shownToast } from './support/browser.js';
import {
  answered,
  figure,
  lineRow,
  readPack,
  seedLine,
  seedPack,
  serverLineNames,
  shownCategories,
  shownLineNames,
  slicePath,
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
 * The lines of a pack on the pack page (/packs/{id}) on the built app and its real API: figures
 * and chart following each quantity and worn edit, the worn rule said in words, a refused edit
 * rolled back, and sorting and reordering that persist. Each test signs up its own account, so
 * every library starts empty.
 */

describe('the pack page', { timeout: TIMEOUT_MS }, () => {
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
    await pickedUp(page, 'Picked up Stakes, at position 2 of 2.');
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
    await pickedUp(page, 'Picked up category Cook, at position 3 of 3.');
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
});
