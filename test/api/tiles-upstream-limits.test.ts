import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';

/** The outbound client's connections per upstream: the queue starts past them. */
const CONNECTIONS = 6;
const MAX_QUEUED = 2;
const TIMEOUT_MS = 2000;

interface Answer {
  path: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * One source of the stand-in stops answering while the others, on the same host, go on: the
 * other sources never wait behind it, its queue refuses the surplus at once, and the tiles it
 * holds are answered 504 at its time limit. Checked by the order in which answers arrive, not by
 * how long they took (that the limit counts the wait in the queue is the outbound client's test).
 */
describe('tile sources that share a host, one of them stalled', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { app } = setupApi(async () => {
    standIn = await startTileStandIn();
    const env = {
      ...standIn.env,
      TILE_UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      TILE_UPSTREAM_MAX_QUEUED: String(MAX_QUEUED),
    };
    return { env, users: 0 };
  });

  /** Answers in the order they arrive. */
  let answers: Answer[];
  const get = async (path: string): Promise<Answer> => {
    const response = await fetch(`${app.baseUrl}/api/tiles/${path}`);
    const isJson = response.headers.get('content-type')?.startsWith('application/json') ?? false;
    const body: unknown = isJson ? await response.json() : await response.arrayBuffer();
    const answer = {
      path,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
    answers.push(answer);
    return answer;
  };
  const satelliteTiles = (count: number, z: number) =>
    Array.from({ length: count }, (_, x) => get(`satellite/${z}/${x}/0`));
  const stalledRequests = () => standIn.requests.filter((request) => request.status === 0).length;

  beforeEach(() => {
    standIn.reset();
    standIn.respondWith({ stalled: ['satellite'] });
    answers = [];
  });

  it('serves the other sources’ tiles while every connection to the stalled one is taken', async () => {
    const stalled = satelliteTiles(CONNECTIONS + MAX_QUEUED, 5);
    await expect.poll(stalledRequests, { timeout: 20_000 }).toBe(CONNECTIONS);

    const standard = await get('standard/5/1/1');
    const elevation = await get('elevation/5/1/1');

    expect([standard.status, elevation.status]).toEqual([200, 200]);
    const settled = await Promise.all(stalled);
    // Both healthy tiles answered before any of the stalled source's.
    expect(answers.slice(0, 2)).toEqual([standard, elevation]);
    for (const answer of settled) {
      expect(answer.status).toBe(504);
      expect(answer.body).toMatchObject({ statusCode: 504, code: 'TILE_UNAVAILABLE' });
    }
  });

  it('answers 503 with Retry-After at once to tiles past the full queue, the rest at the time limit', async () => {
    const surplus = 2;
    const settled = await Promise.all(satelliteTiles(CONNECTIONS + MAX_QUEUED + surplus, 6));

    const statuses = answers.map((answer) => answer.status);
    // The refusals came first: the queue's refusal does not wait for the stalled upstream.
    expect(statuses).toEqual([
      ...Array<number>(surplus).fill(503),
      ...Array<number>(CONNECTIONS + MAX_QUEUED).fill(504),
    ]);
    for (const refused of answers.slice(0, surplus)) {
      expect(refused.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'TILE_UNAVAILABLE',
        message: expect.stringMatching(/^The Satellite map tiles are unavailable: /) as unknown,
      });
      // Whole seconds: by then every tile now waiting has been answered.
      expect(refused.retryAfter).toBe(String(Math.ceil(TIMEOUT_MS / 1000)));
    }
    expect(settled.filter((answer) => answer.status === 504)).toHaveLength(
      CONNECTIONS + MAX_QUEUED,
    );
    // The surplus never reached the stalled upstream: at most the tiles let in were asked for
    // (a retry with the last of a tile's time asks for the same tile again). Only this test's
    // zoom counts: a retry the previous test's tile sent as its time ran out can arrive after
    // the reset.
    const asked = new Set(
      standIn.requests
        .filter((request) => request.status === 0 && request.path.startsWith('/satellite/tile/6/'))
        .map((request) => request.path),
    );
    expect(asked.size).toBeLessThanOrEqual(CONNECTIONS + MAX_QUEUED);
  });

  it('serves the stalled source again once it answers, with every connection and place free', async () => {
    standIn.respondWith({});
    const settled = await Promise.all(satelliteTiles(CONNECTIONS + MAX_QUEUED, 7));
    expect(settled.map((answer) => answer.status)).toEqual(
      Array<number>(CONNECTIONS + MAX_QUEUED).fill(200),
    );
  });
});
