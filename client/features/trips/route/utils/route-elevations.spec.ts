import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '@domain/route/route-profile';
import { positionKey, positionsToAsk, withElevations, withFound } from './route-elevations';

const A: RoutePoint = [54.5, -3.06, null];
const B: RoutePoint = [54.5, -3.05, null];
const C: RoutePoint = [54.5, -3.04, 812];

describe('the heights of a route being drawn', () => {
  it('asks once for each position without a height, not found and not being asked for', () => {
    const found = new Map([[positionKey(54.5, -3.06), 900]]);
    expect(positionsToAsk([A, B, C, B], found, new Set())).toEqual([
      { latitude: 54.5, longitude: -3.05 },
    ]);
    expect(positionsToAsk([A, B, C], found, new Set([positionKey(54.5, -3.05)]))).toEqual([]);
  });

  it('keeps the heights a lookup found, and the same map when it found none', () => {
    const none = new Map<string, number>();
    const asked = [
      { latitude: 54.5, longitude: -3.06 },
      { latitude: 54.5, longitude: -3.05 },
    ];
    const found = withFound(none, asked, [900, null]);
    expect([...found]).toEqual([[positionKey(54.5, -3.06), 900]]);
    expect(withFound(found, asked, [null, null])).toBe(found);
  });

  it('fills the points at a found position that have no height, leaving the rest', () => {
    const found = new Map([
      [positionKey(54.5, -3.05), 1000],
      [positionKey(54.5, -3.04), 1],
    ]);
    expect(withElevations([A, B, C], found)).toEqual([A, [54.5, -3.05, 1000], C]);
    const untouched = [A, C];
    expect(withElevations(untouched, found)).toBe(untouched);
  });

  it('fills nothing for a point undone before its height came, and fills it when redone', () => {
    // The undo history's steps: B added, then undone while its height was being asked for.
    const steps: readonly RoutePoint[][] = [[A], [A, B]];
    const found = withFound(new Map(), [{ latitude: 54.5, longitude: -3.05 }], [1000]);
    const undone = steps[0]!;
    expect(withElevations(undone, found)).toBe(undone);
    expect(withElevations(steps[1]!, found)).toEqual([A, [54.5, -3.05, 1000]]);
    // The history's own step is left as it was.
    expect(steps[1]).toEqual([A, B]);
    // A point moved elsewhere is a new position: the old one's height does not follow it.
    expect(withElevations([A, [54.5, -3.055, null]], found)).toEqual([A, [54.5, -3.055, null]]);
  });
});
