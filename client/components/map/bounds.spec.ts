import { describe, expect, it } from 'vitest';
import { boundsOf, type MapPosition } from './bounds';

describe('the bounds the map fits to', () => {
  it('is the box round the positions', () => {
    expect(
      boundsOf([
        { latitude: 54, longitude: -3 },
        { latitude: 55.5, longitude: -4.25 },
        { latitude: 53, longitude: -2 },
      ]),
    ).toEqual([
      [53, -4.25],
      [55.5, -2],
    ]);
  });

  it('is one point for one position', () => {
    expect(boundsOf([{ latitude: 54, longitude: -3 }])).toEqual([
      [54, -3],
      [54, -3],
    ]);
  });

  it.each<[string, unknown]>([
    ['no positions', []],
    ['null', null],
    ['undefined', undefined],
    ['NaN', [{ latitude: Number.NaN, longitude: 0 }]],
    ['infinity', [{ latitude: 0, longitude: Number.POSITIVE_INFINITY }]],
    ['a latitude past the pole', [{ latitude: 90.5, longitude: 0 }]],
    ['a longitude past 180', [{ latitude: 0, longitude: 190 }]],
    ['a string', [{ latitude: '54', longitude: -3 }]],
    ['a missing longitude', [{ latitude: 54 }]],
    ['null in the list', [null]],
    [
      'one bad among good',
      [
        { latitude: 54, longitude: -3 },
        { latitude: 91, longitude: -3 },
      ],
    ],
  ])('is invalid (null) for %s', (_, positions) => {
    expect(boundsOf(positions as MapPosition[])).toBeNull();
  });

  it('accepts the edges of the world', () => {
    expect(
      boundsOf([
        { latitude: -90, longitude: -180 },
        { latitude: 90, longitude: 180 },
      ]),
    ).toEqual([
      [-90, -180],
      [90, 180],
    ]);
  });
});
