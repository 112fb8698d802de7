import { describe, expect, it } from 'vitest';
import { orderTripPacks } from './trip-packs.js';

const link = (packId: string, position: number, isMain = false) => ({ packId, position, isMain });

describe('orderTripPacks', () => {
  it('reads the main pack first, then the rest in the user’s order', () => {
    expect(orderTripPacks([link('c', 2), link('b', 1, true), link('a', 0)])).toEqual([
      link('b', 1, true),
      link('a', 0),
      link('c', 2),
    ]);
  });

  it('makes the first pack left the main one when none is marked (its pack was deleted)', () => {
    expect(orderTripPacks([link('c', 2), link('b', 1)])).toEqual([
      link('b', 1, true),
      link('c', 2),
    ]);
    expect(orderTripPacks([])).toEqual([]);
  });
});
