import { describe, expect, it } from 'vitest';

import { cleanSegmentStarts, segmentRanges, segmentStartsProblem } from './route-segments.js';

describe('segmentStartsProblem', () => {
  it('accepts ascending whole indices within 1..points - 1, and none', () => {
    expect(segmentStartsProblem([], 0)).toBeNull();
    expect(segmentStartsProblem([], 5)).toBeNull();
    expect(segmentStartsProblem([1, 3, 4], 5)).toBeNull();
  });

  it('refuses what is not a list of indices into the route', () => {
    expect(segmentStartsProblem('1,2', 5)).toBe('segmentStarts must be a list of point indices');
    expect(segmentStartsProblem([0], 5)).toBe(
      'segmentStarts[0] must be a whole number between 1 and 4 (an index into points)',
    );
    expect(segmentStartsProblem([2, 5], 5)).toMatch(/^segmentStarts\[1\] must be a whole number/);
    expect(segmentStartsProblem([1.5], 5)).toMatch(/^segmentStarts\[0\]/);
    expect(segmentStartsProblem(['2'], 5)).toMatch(/^segmentStarts\[0\]/);
    expect(segmentStartsProblem([1], 0)).toBe(
      'segmentStarts must be empty for a route of fewer than 2 points',
    );
  });

  it('refuses starts out of order or repeated', () => {
    const message = 'segmentStarts must be in ascending order, each index once';
    expect(segmentStartsProblem([3, 2], 5)).toBe(message);
    expect(segmentStartsProblem([2, 2], 5)).toBe(message);
  });
});

describe('segmentRanges', () => {
  it('cuts a route at its starts into [from, to) ranges', () => {
    expect(segmentRanges(6, [2, 5])).toEqual([
      [0, 2],
      [2, 5],
      [5, 6],
    ]);
    expect(segmentRanges(6)).toEqual([[0, 6]]);
    expect(segmentRanges(0, [])).toEqual([]);
  });

  it('ignores starts that do not fit the route rather than failing', () => {
    expect(cleanSegmentStarts(6, [0, 3, 3, 2, 6, 4.5, 5])).toEqual([3, 5]);
    expect(segmentRanges(3, [7])).toEqual([[0, 3]]);
  });
});
