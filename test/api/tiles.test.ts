import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Jimp } from 'jimp';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { fieldsOf, setupApi } from '@test/support/api-fixture.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';

type TileSource = ApiSchema<'TileSourceResponseDto'>;

const CONTACT = 'maps-ops@packtrail.test';

/** The client's decoder, loaded through Vite: its extension-less imports are the bundler's. */
type TerrariumHeight = (r: number, g: number, b: number) => number;
const TERRARIUM = '../../client/components/map/contours/terrarium';
const clientDecoder = async (): Promise<TerrariumHeight> =>
  ((await import(/* @vite-ignore */ TERRARIUM)) as { terrariumHeight: TerrariumHeight })
    .terrariumHeight;

describe('map tiles through /api/tiles', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close()); // registered first: runs after the app has stopped
  const { app, owner } = setupApi(async () => {
    standIn = await startTileStandIn();
    return { env: { ...standIn.env, OUTBOUND_USER_AGENT_CONTACT: CONTACT }, users: 1 };
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}${path}`, { headers });

  beforeEach(() => standIn.reset());

  it('lists the configured sources without their upstream URLs', async () => {
    const response = await get('/api/tiles');
    expect(response.status).toBe(200);
    const sources = (await response.json()) as TileSource[];
    expect(sources).toEqual([
      {
        id: 'standard',
        kind: 'base',
        label: 'Standard',
        maxZoom: 19,
        attribution: '© OpenStreetMap contributors',
        trouble: null,
      },
      expect.objectContaining({ id: 'satellite', kind: 'base', maxZoom: 19 }),
      expect.objectContaining({ id: 'elevation', kind: 'elevation', maxZoom: 15 }),
    ]);
    expect(JSON.stringify(sources)).not.toContain(standIn.url);
  });

  it('serves a tile with its content type, Cache-Control and a strong ETag, signed out', async () => {
    const response = await get('/api/tiles/standard/12/2013/1300');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const image = await Jimp.read(Buffer.from(await response.arrayBuffer()));
    expect([image.width, image.height]).toEqual([256, 256]);
    expect(standIn.requests.map((request) => request.path)).toEqual(['/standard/12/2013/1300.png']);
  });

  it('fills each source’s own URL template (Esri asks row before column)', async () => {
    expect((await get('/api/tiles/satellite/3/1/5')).status).toBe(200);
    expect(standIn.requests.map((request) => request.path)).toEqual(['/satellite/tile/3/5/1']);
  });

  it('sends no session cookie back to a signed-in map either', async () => {
    const response = await owner.session.fetch(owner.url('/api/tiles/standard/5/3/4'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('asks the upstream with the app’s User-Agent and contact address', async () => {
    await get('/api/tiles/standard/6/31/20');
    const userAgent = standIn.requests[0]?.headers['user-agent'];
    expect(userAgent).toMatch(
      /^Packtrail\/\S+ \(\+http:\/\/127\.0\.0\.1:\d+; maps-ops@packtrail\.test\)$/,
    );
  });

  it('answers 304 to a browser that holds the tile already', async () => {
    const first = await get('/api/tiles/standard/7/63/42');
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/api/tiles/standard/7/63/42', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await again.text()).toBe('');
    const other = await get('/api/tiles/standard/7/63/42', { 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
  });

  it('serves Terrarium tiles whose pixels decode to the stand-in’s heights', async () => {
    // Zoom 12 tile holding longitude -3, latitude 54 (the app's default centre).
    const response = await get('/api/tiles/elevation/12/2013/1292');
    expect(response.status).toBe(200);
    const image = await Jimp.read(Buffer.from(await response.arrayBuffer()));
    const terrariumHeight = await clientDecoder();
    const rgba = image.bitmap.data;
    const at = (i: number, j: number) => {
      const byte = (j * 256 + i) * 4;
      return terrariumHeight(rgba[byte]!, rgba[byte + 1]!, rgba[byte + 2]!);
    };
    // Pixel (i, j)'s centre: longitude ((2013 * 256 + i + 0.5) / (256 * 2^12)) * 360 - 180.
    const lonAt = (i: number) => ((2013 * 256 + i + 0.5) / (256 * 4096)) * 360 - 180;
    for (const i of [0, 100, 255]) {
      expect(at(i, 10)).toBeCloseTo(1000 + (lonAt(i) + 3) * 10_000, 1);
      expect(at(i, 200)).toBeCloseTo(at(i, 10), 5); // the default plane has no slope north-south
    }
  });

  it.each([
    ['/api/tiles/standard/abc/1/1', 'z'],
    ['/api/tiles/standard/1/1.5/1', 'x'],
    ['/api/tiles/standard/1/1/-1', 'y'],
    ['/api/tiles/standard/20/0/0', 'z'],
    ['/api/tiles/standard/3/8/0', 'x'],
    ['/api/tiles/standard/3/0/8', 'y'],
    ['/api/tiles/elevation/16/0/0', 'z'],
  ])('answers 400 naming the field for %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(new Set(fieldsOf(await response.json()))).toEqual(new Set([field]));
    expect(standIn.requests).toEqual([]);
  });

  it('answers 404 TILE_SOURCE_NOT_FOUND for a source that is not configured', async () => {
    const response = await get('/api/tiles/topo/1/0/0');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'TILE_SOURCE_NOT_FOUND' });
    expect(standIn.requests).toEqual([]);
  });
});

describe('the per-address tile limit', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn();
    return {
      env: { ...standIn.env, TILE_RATE_LIMIT_BURST: '3', TILE_RATE_LIMIT_PER_MINUTE: '1' },
      users: 0,
    };
  });

  it('answers 429 with Retry-After once an address has used its burst, cached tiles included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await fetch(`${app.baseUrl}/api/tiles/standard/2/1/1`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(`${app.baseUrl}/api/tiles/standard/2/1/2`);
    expect(refused.status).toBe(429);
    // One token a minute: the next comes within 60 s.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(standIn.requests).toHaveLength(1);
    // The list of sources is not limited.
    expect((await fetch(`${app.baseUrl}/api/tiles`)).status).toBe(200);
  });
});
