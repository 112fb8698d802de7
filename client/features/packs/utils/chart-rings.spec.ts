import { describe, expect, it } from 'vitest';
import { knownPack } from './pack-fixture';
import { withTotals } from './pack-figures';
import { chartData, type ChartSlice } from './chart-data';
import { chartRings } from './chart-rings';

const RADII = { categories: { inner: 38, outer: 76 }, items: { inner: 80, outer: 112 } };

const slice = (name: string, valueMg: number, categoryName = name): ChartSlice => ({
  key: name,
  name,
  valueMg,
  color: '#336699',
  categoryName,
});

describe('the weight chart’s rings', () => {
  it('reads each category, then its lines, in the order they are drawn', () => {
    const rings = chartRings(chartData(withTotals(knownPack())), RADII);
    expect(rings.readingOrder.map((s) => `${s.ring}:${s.slice.name}`)).toEqual([
      'categories:Shelter',
      'items:Tent',
      'categories:Clothing',
      'items:Socks',
      'categories:Kitchen',
      'items:Cook kit',
      'categories:Uncategorized',
      'items:Fuel canister',
    ]);
    expect(rings.categories.every((s) => s.path.startsWith('M'))).toBe(true);
  });

  it('draws clockwise from 12 o’clock in the data’s order, not sorted by size', () => {
    const data = {
      categories: [slice('Small', 1), slice('Big', 3)],
      items: [slice('a', 1, 'Small'), slice('b', 3, 'Big')],
      totalMg: 4,
    };
    const [small, big] = chartRings(data, RADII).categories;
    // A quarter of the circle from the top: the small slice's middle is up and to the right.
    expect(small?.centroid[0]).toBeGreaterThan(0);
    expect(small?.centroid[1]).toBeLessThan(0);
    // The big one takes the rest, its middle on the left.
    expect(big?.centroid[0]).toBeLessThan(0);
  });
});
