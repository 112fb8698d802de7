import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';
import type { TestApp } from '@test/support/test-app.js';

/** A tile request as a map makes it, and what the stand-in was asked meanwhile. */
function tiles(app: TestApp) {
  return async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.baseUrl}/api/tiles/${path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  };
}

const paths = (standIn: TileStandIn) => standIn.requests.map((request) => request.path);

describe('the tile cache, with the 7-day minimum', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn();
    return { env: standIn.env, users: 0 };
  });
  const get = (path: string, headers?: Record<string, string>) => tiles(app)(path, headers);

  beforeEach(() => standIn.reset());

  it('asks the upstream once for a tile read twice', async () => {
    const first = await get('standard/10/503/323');
    const second = await get('standard/10/503/323');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(paths(standIn)).toEqual(['/standard/10/503/323.png']);
  });

  it('keeps a tile 7 days even when the upstream says it expires at once', async () => {
    standIn.respondWith({ headers: { 'cache-control': 'no-cache' } });
    await get('standard/10/504/323');
    await get('standard/10/504/323');
    expect(standIn.requests).toHaveLength(1);
  });

  it('collapses 10 concurrent misses of one tile into one upstream request', async () => {
    standIn.respondWith({ latencyMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => get('satellite/11/1000/650')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
    expect(paths(standIn)).toEqual(['/satellite/tile/11/650/1000']);
  });

  it('answers 404 for a tile the upstream does not have', async () => {
    standIn.respondWith({ status: 404 });
    const answer = await get('standard/3/1/1');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'TILE_NOT_FOUND' });
  });

  it('answers a clear 502 when the upstream fails and nothing is cached, and keeps serving', async () => {
    standIn.respondWith({ status: 500 });
    const failed = await get('standard/9/250/160');
    expect(failed.status).toBe(502);
    expect(JSON.parse(failed.body.toString())).toMatchObject({
      statusCode: 502,
      code: 'TILE_UNAVAILABLE',
      message: 'The Standard map tiles are unavailable: the tile server answered 500',
    });
    // One retry, then the answer; the app goes on.
    expect(standIn.requests).toHaveLength(2);
    standIn.respondWith({});
    expect((await get('standard/9/250/160')).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });

  it('answers 503 when the upstream says it is overloaded, 502 when it cannot be reached', async () => {
    standIn.respondWith({ status: 503 });
    expect((await get('standard/9/251/160')).status).toBe(503);
    standIn.respondWith({ hangUp: true });
    const unreachable = await get('standard/9/252/160');
    expect(unreachable.status).toBe(502);
    expect(JSON.parse(unreachable.body.toString())).toMatchObject({
      message: 'The Standard map tiles are unavailable: the tile server could not be reached',
    });
  });

  it('refuses an upstream answer that is not an image with 502', async () => {
    standIn.respondWith({ headers: { 'content-type': 'text/html' } });
    const answer = await get('standard/9/253/160');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'TILE_UNAVAILABLE' });
    standIn.respondWith({});
    // Nothing was cached from it.
    expect((await get('standard/9/253/160')).headers.get('content-type')).toBe('image/png');
  });
});

describe('the tile cache, with the upstream’s expiry alone', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn();
    return { env: { ...standIn.env, TILE_CACHE_MIN_TTL_SECONDS: '0' }, users: 0 };
  });
  const get = (path: string, headers?: Record<string, string>) => tiles(app)(path, headers);

  beforeEach(() => standIn.reset());

  it('keeps a tile for the upstream’s max-age', async () => {
    standIn.respondWith({ headers: { 'cache-control': 'public, max-age=3600' } });
    const first = await get('standard/8/120/80');
    await get('standard/8/120/80');
    expect(standIn.requests).toHaveLength(1);
    // What freshness is left (less than a day), as the browser's max-age.
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(first.headers.get('cache-control') ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(3000);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('revalidates an expired tile; the upstream’s 304 serves the cached bytes and renews it', async () => {
    standIn.respondWith({ headers: { 'cache-control': 'max-age=0' } });
    const first = await get('standard/8/121/80');
    standIn.respondWith({ headers: { 'cache-control': 'max-age=3600' } });
    const revalidated = await get('standard/8/121/80');
    const [fetch, conditional] = standIn.requests;
    expect(fetch?.headers['if-none-match']).toBeUndefined();
    expect(conditional?.headers['if-none-match']).toMatch(/^".+"$/);
    expect(conditional?.headers['if-modified-since']).toBe('Mon, 01 Jan 2024 00:00:00 GMT');
    expect(conditional?.status).toBe(304);
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.equals(first.body)).toBe(true);
    expect(revalidated.headers.get('etag')).toBe(first.headers.get('etag'));
    // The 304's max-age renewed the tile: no further request.
    await get('standard/8/121/80');
    expect(standIn.requests).toHaveLength(2);
  });

  it('serves the stale tile when the upstream answers 500', async () => {
    standIn.respondWith({ headers: { 'cache-control': 'max-age=0' } });
    const first = await get('elevation/8/122/80');
    standIn.respondWith({ status: 500 });
    const stale = await get('elevation/8/122/80');
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
    // The browser is told to ask again soon.
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
    expect(standIn.requests.slice(1).map((request) => request.status)).toEqual([500, 500]);
  });

  it('serves the stale tile when the upstream cannot be reached', async () => {
    standIn.respondWith({ headers: { 'cache-control': 'max-age=0' } });
    await get('standard/8/123/80');
    standIn.respondWith({ hangUp: true });
    expect((await get('standard/8/123/80')).status).toBe(200);
  });
});

describe('the tile cache’s size cap', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  // Tiles of about 300 kB in a 1 MB cache: three fit.
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn({ padBytes: 300_000 });
    return { env: { ...standIn.env, TILE_CACHE_MAX_MB: '1' }, users: 0 };
  });
  const get = (path: string) => tiles(app)(path);

  it('deletes the least recently used tiles first', async () => {
    for (const x of [1, 2, 3]) await get(`standard/5/${x}/1`);
    await get('standard/5/1/1'); // 1 is now more recent than 2 and 3
    expect(standIn.requests).toHaveLength(3);
    await get('standard/5/4/1'); // over the cap: 2 goes
    standIn.reset();

    await get('standard/5/1/1');
    await get('standard/5/3/1');
    await get('standard/5/4/1');
    expect(paths(standIn)).toEqual([]);
    await get('standard/5/2/1');
    expect(paths(standIn)).toEqual(['/standard/5/2/1.png']);
  });
});
