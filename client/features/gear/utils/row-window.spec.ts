import { describe, expect, it } from 'vitest';
import { rowOffsets, visibleRange } from './row-window';

const heights = [44, 48, 48, 48, 44, 48];
const offsets = rowOffsets(heights, (height) => height);

describe('a list drawn in a window', () => {
  it('places each row after the ones above it and knows the whole height', () => {
    expect(offsets).toEqual([0, 44, 92, 140, 188, 232, 280]);
    expect(rowOffsets([], () => 48)).toEqual([0]);
  });

  it('shows the rows a stretch of the page overlaps, a row cut at either edge included', () => {
    expect(visibleRange(offsets, 0, 44, 0)).toEqual([0, 1]);
    expect(visibleRange(offsets, 50, 150, 0)).toEqual([1, 4]);
    expect(visibleRange(offsets, 92, 140, 0)).toEqual([2, 3]);
  });

  it('adds the overscan on both sides without leaving the list', () => {
    expect(visibleRange(offsets, 100, 120, 2)).toEqual([0, 5]);
    expect(visibleRange(offsets, 250, 1000, 1)).toEqual([4, 6]);
  });

  it('reaches the last row when the page is scrolled to the end', () => {
    const many = rowOffsets(
      Array.from({ length: 10_128 }, () => 48),
      (height) => height,
    );
    const end = 10_128 * 48;
    expect(visibleRange(many, end - 800, end, 12)).toEqual([10_128 - 17 - 12, 10_128]);
  });

  it('shows nothing when the list is out of view or empty', () => {
    expect(visibleRange(offsets, -900, -100, 3)).toEqual([0, 0]);
    expect(visibleRange(offsets, 300, 900, 3)).toEqual([0, 0]);
    expect(visibleRange([0], 0, 800, 3)).toEqual([0, 0]);
  });
});
