import { describe, expect, it } from 'vitest';
import { nearestIndexOnLine, type Point } from './route-geometry';

describe('the route point nearest the pointer', () => {
  const line: Point[] = [
    [0, 0],
    [10, 0],
    [20, 0],
    [30, 0],
  ];

  it('is null for no points and the only one for one', () => {
    expect(nearestIndexOnLine([], [1, 1])).toBeNull();
    expect(nearestIndexOnLine([[5, 5]], [100, -3])).toBe(0);
  });

  it('is the nearer end of the nearest segment', () => {
    expect(nearestIndexOnLine(line, [11, 2])).toBe(1);
    expect(nearestIndexOnLine(line, [16, -2])).toBe(2);
    expect(nearestIndexOnLine(line, [-5, 0])).toBe(0);
    expect(nearestIndexOnLine(line, [99, 40])).toBe(3);
  });

  it('picks the leg of a hairpin the pointer is on, not a nearer point of the other leg', () => {
    // Out along y = 0 to (100, 0), back along y = 6: the pointer is on the way back, at x = 40,
    // closer to the outward leg's point (50, 0) than to either point of the return leg.
    const hairpin: Point[] = [
      [0, 0],
      [50, 0],
      [100, 0],
      [100, 6],
      [0, 6],
    ];
    expect(nearestIndexOnLine(hairpin, [40, 5.5])).toBe(4);
    expect(nearestIndexOnLine(hairpin, [40, 0.5])).toBe(1);
  });

  it('copes with repeated points (a segment of no length)', () => {
    const repeated: Point[] = [
      [0, 0],
      [0, 0],
      [10, 0],
    ];
    expect(nearestIndexOnLine(repeated, [9, 1])).toBe(2);
    expect(nearestIndexOnLine(repeated, [-1, 0])).toBe(0);
  });
});
