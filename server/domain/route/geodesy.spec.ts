import { describe, expect, it } from 'vitest';

import { distanceM, GREAT_CIRCLE_ERROR, greatCircleM, localFrame } from './geodesy.js';

/** Degrees, minutes and seconds to decimal degrees (the sign of the degrees applies to all). */
const dms = (degrees: number, minutes: number, seconds: number) =>
  Math.sign(degrees) * (Math.abs(degrees) + minutes / 60 + seconds / 3600);

describe('distanceM', () => {
  it("gives Vincenty's worked example, Flinders Peak to Buninyong, to the millimetre", () => {
    // Vincenty (1975) and Geoscience Australia's worked example: 54,972.271 m.
    const flindersPeak = { latitude: dms(-37, 57, 3.7203), longitude: dms(144, 25, 29.5244) };
    const buninyong = { latitude: dms(-37, 39, 10.1561), longitude: dms(143, 55, 35.3839) };
    expect(Math.abs(distanceM(flindersPeak, buninyong) - 54_972.271)).toBeLessThan(0.001);
  });

  it('measures on the ellipsoid: a degree along the equator and the meridian quadrant', () => {
    // a x pi / 180 with a = 6,378,137 m; the quadrant of WGS 84 is 10,001,965.729 m.
    const equatorDegree = distanceM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    expect(equatorDegree).toBeCloseTo(111_319.491, 3);
    const quadrant = distanceM({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 });
    expect(quadrant).toBeCloseTo(10_001_965.729, 3);
  });

  it('measures London to Paris close to the sphere and the same both ways', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const there = distanceM(london, paris);
    expect(there).toBeCloseTo(distanceM(paris, london), 6);
    expect(there).toBeGreaterThan(343_000);
    expect(there).toBeLessThan(345_000);
    expect(Math.abs(there / greatCircleM(london, paris) - 1)).toBeLessThan(0.005);
  });

  it('answers nearly antipodal points, where Vincenty iterates without converging', () => {
    const d = distanceM({ latitude: 0, longitude: 0 }, { latitude: 0.5, longitude: 179.5 });
    expect(d).toBeCloseTo(19_936_288.579, 2);
    // Exactly antipodal on the equator: the geodesic runs over a pole, half the meridian ellipse.
    const half = distanceM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(half).toBeCloseTo(20_003_931.459, 2);
  });

  it('takes the short way across the antimeridian and answers 0 for one point', () => {
    const d = distanceM({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 });
    expect(d).toBeCloseTo(0.2 * 111_319.491, 0);
    expect(distanceM({ latitude: 46, longitude: 7 }, { latitude: 46, longitude: 7 })).toBe(0);
  });
});

describe('localFrame', () => {
  it('places nearby points in metres east and north of the origin, across the antimeridian too', () => {
    const origin = { latitude: 60, longitude: 179.99 };
    const frame = localFrame(origin);
    const north = { x: frame.x(179.99), y: frame.y(60.01) };
    const east = { x: frame.x(-179.99), y: frame.y(60) };
    const trueNorth = distanceM(origin, { latitude: 60.01, longitude: 179.99 });
    const trueEast = distanceM(origin, { latitude: 60, longitude: -179.99 });
    expect(north.x).toBeCloseTo(0, 6);
    expect(Math.abs(north.y / trueNorth - 1)).toBeLessThan(0.01);
    expect(Math.abs(east.x / trueEast - 1)).toBeLessThan(0.01);
  });
});

describe('greatCircleM', () => {
  it.each([
    ['a few metres', { latitude: 45, longitude: 6 }, { latitude: 45.00003, longitude: 6.00002 }],
    ['500 m north', { latitude: 54.4, longitude: -3.1 }, { latitude: 54.4045, longitude: -3.1 }],
    ['along the equator', { latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 }],
    ['near the pole', { latitude: 89.99, longitude: 0 }, { latitude: 89.98, longitude: 90 }],
    [
      'across the antimeridian',
      { latitude: -40, longitude: 179.9 },
      { latitude: -40, longitude: -179.9 },
    ],
    ['a continent', { latitude: 60, longitude: -150 }, { latitude: -30, longitude: 20 }],
  ])('is within GREAT_CIRCLE_ERROR of the geodesic: %s', (_name, a, b) => {
    const geodesic = distanceM(a, b);
    expect(Math.abs(greatCircleM(a, b) - geodesic)).toBeLessThanOrEqual(
      geodesic * GREAT_CIRCLE_ERROR,
    );
  });
});
