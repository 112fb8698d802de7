import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { mercator, OUTLINE_MAX_POINTS, routeOutline } from './preview-route.js';

const box = { width: 400, height: 400, padding: 20 };

/** The coordinates of a path's points. */
const coordinates = (path: string): [number, number][] =>
  [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('mercator', () => {
  it('puts 0,0 in the middle of the world, north up', () => {
    expect(mercator(0, 0)).toEqual([0.5, 0.5]);
    expect(mercator(60, 0)[1]).toBeLessThan(0.5);
    expect(mercator(0, 90)[0]).toBe(0.75);
  });
});

describe('routeOutline', () => {
  it('fits a west–east line across the box within the padding, centred in height', () => {
    const [path] = routeOutline(
      [
        [46, 7, null],
        [46, 8, null],
      ],
      [],
      box,
    );
    expect(coordinates(path ?? '')).toEqual([
      [20, 200],
      [380, 200],
    ]);
  });

  it('keeps north up and the shape: a north–south line fills the height, centred in width', () => {
    const [path] = routeOutline(
      [
        [46, 7, null],
        [47, 7, null],
      ],
      [],
      box,
    );
    const [start, end] = coordinates(path ?? '');
    expect(start).toEqual([200, 380]);
    expect(end).toEqual([200, 20]);
  });

  it('draws each segment as its own path (no line across the gap)', () => {
    const points: RoutePoint[] = [
      [46, 7, null],
      [46.1, 7.1, null],
      [46.5, 7.5, null],
      [46.6, 7.6, null],
    ];
    const paths = routeOutline(points, [2], box);
    expect(paths).toHaveLength(2);
    expect(paths.every((path) => coordinates(path).length === 2)).toBe(true);
  });

  it('simplifies a long route to at most OUTLINE_MAX_POINTS points', () => {
    const points: RoutePoint[] = Array.from({ length: 20_000 }, (_, i) => [
      46 + Math.sin(i / 300) * 0.1,
      7 + i / 20_000,
      null,
    ]);
    const [path] = routeOutline(points, [], box);
    const drawn = coordinates(path ?? '');
    expect(drawn.length).toBeLessThanOrEqual(OUTLINE_MAX_POINTS);
    expect(drawn.length).toBeGreaterThan(50);
    for (const [x, y] of drawn) {
      expect(x).toBeGreaterThanOrEqual(20);
      expect(x).toBeLessThanOrEqual(380);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(380);
    }
  });

  it('thins out a track of the most points a route holds quickly, keeping its segments', () => {
    const points: RoutePoint[] = Array.from({ length: 50_000 }, (_, i) => [
      46 + Math.sin(i / 500) * 0.05 + i / 1_000_000,
      7 + Math.cos(i / 700) * 0.05,
      null,
    ]);
    const start = performance.now();
    const paths = routeOutline(points, [20_000, 35_000], box);
    expect(performance.now() - start).toBeLessThan(1_000);
    expect(paths).toHaveLength(3);
    const drawn = paths.flatMap(coordinates);
    expect(drawn.length).toBeLessThanOrEqual(OUTLINE_MAX_POINTS);
  });

  it('keeps a route over the antimeridian whole', () => {
    const [path] = routeOutline(
      [
        [-17, 179.9, null],
        [-17, -179.9, null],
      ],
      [],
      box,
    );
    const [start, end] = coordinates(path ?? '');
    expect(start?.[0]).toBe(20);
    expect(end?.[0]).toBe(380);
  });

  it('draws a route that never moves as a dot in the middle, and nothing for no points', () => {
    expect(routeOutline([[46, 7, 1000]], [], box)).toEqual(['M200 200 h0.1']);
    expect(routeOutline([], [], box)).toEqual([]);
  });

  it('leaves out points outside the world instead of drawing them', () => {
    const paths = routeOutline(
      [
        [46, 7, null],
        [Number.NaN, 7, null],
        [95, 7, null],
        [46, 8, null],
      ],
      [],
      box,
    );
    expect(coordinates(paths[0] ?? '')).toHaveLength(2);
  });
});
