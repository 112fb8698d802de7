import { describe, expect, it, vi } from 'vitest';
import { NotFoundException } from '@nestjs/common';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { TileCoordinates } from '@server/tiles/tile-coordinates.js';
import type { TilesService } from '@server/tiles/tiles.service.js';
import { DEFAULT_ELEVATION } from '@test/support/stand-ins/tiles.js';
import { terrariumTile } from '@test/support/stand-ins/tile-images.js';
import { ElevationService } from './elevation.service.js';

type Field = (lon: number, lat: number) => number;

/** The tile service as the elevation service sees it, serving Terrarium tiles of a height field. */
function tilesOf(field: Field = DEFAULT_ELEVATION, fails?: (tile: TileCoordinates) => boolean) {
  const asked: TileCoordinates[] = [];
  const service = {
    list: () => [{ id: 'elevation', kind: 'elevation', maxZoom: 15 }],
    tile: vi.fn((id: string, tile: TileCoordinates) => {
      asked.push(tile);
      if (id !== 'elevation') return Promise.reject(new Error(`asked ${id}`));
      if (fails?.(tile)) return Promise.reject(new NotFoundException('upstream down'));
      const body = terrariumTile(tile.z, tile.x, tile.y, field);
      return Promise.resolve({ body, contentType: 'image/png', etag: '"x"', maxAgeSeconds: 60 });
    }),
  };
  return { service: service as unknown as TilesService, asked };
}

/** A walk eastwards near longitude -3, where the default field climbs 100 m every 0.01°. */
const walk = (count: number, elevation: (i: number) => number | null = () => null): RoutePoint[] =>
  Array.from({ length: count }, (_, i) => [45.5 + i * 1e-4, -3.02 + i * 4e-4, elevation(i)]);

describe('ElevationService.fill', () => {
  it('fills every missing elevation from the tiles, sampled between pixel centres', async () => {
    const { service } = tilesOf();
    const points = walk(100);
    const { points: filled, filled: count } = await new ElevationService(service).fill(points);
    expect(count).toBe(100);
    filled.forEach(([latitude, longitude, elevation], i) => {
      expect([latitude, longitude]).toEqual([points[i]?.[0], points[i]?.[1]]);
      // The field is linear in longitude, so bilinear sampling gives it to Terrarium's 1/256 m.
      expect(elevation).toBeCloseTo(DEFAULT_ELEVATION(longitude), 1);
    });
  });

  it('keeps the elevations the points have and asks nothing when none is missing', async () => {
    const { service, asked } = tilesOf();
    const points = walk(10, (i) => (i % 2 === 0 ? 1234 : null));
    const { points: filled, filled: count } = await new ElevationService(service).fill(points);
    expect(count).toBe(5);
    expect(filled.filter((_, i) => i % 2 === 0).map(([, , e]) => e)).toEqual([
      1234, 1234, 1234, 1234, 1234,
    ]);
    asked.length = 0;
    expect((await new ElevationService(service).fill(walk(3, () => 5))).filled).toBe(0);
    expect(asked).toEqual([]);
  });

  it('reads a long route from at most 64 tiles', async () => {
    const { service, asked } = tilesOf(() => 800);
    const long: RoutePoint[] = Array.from({ length: 5000 }, (_, i) => [
      40 + i * 2e-3,
      -3 + i * 1e-3,
      null,
    ]);
    const { filled } = await new ElevationService(service).fill(long);
    expect(filled).toBe(5000);
    expect(asked.length).toBeLessThanOrEqual(64);
  });

  it('leaves nulls and does not throw when the upstream is down, asking only a few tiles', async () => {
    const { service, asked } = tilesOf(DEFAULT_ELEVATION, () => true);
    const long: RoutePoint[] = Array.from({ length: 3000 }, (_, i) => [40, -3 + i * 1e-3, null]);
    const result = await new ElevationService(service).fill(long);
    expect(result.filled).toBe(0);
    expect(result.points).toEqual(long);
    // Three failures in a row stop the rest (a few more were already on their way).
    expect(asked.length).toBeLessThan(8);
  });

  it('fills the points whose tiles came, when only some fail', async () => {
    const points: RoutePoint[] = [
      [45.5, -3.02, null],
      [45.5, 10, null],
    ];
    const { service } = tilesOf(
      () => 640,
      (tile) => tile.x >= 2 ** tile.z / 2,
    );
    const result = await new ElevationService(service).fill(points);
    expect(result.filled).toBe(1);
    expect(result.points[0]?.[2]).toBeCloseTo(640, 2);
    expect(result.points[1]?.[2]).toBeNull();
  });

  it('answers the points as they are without an elevation source', async () => {
    const service = { list: () => [], tile: vi.fn() } as unknown as TilesService;
    const points = walk(3);
    expect(await new ElevationService(service).fill(points)).toEqual({ points, filled: 0 });
  });
});
