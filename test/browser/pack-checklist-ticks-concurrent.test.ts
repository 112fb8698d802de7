import { describe, expect, it } from 'vitest';
import {
  box,
  checklistPhones,
  holdPatches,
  progressText,
  row,
  seedPack,
  serverPack,
  serverPacked,
  showChecklist,
  tapRow,
} from './pack-checklist-support.js';

/**
 * The packing checklist's ticks (/packs/:packId/checklist) on a 390 px phone while something else
 * changes the pack, on the built app and its real API: a revalidation while a tick is on its way,
 * and two tabs ticking different lines. One account for the file; each test packs a pack of its
 * own.
 */

describe('the packing checklist on a phone', () => {
  const openPhone = checklistPhones();

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
});
