import { describe, expect, it } from 'vitest';
import { chartFromSections, shade, shareText, type ChartSlice } from './chart-data';
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
    const section = (name: string, line: string, valueMg: number) => ({
      key: name,
      name,
      color: '#336699',
      totalMg: valueMg,
      lines: [{ key: line, name: line, valueMg }],
    });
    const data = chartFromSections(
      [
        section('Shelter', 'Tent', 850_000),
        section('Clothing', 'Socks', 180_000),
        section('Empty', 'Nothing', 0),
        section('Kitchen', 'Cook kit', 151_000),
        section('Uncategorized', 'Fuel canister', 100_000),
      ],
      1_281_000,
    );
    const rings = chartRings(data, RADII);
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

describe('the weight chart’s data', () => {
  it('tints a category’s colour for its lines', () => {
    expect(shade('#336699', 0)).toBe('#336699');
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -1)).toBe('#000000');
    expect(shade('not a colour', 0.5)).toBe('not a colour');
  });

  it('gives shares in whole percent, a sliver as <1 %', () => {
    expect([shareText(1, 3), shareText(1, 1000), shareText(0, 0)]).toEqual(['33 %', '<1 %', '0 %']);
  });
});
