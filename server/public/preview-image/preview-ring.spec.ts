import { describe, expect, it } from 'vitest';
import { MAX_RING_SLICES, OTHER_COLOR, ringPaths, ringSlices, safeColor } from './preview-ring.js';

const category = (name: string, baseMg: number, color = '#2f855a') => ({ name, color, baseMg });

describe('ringSlices', () => {
  it('orders the categories heaviest first, their shares adding up to 1', () => {
    const slices = ringSlices([
      category('Sleep', 300),
      category('Shelter', 600),
      category('Kit', 100),
    ]);
    expect(slices.map(({ name }) => name)).toEqual(['Shelter', 'Sleep', 'Kit']);
    expect(slices.map(({ share }) => share)).toEqual([0.6, 0.3, 0.1]);
  });

  it('leaves out categories without base weight, and answers [] for a pack without any', () => {
    expect(ringSlices([category('Worn', 0), category('Food', 0)])).toEqual([]);
    expect(ringSlices([category('Worn', 0), category('Sleep', 5)]).map(({ name }) => name)).toEqual(
      ['Sleep'],
    );
  });

  it('keeps equal weights in the pack’s order', () => {
    const slices = ringSlices([category('B', 5), category('A', 5)]);
    expect(slices.map(({ name }) => name)).toEqual(['B', 'A']);
  });

  it('gathers the lightest into one grey "Other" past the most slices drawn', () => {
    const categories = Array.from({ length: 20 }, (_, i) => category(`C${i}`, 100 - i));
    const slices = ringSlices(categories);
    expect(slices).toHaveLength(MAX_RING_SLICES);
    const other = slices.at(-1);
    expect(other?.name).toBeNull();
    expect(other?.color).toBe(OTHER_COLOR);
    // C11 .. C19: 89 + 88 + ... + 81
    expect(other?.baseMg).toBe(765);
    expect(slices.reduce((sum, { share }) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('draws exactly MAX_RING_SLICES categories without an "Other"', () => {
    const slices = ringSlices(
      Array.from({ length: MAX_RING_SLICES }, (_, i) => category(`C${i}`, 1)),
    );
    expect(slices.every(({ name }) => name !== null)).toBe(true);
  });

  it('takes only #rrggbb colours (lower-cased); anything else is grey', () => {
    expect(safeColor('#2F855A')).toBe('#2f855a');
    expect(safeColor('red;background:url(x)')).toBe(OTHER_COLOR);
    expect(ringSlices([category('X', 1, 'url(#x)')])[0]?.color).toBe(OTHER_COLOR);
  });
});

describe('ringPaths', () => {
  const geometry = { cx: 100, cy: 100, outer: 90, inner: 60 };

  it('draws a slice from 12 o’clock clockwise: a quarter ends at 3 o’clock', () => {
    const [quarter] = ringPaths(
      [
        { name: 'A', color: '#000000', baseMg: 1, share: 0.25 },
        { name: 'B', color: '#000000', baseMg: 3, share: 0.75 },
      ],
      geometry,
    );
    expect(quarter).toBe('M100 10 A90 90 0 0 1 190 100 L160 100 A60 60 0 0 0 100 40 Z');
  });

  it('uses the large arc for a slice past half the ring', () => {
    const paths = ringPaths(
      [
        { name: 'A', color: '#000000', baseMg: 3, share: 0.75 },
        { name: 'B', color: '#000000', baseMg: 1, share: 0.25 },
      ],
      geometry,
    );
    expect(paths[0]).toContain('A90 90 0 1 1');
    expect(paths[1]).toContain('A90 90 0 0 1');
  });

  it('draws the whole ring as two halves (an arc cannot end where it starts)', () => {
    const [whole] = ringPaths([{ name: 'A', color: '#000000', baseMg: 1, share: 1 }], geometry);
    expect(whole?.match(/M/g)).toHaveLength(2);
    expect(whole).toContain('A90 90 0 0 1 100 190');
  });
});
