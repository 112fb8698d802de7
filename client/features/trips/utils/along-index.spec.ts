import { describe, expect, it } from 'vitest';
import { indexNearestAlong } from './along-index';

describe('the sample nearest a distance along the route', () => {
  it('is the closer of the two around it, clamped to the ends', () => {
    const alongs = [0, 100, 250, 250, 600];
    expect(indexNearestAlong(alongs, 40)).toBe(0);
    expect(indexNearestAlong(alongs, 60)).toBe(1);
    expect(indexNearestAlong(alongs, 420)).toBe(3);
    expect(indexNearestAlong(alongs, 430)).toBe(4);
    expect(indexNearestAlong(alongs, -5)).toBe(0);
    expect(indexNearestAlong(alongs, 9_999)).toBe(4);
    expect(indexNearestAlong([], 10)).toBeNull();
  });
});
