import { describe, expect, it } from 'vitest';
import type { PackDetail, PackLine } from '@client/features/packs/api/types';
import { CLOTHING, KITCHEN, SHELTER, knownPack } from './pack-fixture';
import {
  layoutOf,
  sameLayout,
  sortedByWeight,
  withCategoryMoved,
  withLayout,
  withLineChanges,
  withLineMoved,
  withLineRemoved,
  withLineReplaced,
  withLineRestored,
} from './pack-edits';
import { withTotals } from './pack-figures';

const pack = () => withTotals(knownPack());
const ids = (p: PackDetail) => p.lines.map((line) => line.id);

/** Two more shelter lines: stakes (10 g x 8) and a groundsheet (95 g). */
function biggerShelter(): PackDetail {
  const base = pack();
  const tent = base.lines[0] as PackLine & { item: NonNullable<PackLine['item']> };
  const extra = (id: string, weightMg: number, quantity: number): PackLine => ({
    ...tent,
    id,
    quantity,
    item: { ...tent.item, name: id, weightMg },
  });
  return withTotals({
    ...base,
    lines: [extra('stakes', 10_000, 8), ...base.lines, extra('groundsheet', 95_000, 1)],
  });
}

describe('a change made before the server answers', () => {
  it('moves the totals with the quantity and the flags', () => {
    const more = withLineChanges(pack(), 'socks', { quantity: 4 });
    expect(more.totals).toMatchObject({ totalMg: 1_341_000, wornMg: 60_000, baseMg: 1_181_000 });
    const unworn = withLineChanges(pack(), 'socks', { worn: false });
    expect(unworn.totals).toMatchObject({ wornMg: 0, baseMg: 1_181_000, packWeightMg: 1_281_000 });
    const eaten = withLineChanges(pack(), 'tent', { consumable: true });
    expect(eaten.totals.consumableMg).toBe(950_000);
  });

  it('marks one item of a bundle line, and the line’s own mark sets every item again', () => {
    const potWorn = withLineChanges(pack(), 'kit', { entry: { gearItemId: 'pot', worn: true } });
    const kit = potWorn.lines.find((line) => line.id === 'kit');
    expect(kit?.bundle?.items.map((item) => item.worn)).toEqual([true, false]);
    expect(kit).not.toHaveProperty('entry');
    expect(potWorn.totals.wornMg).toBe(pack().totals.wornMg + 120_000);
    const allWorn = withLineChanges(potWorn, 'kit', { worn: true });
    const items = allWorn.lines.find((line) => line.id === 'kit')?.bundle?.items;
    expect(items?.map((item) => item.worn)).toEqual([true, true]);
    const none = withLineChanges(allWorn, 'kit', { worn: false });
    expect(none.totals.wornMg).toBe(pack().totals.wornMg);
  });

  it('takes the server’s line but keeps the category it shows in', () => {
    const socks = pack().lines[1]!;
    const saved = { ...socks, quantity: 2, categoryId: KITCHEN };
    const next = withLineReplaced(pack(), saved);
    expect(next.lines[1]).toMatchObject({ id: 'socks', quantity: 2, categoryId: CLOTHING });
    expect(next.totals.byCategory[1]?.totalMg).toBe(120_000);
  });

  it('removes a line and its weight', () => {
    const next = withLineRemoved(pack(), 'tent');
    expect(ids(next)).toEqual(['socks', 'kit', 'fuel']);
    expect(next.totals.totalMg).toBe(431_000);
    expect(next.categories.map((c) => c.categoryId)).toEqual([CLOTHING, KITCHEN, null]);
  });
});

describe('the layout', () => {
  it('is the categories and lines in the order shown', () => {
    expect(layoutOf(pack())).toEqual({
      categoryOrder: [SHELTER, CLOTHING, KITCHEN, null],
      lineOrder: ['tent', 'socks', 'kit', 'fuel'],
    });
  });

  it('moves a category, its lines going with it', () => {
    const layout = withCategoryMoved(pack(), 3, 0);
    expect(layout.categoryOrder).toEqual([null, SHELTER, CLOTHING, KITCHEN]);
    const next = withLayout(pack(), layout);
    expect(ids(next)).toEqual(['fuel', 'tent', 'socks', 'kit']);
    expect(next.totals.byCategory.map((c) => c.categoryId)).toEqual([
      null,
      SHELTER,
      CLOTHING,
      KITCHEN,
    ]);
  });

  it('moves a line within its category only', () => {
    const shelter = biggerShelter();
    expect(ids(shelter)).toEqual(['stakes', 'tent', 'groundsheet', 'socks', 'kit', 'fuel']);
    const layout = withLineMoved(shelter, SHELTER, 2, 0);
    expect(layout.lineOrder).toEqual(['groundsheet', 'stakes', 'tent', 'socks', 'kit', 'fuel']);
    expect(ids(withLayout(shelter, layout))).toEqual(layout.lineOrder);
  });

  it('sorts each category heaviest first by line total, categories staying put', () => {
    const shelter = biggerShelter();
    const layout = sortedByWeight(shelter);
    // Tent 850 g, groundsheet 95 g, stakes 8 x 10 g = 80 g.
    expect(layout.lineOrder).toEqual(['tent', 'groundsheet', 'stakes', 'socks', 'kit', 'fuel']);
    expect(layout.categoryOrder).toEqual(layoutOf(shelter).categoryOrder);
    expect(sameLayout(layout, layoutOf(withLayout(shelter, layout)))).toBe(true);
    expect(sameLayout(layout, layoutOf(shelter))).toBe(false);
  });
});

describe('undoing a removal', () => {
  it('puts the line added back where the removed one was, its category too', () => {
    const before = layoutOf(pack());
    const removed = withLineRemoved(pack(), 'socks');
    const socks = pack().lines[1]!;
    // The server adds it back last, as a new line.
    const readded = withTotals({
      ...removed,
      categories: [...removed.categories, pack().categories[1]!],
      lines: [...removed.lines, { ...socks, id: 'socks-again' }],
    });
    expect(ids(readded)).toEqual(['tent', 'kit', 'fuel', 'socks-again']);
    const layout = withLineRestored(readded, before, 'socks', 'socks-again');
    expect(layout).toEqual({
      categoryOrder: [SHELTER, CLOTHING, KITCHEN, null],
      lineOrder: ['tent', 'socks-again', 'kit', 'fuel'],
    });
  });

  it('keeps lines and categories that came or went meanwhile', () => {
    const before = layoutOf(pack());
    const now = withLineRemoved(pack(), 'tent');
    const layout = withLineRestored(now, before, 'gone', 'new');
    expect(layout).toEqual({
      categoryOrder: [CLOTHING, KITCHEN, null],
      lineOrder: ['socks', 'kit', 'fuel'],
    });
  });
});
