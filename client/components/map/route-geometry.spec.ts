import { describe, expect, it } from 'vitest';
import { nearestIndexOnLine, routeLineParts, type Point } from './route-geometry';

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

describe('the route point nearest the pointer on a route of several segments', () => {
  // Two pieces along y = 0: 0..20, then 60..80; the gap between 20 and 60 is no line.
  const pieces: Point[] = [
    [0, 0],
    [10, 0],
    [20, 0],
    [60, 0],
    [70, 0],
    [80, 0],
  ];

  it('never stands on the gap: a pointer beside it is nearest an end of a piece', () => {
    // Over the gap, near the second piece's start but off the line: the start, not the gap.
    expect(nearestIndexOnLine(pieces, [45, 1], [3])).toBe(3);
    expect(nearestIndexOnLine(pieces, [35, 1], [3])).toBe(2);
    // Just above the gap's middle, nearer the straight line than to any piece: joined, the
    // segment across the gap would win; apart, the nearer end does.
    const detour: Point[] = [
      [0, 0],
      [0, 50],
      [100, 50],
      [100, 0],
    ];
    expect(nearestIndexOnLine(detour, [50, 40])).toBe(1);
    expect(nearestIndexOnLine(detour, [48, 3], [2])).toBe(0);
    expect(nearestIndexOnLine(detour, [48, 3])).toBe(1);
  });

  it('takes a piece of one point as that point', () => {
    const lone: Point[] = [
      [0, 0],
      [10, 0],
      [50, 50],
      [90, 0],
      [100, 0],
    ];
    expect(nearestIndexOnLine(lone, [50, 45], [2, 3])).toBe(2);
    expect(
      nearestIndexOnLine(
        [
          [0, 0],
          [100, 100],
        ],
        [90, 90],
        [1],
      ),
    ).toBe(1);
  });
});

describe('the pieces the route line draws', () => {
  const keepPositive = (value: number) => (value >= 0 ? value : null);

  it('cuts the points at the segment starts, keeping the caller’s indexes', () => {
    expect(routeLineParts([0, 1, 2, 3, 4], [2, 4], keepPositive)).toEqual({
      pieces: [[0, 1], [2, 3], [4]],
      indexes: [0, 1, 2, 3, 4],
      starts: [2, 4],
    });
    expect(routeLineParts([0, 1, 2], undefined, keepPositive)).toEqual({
      pieces: [[0, 1, 2]],
      indexes: [0, 1, 2],
      starts: [],
    });
  });

  it('leaves out points off the world, and a piece with none left', () => {
    // Index 2 starts a piece but is dropped: the piece begins at 3. Indexes 4..5 (a piece) are
    // all dropped: no piece.
    expect(routeLineParts([0, 1, -1, 3, -1, -1, 6], [2, 4, 6], keepPositive)).toEqual({
      pieces: [[0, 1], [3], [6]],
      indexes: [0, 1, 3, 6],
      starts: [2, 3],
    });
    expect(routeLineParts([-1, -1], [1], keepPositive)).toEqual({
      pieces: [],
      indexes: [],
      starts: [],
    });
  });
});
