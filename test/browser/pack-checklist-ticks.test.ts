import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast } from './support/browser.js';
import {
  box,
  checklistPhones,
  holdPatches,
  nextPatch,
  progressText,
  row,
  seedPack,
  serverPacked,
  showChecklist,
  tapRow,
} from './pack-checklist-support.js';

/**
 * The packing checklist's ticks (/packs/:packId/checklist) on a 390 px phone, on the built app
 * and its real API: a tick saved per line at once and kept over a reload, quick taps answered
 * out of order, and a save the server refuses (a revalidation while a tick is on its way and two
 * tabs are pack-checklist-ticks-concurrent.test.ts). One account for the file; each test packs a
 * pack of its own.
 */

const progressNow = (page: Page): Promise<string | null> =>
  page.getByRole('progressbar', { name: 'Lines packed' }).getAttribute('aria-valuenow');

describe('the packing checklist on a phone', () => {
  const openPhone = checklistPhones();

  it('ticks a line with a tap anywhere on its row; the counts follow and the ticks outlive a reload', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);

    await tapRow(page, 'Tent');
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('1 of 6 packed');
    expect(await progressNow(page)).toBe('1');
    expect(await page.getByRole('heading', { name: /^Shelter/ }).innerText()).toContain('1/2');

    const saved = nextPatch(page);
    await row(page, 'Cook kit').locator('.checklist-quantity').tap();
    expect(await saved).toBe(200);
    await tapRow(page, 'Quilt');
    expect(await progressText(page)).toBe('3 of 6 packed');
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Quilt', 'Cook kit']);

    // A second tap unpacks.
    await tapRow(page, 'Quilt');
    expect(await box(page, 'Quilt').isChecked()).toBe(false);
    await checkAxe(page);

    await page.reload();
    await page.getByRole('progressbar').waitFor();
    expect(await progressText(page)).toBe('2 of 6 packed');
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await box(page, 'Cook kit').isChecked()).toBe(true);
    expect(await box(page, 'Quilt').isChecked()).toBe(false);
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Cook kit']);
  });

  it('keeps quick taps on different lines when the server answers them in reverse order', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);

    for (const name of ['Tent', 'Stakes', 'Quilt']) {
      await row(page, name).locator('.checklist-name').tap();
    }
    await expect.poll(() => held.length).toBe(3);
    expect(await progressText(page)).toBe('3 of 6 packed');

    for (const route of held.reverse()) {
      const answered = page.waitForResponse((response) => response.request() === route.request());
      await route.fallback();
      await answered;
      for (const name of ['Tent', 'Stakes', 'Quilt']) {
        expect(await box(page, name).isChecked(), `${name} after an answer`).toBe(true);
      }
    }
    expect(await progressText(page)).toBe('3 of 6 packed');
    expect(await serverPacked(page, packId)).toEqual(['Tent', 'Stakes', 'Quilt']);
  });

  it('rolls a tick back when the server refuses it, and says so', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);

    await row(page, 'Tent').locator('.checklist-name').tap();
    await expect.poll(() => held.length).toBe(1);
    // Shown at once, before the server has answered.
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('1 of 6 packed');

    await held[0]?.fulfill({
      status: 500,
      json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
    });
    await shownToast(page, 'Could not mark Tent as packed: Internal server error');
    expect(await box(page, 'Tent').isChecked()).toBe(false);
    expect(await progressText(page)).toBe('0 of 6 packed');
    await checkAxe(page);
    expect(await serverPacked(page, packId)).toEqual([]);
  });
});
