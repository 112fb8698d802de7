import { describe, expect, it } from 'vitest';
import { clipRing, type Point } from './clip-lines';

describe('clipRing', () => {
  it('keeps a ring that lies wholly inside as one closed line', () => {
    const ring: Point[] = [
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 1],
    ];
    expect(clipRing(ring, 4, 4)).toEqual([ring]);
  });

  it('drops a ring that lies wholly outside', () => {
    expect(
      clipRing(
        [
          [-3, -1],
          [-1, -1],
          [-1, 5],
          [-3, -1],
        ],
        4,
        4,
      ),
    ).toEqual([]);
  });

  it('cuts a ring at the box’s edges into lines that end on them', () => {
    // A square crossing the box's east edge (x = 4): one line from the top crossing to the bottom.
    const ring: Point[] = [
      [2, 1],
      [6, 1],
      [6, 3],
      [2, 3],
      [2, 1],
    ];
    expect(clipRing(ring, 4, 4)).toEqual([
      [
        [4, 3],
        [2, 3],
        [2, 1],
        [4, 1],
      ],
    ]);
  });

  it('keeps two lines where a ring leaves and comes back', () => {
    const ring: Point[] = [
      [1, -2],
      [1, 6],
      [3, 6],
      [3, -2],
      [1, -2],
    ];
    expect(clipRing(ring, 4, 4)).toEqual([
      [
        [1, 0],
        [1, 4],
      ],
      [
        [3, 4],
        [3, 0],
      ],
    ]);
  });
});
