import { describe, expect, it } from 'vitest';
import { distanceM } from './geodesy.js';
import { linesApproachM, type LinePoint } from './lines-approach.js';

describe('linesApproachM', () => {
  // A planned route due east from Aviemore, 5 km.
  const planned: LinePoint[] = [
    [57.19, -3.83],
    [57.19, -3.79],
    [57.19, -3.75],
  ];

  it('is zero where the lines cross, between their vertices', () => {
    const walked: LinePoint[] = [
      [57.18, -3.77],
      [57.2, -3.77],
    ];
    expect(linesApproachM(walked, planned)).toBe(0);
  });

  it('measures a parallel line from its vertices to the other’s stretches, both ways', () => {
    // 1 km north, over the middle of the route only.
    const north: LinePoint[] = [
      [57.199, -3.8],
      [57.199, -3.78],
    ];
    const expected = distanceM(
      { latitude: 57.199, longitude: -3.79 },
      { latitude: 57.19, longitude: -3.79 },
    );
    expect(linesApproachM(north, planned)).toBeCloseTo(expected, -1);
    expect(linesApproachM(planned, north)).toBeCloseTo(expected, -1);
  });

  it('takes a single point (a trip’s place) and answers Infinity for nothing', () => {
    const place: LinePoint[] = [[57.2, -3.79]];
    expect(linesApproachM(place, planned)).toBeCloseTo(
      distanceM({ latitude: 57.2, longitude: -3.79 }, { latitude: 57.19, longitude: -3.79 }),
      -1,
    );
    expect(linesApproachM(planned, place)).toBeCloseTo(linesApproachM(place, planned), 3);
    expect(linesApproachM([], planned)).toBe(Infinity);
    expect(linesApproachM(planned, [])).toBe(Infinity);
  });

  it('is far for a line in another country', () => {
    const alps: LinePoint[] = [
      [46.5, 7.9],
      [46.6, 8.0],
    ];
    expect(linesApproachM(alps, planned)).toBeGreaterThan(1_000_000);
  });
});
