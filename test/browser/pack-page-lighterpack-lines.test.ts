import { describe, expect, it } from 'vitest';
import { checkAxe, shownToast, visit } from './support/browser.js';
import {
  answered,
  figure,
  lineRow,
  readPack,
  seedBundle,
  seedLibrary,
  seedLine,
  seedPack,
  serverLineNames,
  shownLineNames,
} from './packs-support.js';
import { idOf, openSignedIn, TIMEOUT_MS } from './pack-page-lighterpack-support.js';

/**
 * The pack page as a LighterPack user expects it (issue 10), its lines: "Sort by weight" can be
 * undone, a line shows its item's description and link, and a bundle's items are marked worn or
 * consumable in this pack alone.
 */

const LINE = /^\/api\/packs\/[^/]+\/lines\/[^/]+$/;
const LAYOUT = /^\/api\/packs\/[^/]+\/layout$/;

describe('the pack page for a LighterPack user', { timeout: TIMEOUT_MS }, () => {
  it('undoes a sort by weight from its toast, on the screen and on the server', async () => {
    const page = await openSignedIn();
    const seeded = await seedLibrary(
      page.request,
      ['Shelter', 'Cook'],
      [
        { name: 'Stakes', grams: 8, category: 'Shelter' },
        { name: 'Tent', grams: 850, category: 'Shelter' },
        { name: 'Spoon', grams: 12, category: 'Cook' },
        { name: 'Pot', grams: 120, category: 'Cook' },
      ],
    );
    const packId = await seedPack(page.request, 'Weekend');
    for (const name of ['Stakes', 'Tent', 'Spoon', 'Pot']) {
      await seedLine(page.request, packId, { gearItemId: idOf(seeded, name) });
    }
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    const before = ['Stakes', 'Tent', 'Spoon', 'Pot'];
    expect(await shownLineNames(page)).toEqual(before);

    const sorted = answered(page, 'PUT', LAYOUT);
    await page.getByRole('button', { name: 'Sort by weight' }).click();
    expect((await sorted).status()).toBe(204);
    await expect.poll(() => shownLineNames(page)).toEqual(['Tent', 'Stakes', 'Pot', 'Spoon']);
    const toast = await shownToast(page, 'Sorted heaviest first');
    await toast.hover();
    await checkAxe(page);

    const undone = answered(page, 'PUT', LAYOUT);
    await toast.getByRole('button', { name: 'Undo' }).click();
    expect((await undone).status()).toBe(204);
    await expect.poll(() => shownLineNames(page)).toEqual(before);
    await shownToast(page, 'Order put back');
    expect(await serverLineNames(page.request, packId)).toEqual(before);
  });

  it('shows each line’s description and link, escaped and kept within a phone’s width', async () => {
    const page = await openSignedIn({ width: 390, height: 844 });
    const long = `Sets up with two trekking poles; ${'seam-sealed, roomy for one plus gear. '.repeat(8)}`;
    const items = [
      { name: 'Tent', notes: long, url: 'https://www.tarptent.com/product/notch-li/' },
      { name: 'Filter', notes: '<b>not bold</b> & <script>x</script>', url: null },
    ];
    const packId = await seedPack(page.request, 'Described');
    for (const item of items) {
      const created = await page.request.post('/api/gear/items', {
        data: { name: item.name, weightMg: 100_000, notes: item.notes },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      if (item.url) {
        const patched = await page.request.patch(`/api/gear/items/${id}`, {
          data: { url: item.url },
        });
        expect(patched.status()).toBe(200);
      }
      await seedLine(page.request, packId, { gearItemId: id });
    }
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });

    const tent = lineRow(page, 'Tent');
    const link = tent.getByRole('link', {
      name: /^tarptent\.com\W+page of Tent, opens in a new tab$/,
    });
    expect(await link.getAttribute('href')).toBe(items[0]?.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    const description = tent.locator('.pack-line-desc');
    expect(await description.getAttribute('title')).toBe(long.trim());
    // Two lines at most, and nothing wider than the phone.
    const box = await description.boundingBox();
    // Tent's is the first description on the page.
    const lineHeight = await page.evaluate<number>(
      "parseFloat(getComputedStyle(document.querySelector('.pack-line-desc')).lineHeight)",
    );
    expect(box?.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    const filter = lineRow(page, 'Filter');
    expect(await filter.locator('.pack-line-desc').innerText()).toBe(items[1]?.notes);
    expect(await filter.locator('b, script').count()).toBe(0);
    expect(await filter.getByRole('link').count()).toBe(0);
    await checkAxe(page);
  });

  it('marks one item of a bundle worn in this pack, the bundle staying one line', async () => {
    const page = await openSignedIn();
    const seeded = await seedLibrary(
      page.request,
      ['Clothing'],
      [
        { name: 'Jacket', grams: 300, category: 'Clothing' },
        { name: 'Socks', grams: 50, category: 'Clothing' },
      ],
    );
    const bundleId = await seedBundle(page.request, 'Walk kit', null, [
      [idOf(seeded, 'Jacket'), 1],
      [idOf(seeded, 'Socks'), 2],
    ]);
    const packId = await seedPack(page.request, 'Day walk');
    await seedLine(page.request, packId, { bundleId });
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    expect(await figure(page, 'Worn')).toBe('0 g');
    expect(await figure(page, 'Base weight')).toBe('400 g');

    await page.getByRole('button', { name: /^Walk kit, bundle of 2 items/ }).click();
    const jacketWorn = page.getByRole('button', { name: 'Worn: Jacket in Walk kit' });
    expect(await jacketWorn.getAttribute('aria-pressed')).toBe('false');
    await checkAxe(page);
    const saved = answered(page, 'PATCH', LINE);
    await jacketWorn.click();
    await expect.poll(() => figure(page, 'Worn')).toBe('300 g');
    expect((await saved).status()).toBe(200);
    expect(await figure(page, 'Base weight')).toBe('100 g');
    expect(await jacketWorn.getAttribute('aria-pressed')).toBe('true');
    expect(await shownLineNames(page)).toEqual(['Walk kit']);
    expect(await lineRow(page, 'Walk kit').locator('.worn-note').innerText()).toBe(
      '1 of 2 items worn',
    );
    const onServer = await readPack(page.request, packId);
    expect(onServer.totals).toMatchObject({ wornMg: 300_000, baseMg: 100_000 });

    // It stays so when the pack is opened again; the line's own mark then sets every item.
    await visit(page, `/packs/${packId}`, { waitFor: '.pack-side' });
    expect(await figure(page, 'Worn')).toBe('300 g');
    await page.getByRole('button', { name: 'Worn: Walk kit' }).click();
    await expect.poll(() => figure(page, 'Worn')).toBe('350 g');
    await page.getByRole('button', { name: /^Walk kit, bundle of 2 items/ }).click();
    expect(
      await page
        .getByRole('button', { name: 'Worn: Socks in Walk kit' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await checkAxe(page);
  });
});
