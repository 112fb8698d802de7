import { describe, expect, it } from 'vitest';
import { checkAxe } from './support/browser.js';
import { readLocalStorage } from './support/auth.js';
import {
  box,
  checklistPhones,
  progressText,
  row,
  seedPack,
  serverPack,
  serverPacked,
  showChecklist,
  tapRow,
} from './pack-checklist-support.js';

/**
 * The packing checklist (/packs/:packId/checklist) on a 390 px phone, on the built app and its
 * real API: what it shows and how big its rows are, hide packed, and reset (the keyboard and the
 * loading, failed, empty and missing packs are pack-checklist-states.test.ts). One account for the
 * file; each test packs a pack of its own.
 */

/** What each test's pack holds (seedPack), in the order the lines were added. */
const LINE_NAMES = ['Tent', 'Stakes', 'Quilt', 'Rain jacket', 'Trail mix', 'Cook kit'];

describe('the packing checklist on a phone', () => {
  const openPhone = checklistPhones();

  it('shows the pack by category without the bottom navigation, each line a tap target of 48 px or more', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    const pack = await serverPack(page, packId);
    await showChecklist(page, packId);

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(pack.name);
    expect(await page.getByRole('link', { name: 'Back to pack' }).getAttribute('href')).toBe(
      `/packs/${packId}`,
    );
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.locator('.bottom-nav').count()).toBe(0);

    expect(await page.locator('.checklist-category-name').allInnerTexts()).toEqual(
      pack.categories.map((category) => category.name),
    );
    expect(await page.getByRole('heading', { name: /^Shelter/ }).innerText()).toContain('0/2');

    const bar = page.getByRole('progressbar', { name: 'Lines packed' });
    expect(await bar.getAttribute('aria-valuemin')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('6');
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await progressText(page)).toBe('0 of 6 packed');

    expect(await row(page, 'Stakes').innerText()).toMatch(/Vargo[\s\S]*×\s*8/);
    expect(await row(page, 'Rain jacket').innerText()).toContain('Worn');
    expect(await row(page, 'Trail mix').innerText()).toMatch(/Consumable[\s\S]*×\s*3/);
    const kit = row(page, 'Cook kit');
    expect(await kit.getByRole('listitem').allInnerTexts()).toEqual([
      'Stove',
      'Pot',
      expect.stringMatching(/^Gas canister\s*×2$/) as unknown as string,
    ]);
    // One tick for the whole bundle.
    expect(await kit.getByRole('checkbox').count()).toBe(1);

    for (const name of LINE_NAMES) {
      const target = await row(page, name).boundingBox();
      expect(target?.height, `height of ${name}`).toBeGreaterThanOrEqual(48);
      expect(target?.width, `width of ${name}`).toBeGreaterThan(320);
    }
  });

  it('hides packed lines, remembers that for the pack, and cheers when everything is packed', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    await tapRow(page, 'Tent');
    await tapRow(page, 'Quilt');

    await page.getByRole('switch', { name: 'Hide packed' }).tap();
    await expect.poll(() => box(page, 'Tent').count()).toBe(0);
    expect(await box(page, 'Quilt').count()).toBe(0);
    expect(await box(page, 'Stakes').isVisible()).toBe(true);
    expect(await page.getByText('2 packed lines hidden.').isVisible()).toBe(true);
    // Sleep is all packed: its heading stays, with its count.
    expect(await page.getByRole('heading', { name: /^Sleep/ }).innerText()).toContain('1/1');
    expect(await readLocalStorage(page, `packtrail.checklist.hide-packed.${packId}`)).toBe('true');
    await checkAxe(page);

    await page.reload();
    await page.getByRole('progressbar').waitFor();
    expect(await page.getByRole('switch', { name: 'Hide packed' }).isChecked()).toBe(true);
    expect(await box(page, 'Tent').count()).toBe(0);

    for (const name of ['Stakes', 'Rain jacket', 'Trail mix', 'Cook kit']) {
      await tapRow(page, name);
      expect(await box(page, name).count()).toBe(0);
    }
    await page.getByRole('heading', { name: 'All packed!' }).waitFor();
    expect(await progressText(page)).toBe('All 6 packed');
    await checkAxe(page);

    await page.getByRole('button', { name: 'Show packed lines' }).tap();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(6);
    expect(await page.getByRole('switch', { name: 'Hide packed' }).isChecked()).toBe(false);
  });

  it('resets every tick after asking, on the server too', async () => {
    const page = await openPhone();
    const packId = await seedPack(page);
    await showChecklist(page, packId);
    const reset = page.getByRole('button', { name: 'Reset all' });
    expect(await reset.isDisabled()).toBe(true);
    for (const name of ['Tent', 'Stakes', 'Cook kit']) await tapRow(page, name);

    await reset.tap();
    const question = page.getByRole('alertdialog', { name: 'Reset the checklist?' });
    await question.waitFor();
    expect(await question.innerText()).toContain('All 3 packed lines');
    await checkAxe(page);
    await question.getByRole('button', { name: 'Cancel' }).tap();
    await question.waitFor({ state: 'hidden' });
    expect(await progressText(page)).toBe('3 of 6 packed');

    await reset.tap();
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/packs/${packId}/checklist/reset`,
    );
    await question.getByRole('button', { name: 'Reset all' }).tap();
    await expect.poll(() => progressText(page)).toBe('0 of 6 packed');
    expect((await posted).status()).toBe(204);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await serverPacked(page, packId)).toEqual([]);
  });
});
