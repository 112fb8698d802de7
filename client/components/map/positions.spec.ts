import { describe, expect, it } from 'vitest';
import { formatPosition, savedPosition } from './positions';

describe('a position', () => {
  it('is kept as it is within the bounds', () => {
    expect(savedPosition({ latitude: 54, longitude: -3 })).toEqual({ latitude: 54, longitude: -3 });
    expect(savedPosition({ latitude: -90, longitude: 180 })).toEqual({
      latitude: -90,
      longitude: 180,
    });
    expect(savedPosition({ latitude: 90, longitude: -180 })).toEqual({
      latitude: 90,
      longitude: -180,
    });
  });

  it('has its longitude wrapped into -180..180 when the map has been panned round the world', () => {
    expect(savedPosition({ latitude: 10, longitude: 183.5 })?.longitude).toBeCloseTo(-176.5);
    expect(savedPosition({ latitude: 10, longitude: -361 })?.longitude).toBeCloseTo(-1);
    expect(savedPosition({ latitude: 10, longitude: 540 })?.longitude).toBe(180);
  });

  it('is no position past a pole or when not a number', () => {
    expect(savedPosition({ latitude: 91, longitude: 0 })).toBeNull();
    expect(savedPosition({ latitude: Number.NaN, longitude: 0 })).toBeNull();
    expect(savedPosition({ latitude: 0, longitude: Number.POSITIVE_INFINITY })).toBeNull();
  });

  it('is wrapped exactly, one world away, and kept at the antimeridian', () => {
    expect(savedPosition({ latitude: 54, longitude: 183.5 })).toEqual({
      latitude: 54,
      longitude: -176.5,
    });
    expect(savedPosition({ latitude: 54, longitude: 180 })).toEqual({
      latitude: 54,
      longitude: 180,
    });
  });

  it('reads as degrees north or south and east or west, to five decimals', () => {
    expect(formatPosition({ latitude: 54.123456, longitude: -3 })).toBe('54.12346° N, 3.00000° W');
    expect(formatPosition({ latitude: -33.9, longitude: 18.42 })).toBe('33.90000° S, 18.42000° E');
  });
});
