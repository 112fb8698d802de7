import { afterAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { setupApi } from '@test/support/api-fixture.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';

type TileSource = ApiSchema<'TileSourceResponseDto'>;

/**
 * GET /api/tiles says which tile servers fail (issue 21): a map then says why at once and asks
 * for none of their tiles, each of which would fail (and be logged as an error by the browser).
 * One app for the file, so the tests run in order: the server remembers what it learnt.
 */
describe('the tile sources’ trouble', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close()); // registered first: runs after the app has stopped
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn();
    return { env: standIn.env, users: 0 };
  });
  const get = (path: string) => fetch(`${app.baseUrl}${path}`);
  const sources = async () => {
    const response = await get('/api/tiles');
    expect(response.status).toBe(200);
    return new Map(((await response.json()) as TileSource[]).map((source) => [source.id, source]));
  };

  it('is known before any map has asked for a tile: each base map’s tile server is tried first', async () => {
    standIn.respondWith({ hangUp: true });
    const listed = await sources();
    // Its one tile of zoom 0 was asked for (and failed), the elevation tiles' server not.
    expect(new Set(standIn.requests.map(({ path }) => path))).toEqual(
      new Set(['/standard/0/0/0.png', '/satellite/tile/0/0/0']),
    );
    expect(listed.get('standard')?.trouble).toEqual({
      status: 502,
      message: 'The Standard map tiles are unavailable: the tile server could not be reached',
      retryAfterSeconds: expect.any(Number) as number,
    });
    const wait = listed.get('standard')?.trouble?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(listed.get('elevation')?.trouble).toBeNull();
    // Asked again meanwhile, the tile server is not tried again.
    standIn.reset();
    await sources();
    expect(standIn.requests).toEqual([]);
  });

  it('goes when a tile of the source comes again', async () => {
    standIn.respondWith({});
    expect((await get('/api/tiles/standard/3/4/2')).status).toBe(200);
    const listed = await sources();
    expect(listed.get('standard')?.trouble).toBeNull();
    expect(listed.get('satellite')?.trouble).not.toBeNull();
  });

  it('comes back with the next tile that cannot be had, with the tile’s own reason', async () => {
    standIn.respondWith({ status: 503 });
    const failed = await get('/api/tiles/standard/3/5/2');
    expect(failed.status).toBe(503);
    const { message } = (await failed.json()) as { message: string };
    expect((await sources()).get('standard')?.trouble).toMatchObject({ status: 503, message });
    expect(message).toContain('answered 503');
  });
});
