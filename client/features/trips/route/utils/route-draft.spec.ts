import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '@domain/route/route-profile';
import { startsAfter, type RouteDraft } from './route-draft';

const line = (count: number): RoutePoint[] =>
  Array.from({ length: count }, (_, i): RoutePoint => [54, -3 + i / 100, null]);

describe('startsAfter', () => {
  const draft: RouteDraft = { points: line(6), segmentStarts: [3] };

  it('keeps the breaks when a point is added at the end or moved', () => {
    expect(startsAfter(draft, line(7), { type: 'add', index: 6, byKeyboard: false })).toEqual([3]);
    expect(startsAfter(draft, line(6), { type: 'move', index: 4, byKeyboard: true })).toEqual([3]);
  });

  it('moves a break back by one when a point before it is removed, and not for one after it', () => {
    expect(startsAfter(draft, line(5), { type: 'remove', index: 1, byKeyboard: false })).toEqual([
      2,
    ]);
    expect(startsAfter(draft, line(5), { type: 'remove', index: 4, byKeyboard: false })).toEqual([
      3,
    ]);
  });

  it('drops a break that no longer starts a segment of its own', () => {
    const short: RouteDraft = { points: line(3), segmentStarts: [2] };
    // Removing the last point leaves the break at the end of the route: nothing after it.
    expect(startsAfter(short, line(2), { type: 'remove', index: 2, byKeyboard: false })).toEqual(
      [],
    );
    // Removing the first point of the first segment: the break would start at 1, still a segment.
    expect(startsAfter(short, line(2), { type: 'remove', index: 0, byKeyboard: false })).toEqual([
      1,
    ]);
  });
});
