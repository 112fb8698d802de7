import { describe, expect, it } from 'vitest';
import { formatPosition, savedPosition } from './positions';

describe('positions on the trip map', () => {
  it('wrap a longitude one world away back into -180..180, and refuse what is not a position', () => {
    expect(savedPosition({ latitude: 54, longitude: 183.5 })).toEqual({
      latitude: 54,
      longitude: -176.5,
    });
    expect(savedPosition({ latitude: 54, longitude: 180 })).toEqual({
      latitude: 54,
      longitude: 180,
    });
    expect(savedPosition({ latitude: 91, longitude: 0 })).toBeNull();
    expect(savedPosition({ latitude: Number.NaN, longitude: 0 })).toBeNull();
  });

  it('are written with their hemispheres to five decimals', () => {
    expect(formatPosition({ latitude: 54.123456, longitude: -3 })).toBe('54.12346° N, 3.00000° W');
  });
});
