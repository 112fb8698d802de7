import { describe, expect, it } from 'vitest';
import { fitToSquare, keptSegmentStarts, mercator, pathOf, unwrapLongitudes } from './preview-path';

describe('Web Mercator on a unit world', () => {
  it('puts (0, 0) in the middle and the antimeridian at the edges', () => {
    expect(mercator([0, 0])).toEqual([0.5, 0.5]);
    expect(mercator([0, -180])[0]).toBe(0);
    expect(mercator([0, 180])[0]).toBe(1);
  });

  it('agrees with the map’s tile rows (north is up, latitudes stretch towards the poles)', () => {
    // Latitude 54 at zoom 12 is in tile row 1,315 (what test/browser/map-support.ts's tileRow gives).
    expect(Math.floor(mercator([54, -3])[1] * 2 ** 12)).toBe(1315);
    const [, y60] = mercator([60, 0]);
    const [, y30] = mercator([30, 0]);
    expect(y60).toBeLessThan(y30);
    expect(0.5 - y60).toBeGreaterThan(2 * (0.5 - y30));
  });

  it('clamps the poles instead of reaching infinity', () => {
    expect(Number.isFinite(mercator([90, 0])[1])).toBe(true);
    expect(mercator([90, 0])[1]).toBeCloseTo(0, 6);
  });
});

describe('unwrapping longitudes', () => {
  it('keeps a route over the antimeridian continuous', () => {
    expect(
      unwrapLongitudes([
        [0, 179.9],
        [0, -179.9],
        [0, -179.7],
      ]),
    ).toEqual([
      [0, 179.9],
      [0, 180.1],
      [0, 180.3],
    ]);
  });

  it('leaves an ordinary route alone', () => {
    const route = [
      [54, -3],
      [54.1, -2.9],
    ] as const;
    expect(unwrapLongitudes(route)).toEqual(route);
  });
});

describe('fitting a route into a square', () => {
  it('fills the square along the longer side and centres the other', () => {
    // Due east along the equator: wide, no height.
    const fitted = fitToSquare(
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
      100,
      10,
    );
    expect(fitted).toEqual([
      [10, 50],
      [50, 50],
      [90, 50],
    ]);
  });

  it('keeps the shape: north is up and a square stays square', () => {
    const fitted = fitToSquare(
      [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
      64,
      4,
    );
    const [start, corner, end] = fitted;
    expect(start?.[1]).toBeCloseTo(corner?.[1] ?? NaN, 6);
    expect(end?.[1]).toBeLessThan(corner?.[1] ?? NaN);
    // Near the equator one degree north is about one degree east.
    expect((corner?.[0] ?? 0) - (start?.[0] ?? 0)).toBeCloseTo(
      (corner?.[1] ?? 0) - (end?.[1] ?? 0),
      0,
    );
    for (const [x, y] of fitted) {
      expect(x).toBeGreaterThanOrEqual(4);
      expect(x).toBeLessThanOrEqual(60);
      expect(y).toBeGreaterThanOrEqual(4);
      expect(y).toBeLessThanOrEqual(60);
    }
  });

  it('puts one place, or a route that never moves, in the middle', () => {
    expect(fitToSquare([[54, -3]], 64, 6)).toEqual([[32, 32]]);
    expect(
      fitToSquare(
        [
          [54, -3],
          [54, -3],
        ],
        64,
        6,
      ),
    ).toEqual([
      [32, 32],
      [32, 32],
    ]);
  });

  it('drops points outside the world and gives nothing for no points', () => {
    expect(fitToSquare([], 64, 6)).toEqual([]);
    expect(
      fitToSquare(
        [
          [95, 0],
          [0, Number.NaN],
        ],
        64,
        6,
      ),
    ).toEqual([]);
    expect(
      fitToSquare(
        [
          [95, 0],
          [10, 10],
        ],
        64,
        6,
      ),
    ).toEqual([[32, 32]]);
  });

  it('draws a route over the antimeridian as a short line, not across the world', () => {
    const fitted = fitToSquare(
      [
        [-17, 179.8],
        [-17, -179.8],
      ],
      100,
      10,
    );
    expect(fitted).toEqual([
      [10, 50],
      [90, 50],
    ]);
  });
});

describe('the path of a preview', () => {
  it('moves to the first point and draws lines to the rest', () => {
    expect(
      pathOf([
        [1, 2],
        [3.5, 4],
        [5, 6],
      ]),
    ).toBe('M1 2L3.5 4L5 6');
    expect(pathOf([])).toBe('');
  });
});

describe('an outline of several segments', () => {
  it('starts a new piece of the path at each segment start', () => {
    const points: [number, number][] = [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ];
    expect(pathOf(points, [2])).toBe('M1 2L3 4M5 6L7 8');
    expect(pathOf(points)).toBe('M1 2L3 4L5 6L7 8');
  });

  it('moves the starts past the points fitToSquare leaves out', () => {
    const preview: [number, number][] = [
      [57, -3],
      [99, 0],
      [57.1, -3],
      [57.2, -3],
      [57.3, -3],
    ];
    // Point 1 is off the world: kept points 0, 2, 3, 4 become 0, 1, 2, 3.
    expect(keptSegmentStarts(preview, [1, 3])).toEqual([1, 2]);
    expect(keptSegmentStarts(preview, [2, 3])).toEqual([1, 2]);
    // A start before every kept point, or after them all, splits nothing.
    expect(keptSegmentStarts([[99, 0], ...preview.slice(2)], [1])).toEqual([]);
    expect(keptSegmentStarts([...preview.slice(0, 1), [99, 0]], [1])).toEqual([]);
  });
});
