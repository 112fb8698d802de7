import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAxe, openPage, shownToast } from './support/browser.js';
import { signUpOncePerFile, type StorageState } from './support/auth.js';
import {
  box,
  nextPatch,
  PHONE,
  progressText,
  row,
  seedPack,
  serverPack,
  serverPacked,
  showChecklist,
  tapRow,
} from './pack-checklist-support.js';

/**
 * The packing checklist's ticks (/packs/:packId/checklist) on a 390 px phone, on the built app
 * and its real API: a tick saved per line at once and kept over a reload, quick taps answered
 * out of order, a revalidation while a tick is on its way, two tabs, and a save the server
 * refuses. One account for the file; each test packs a pack of its own.
 */

const progressNow = (page: Page): Promise<string | null> =>
  page.getByRole('progressbar', { name: 'Lines packed' }).getAttribute('aria-valuenow');

/** Holds every PATCH of a line until the test lets it through (or answers it itself). */
async function holdPatches(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(
    (url) => /^\/api\/packs\/[^/]+\/lines\/[^/]+$/.test(url.pathname),
    (route) => {
      if (route.request().method() === 'PATCH') held.push(route);
      else void route.fallback();
    },
  );
  return held;
}

describe('the packing checklist on a phone', () => {
  const hiker = signUpOncePerFile({ givenName: 'Isla', familyName: 'Munro' });
  const openPhone = (state: StorageState = hiker()) => openPage({ ...PHONE, storageState: state });

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

  it('keeps a tick that is still on its way when the page revalidates meanwhile', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const held = await holdPatches(page);
    await row(page, 'Tent').locator('.checklist-name').tap();
    await expect.poll(() => held.length).toBe(1);

    // Another phone packs the Quilt; the server does not know about the Tent yet.
    const quilt = (await serverPack(page, packId)).lines.find(
      (line) => line.item?.name === 'Quilt',
    );
    const other = await page.request.patch(`/api/packs/${packId}/lines/${quilt?.id ?? ''}`, {
      data: { packed: true },
    });
    expect(other.status()).toBe(200);

    // The page asks again (focus) and shows the Quilt: the answer arrived...
    await expect
      .poll(async () => {
        await page.evaluate("window.dispatchEvent(new Event('focus'))");
        return box(page, 'Quilt').isChecked();
      })
      .toBe(true);
    // ...without the Tent, which the screen still shows ticked.
    expect(await box(page, 'Tent').isChecked()).toBe(true);
    expect(await progressText(page)).toBe('2 of 6 packed');

    await held[0]?.fallback();
    await expect.poll(() => serverPacked(page, packId)).toEqual(['Tent', 'Quilt']);
    expect(await box(page, 'Tent').isChecked()).toBe(true);
  });

  it('keeps the ticks of two tabs on different lines, and a tab that revalidates shows the other’s', async () => {
    const first = await openPhone();
    const packId = await seedPack(first);
    const second = await openPhone();
    await showChecklist(first, packId);
    await showChecklist(second, packId);

    await tapRow(first, 'Tent');
    await tapRow(second, 'Quilt');
    // The second tab had not heard of the Tent: its tick of the Quilt did not unpack it.
    expect(await serverPacked(first, packId)).toEqual(['Tent', 'Quilt']);

    expect(await box(first, 'Quilt').isChecked()).toBe(false);

    // Coming back to a tab (focus) asks the server again. SWR reuses an answer younger than 2 s
    // and takes one focus per 5 s, so the focus is given until the answer shows.
    await expect
      .poll(async () => {
        await first.evaluate("window.dispatchEvent(new Event('focus'))");
        return box(first, 'Quilt').isChecked();
      })
      .toBe(true);
    expect(await box(first, 'Tent').isChecked()).toBe(true);
    expect(await progressText(first)).toBe('2 of 6 packed');

    await second.reload();
    await second.getByRole('progressbar').waitFor();
    expect(await box(second, 'Tent').isChecked()).toBe(true);
    expect(await box(second, 'Quilt').isChecked()).toBe(true);
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
