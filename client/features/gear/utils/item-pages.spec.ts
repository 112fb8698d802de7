import { describe, expect, it } from 'vitest';
import type { GearItem, GearItemPage } from '@client/lib/api/gear-types';
import {
  flattenPages,
  withItemChanges,
  withItemsAdded,
  withItemsRemoved,
  withItemsRestored,
} from './item-pages';

const item = (id: string, name = id): GearItem =>
  ({ id, name, retired: false, categoryId: null }) as GearItem;
const page = (items: GearItem[], offset: number, total: number): GearItemPage => ({
  items,
  total,
  limit: 2,
  offset,
});
const pages = [page([item('a'), item('b')], 0, 3), page([item('c')], 2, 3)];

describe('the loaded pages', () => {
  it('flatten to each item once, even when pages overlap for a moment', () => {
    const overlapping = [page([item('a'), item('b')], 0, 3), page([item('b'), item('c')], 2, 3)];
    expect(flattenPages(overlapping).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('take an added item on the first page, with the total grown on every page', () => {
    const next = withItemsAdded(pages, [item('new')]);
    expect(next?.map((p) => p.total)).toEqual([4, 4]);
    expect(next?.[0]?.items[0]?.id).toBe('new');
  });

  it('drop removed items, with the total shrunk by how many were there', () => {
    const next = withItemsRemoved(pages, ['b', 'c', 'unknown']);
    expect(flattenPages(next ?? []).map((i) => i.id)).toEqual(['a']);
    expect(next?.map((p) => p.total)).toEqual([1, 1]);
  });

  it('change one item and put several back as they were', () => {
    const renamed = withItemChanges(pages, 'a', { name: 'Tent', retired: true });
    expect(flattenPages(renamed ?? [])[0]).toMatchObject({ name: 'Tent', retired: true });
    const restored = withItemsRestored(renamed, [item('a')]);
    expect(flattenPages(restored ?? [])[0]).toMatchObject({ name: 'a', retired: false });
  });

  it('leave pages not loaded yet alone', () => {
    expect(withItemsAdded(undefined, [item('x')])).toBeUndefined();
  });
});
