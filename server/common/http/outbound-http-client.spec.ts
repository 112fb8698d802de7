import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboundHttpClient, type OutboundClientOptions } from './outbound-http-client.js';
import { abortableSleep } from './retry-policy.js';
import { UpstreamError } from './upstream-error.js';
import { outboundUserAgent } from './user-agent.js';

const USER_AGENT = outboundUserAgent('1.2.3', 'https://trail.example.com', 'ops@example.com');

interface StandIn {
  url: string;
  /** Every request received, in order. */
  requests: IncomingMessage[];
  /** Resolves once `count` requests have arrived. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void;

/** A stand-in upstream on 127.0.0.1, on a port of the system's choice. */
async function startStandIn(handler: Handler): Promise<StandIn> {
  const requests: IncomingMessage[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((request, response) => {
    requests.push(request);
    arrivals.emit('request');
    handler(request, response, requests.length - 1);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received: async (count) => {
      while (requests.length < count) await once(arrivals, 'request');
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function standIn(handler: Handler): Promise<StandIn> {
  const server = await startStandIn(handler);
  cleanups.push(() => server.close());
  return server;
}

/** A client on its own connection pool, with the waits between attempts recorded, not slept. */
function client(options: Partial<OutboundClientOptions> = {}) {
  const sleeps: number[] = [];
  const dispatcher = new Agent();
  cleanups.push(() => dispatcher.destroy()); // drops requests a test left hanging
  const http = new OutboundHttpClient({
    userAgent: USER_AGENT,
    dispatcher,
    random: () => 0.5,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { http, sleeps };
}

const upstreamError = (promise: Promise<unknown>): Promise<UpstreamError> =>
  promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(UpstreamError);
      return error as UpstreamError;
    },
  );

const answer = (status: number, headers: Record<string, string> = {}, body = '') => {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, headers).end(body);
  };
};

describe('OutboundHttpClient', () => {
  it('answers the status, headers and body bytes, with the app User-Agent', async () => {
    const tiles = await standIn(answer(200, { 'content-type': 'image/png', etag: '"t1"' }, 'PNG'));
    const { http } = client();

    const response = await http.get(`${tiles.url}/12/2000/1300.png`, {
      upstream: 'osm-tiles',
      headers: { 'User-Agent': 'not ours', accept: 'image/png' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"t1"');
    expect(response.body).toEqual(Buffer.from('PNG'));
    expect(tiles.requests[0]?.headers['user-agent']).toBe(
      'Packtrail/1.2.3 (+https://trail.example.com; ops@example.com)',
    );
    expect(tiles.requests[0]?.headers.accept).toBe('image/png');
  });

  it('answers a 304 to a conditional request', async () => {
    const tiles = await standIn(answer(304, { etag: '"t1"' }));
    const { http } = client();

    const response = await http.get(tiles.url, {
      upstream: 'osm-tiles',
      headers: { 'if-none-match': '"t1"' },
    });

    expect(response.status).toBe(304);
    expect(response.body.length).toBe(0);
  });

  it('gives up on an upstream that does not answer in time, without retrying', async () => {
    const slow = await standIn(() => undefined); // never answers
    const { http } = client({ timeoutMs: 300 });

    const error = await upstreamError(http.get(slow.url, { upstream: 'slow' }));

    expect(error.kind).toBe('timeout');
    expect(error.upstream).toBe('slow');
    expect(error.httpStatus).toBe(504);
    expect(slow.requests).toHaveLength(1);
  });

  it('gives up on a body that stops half way', async () => {
    const stalled = await standIn((_request, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.write('only part of it');
    });
    const { http } = client({ timeoutMs: 300 });

    const error = await upstreamError(http.get(stalled.url, { upstream: 'stalled' }));

    expect(error.kind).toBe('timeout');
  });

  it('retries a 503 with back-off, then answers the success', async () => {
    const flaky = await standIn((request, response, index) =>
      index < 2 ? answer(503)(request, response) : answer(200, {}, 'ok')(request, response),
    );
    const { http, sleeps } = client({ retries: 3, retryBaseDelayMs: 400 });

    const response = await http.get(flaky.url, { upstream: 'flaky' });

    expect(response.body.toString()).toBe('ok');
    expect(flaky.requests).toHaveLength(3);
    // Half of 400 * 2^attempt, plus the jitter (0.5 of the other half).
    expect(sleeps).toEqual([300, 600]);
  });

  it('stops after the retries and answers the last status as a 503', async () => {
    const down = await standIn(answer(503));
    const { http, sleeps } = client({ retries: 2 });

    const error = await upstreamError(http.get(down.url, { upstream: 'down' }));

    expect(error).toMatchObject({ kind: 'status', status: 503, upstream: 'down', httpStatus: 503 });
    expect(down.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('waits as long as Retry-After says in seconds', async () => {
    const limited = await standIn((request, response, index) =>
      index === 0
        ? answer(429, { 'retry-after': '3' })(request, response)
        : answer(200)(request, response),
    );
    const { http, sleeps } = client();

    await http.get(limited.url, { upstream: 'limited' });

    expect(sleeps).toEqual([3000]);
    expect(limited.requests).toHaveLength(2);
  });

  it('waits until the date Retry-After names', async () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    const limited = await standIn((request, response, index) =>
      index === 0
        ? answer(503, { 'retry-after': 'Wed, 25 Nov 2026 10:00:05 GMT' })(request, response)
        : answer(200)(request, response),
    );
    const { http, sleeps } = client({ now: () => now });

    await http.get(limited.url, { upstream: 'limited' });

    expect(sleeps).toEqual([5000]);
  });

  it('does not wait past the cap: a longer Retry-After is handed to the caller', async () => {
    const limited = await standIn(answer(429, { 'retry-after': '120' }));
    const { http, sleeps } = client({ maxRetryDelayMs: 10_000 });

    const error = await upstreamError(http.get(limited.url, { upstream: 'limited' }));

    expect(error).toMatchObject({ kind: 'status', status: 429, retryAfterMs: 120_000 });
    expect(error.httpStatus).toBe(503);
    expect(limited.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry a 404', async () => {
    const missing = await standIn(answer(404, {}, 'no such tile'));
    const { http, sleeps } = client();

    const error = await upstreamError(http.get(missing.url, { upstream: 'osm-tiles' }));

    expect(error).toMatchObject({ kind: 'status', status: 404, httpStatus: 502 });
    expect(missing.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    const moved = await standIn(answer(302, { location: 'http://169.254.169.254/' }));
    const { http } = client();

    const error = await upstreamError(http.get(moved.url, { upstream: 'moved' }));

    expect(error).toMatchObject({ kind: 'status', status: 302, httpStatus: 502 });
    expect(moved.requests).toHaveLength(1);
  });

  it('does not retry a POST', async () => {
    const down = await standIn(answer(503));
    const { http } = client();

    const error = await upstreamError(
      http.request(down.url, { upstream: 'strava', method: 'POST', body: '{}' }),
    );

    expect(error.status).toBe(503);
    expect(down.requests).toHaveLength(1);
  });

  it('retries a connection the upstream dropped', async () => {
    const dropping = await standIn((request, response, index) =>
      index === 0 ? request.socket.destroy() : answer(200, {}, 'ok')(request, response),
    );
    const { http, sleeps } = client();

    const response = await http.get(dropping.url, { upstream: 'dropping' });

    expect(response.body.toString()).toBe('ok');
    expect(dropping.requests).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it('answers a network error once the retries are spent', async () => {
    const gone = await startStandIn(answer(200));
    await gone.close(); // nothing listens on its port any more
    const { http, sleeps } = client({ retries: 1 });

    const error = await upstreamError(http.get(gone.url, { upstream: 'gone' }));

    expect(error).toMatchObject({ kind: 'network', upstream: 'gone', httpStatus: 502 });
    expect(sleeps).toHaveLength(1);
  });

  it('never has more requests in flight to one upstream than the limit', async () => {
    const limit = 3;
    let inFlight = 0;
    let most = 0;
    const held: ServerResponse[] = [];
    const busy = await standIn((_request, response) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      held.push(response);
      if (held.length < limit) return;
      // A full batch: answer it a little later, time enough for a request past the limit to land.
      const batch = held.splice(0);
      setTimeout(() => {
        for (const one of batch) {
          inFlight -= 1;
          one.end('tile');
        }
      }, 50);
    });
    const { http } = client({ concurrencyPerUpstream: limit });

    const responses = await Promise.all(
      Array.from({ length: limit * 4 }, (_, i) =>
        http.get(`${busy.url}/${i}`, { upstream: 'busy' }),
      ),
    );

    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(busy.requests).toHaveLength(limit * 4);
    expect(most).toBe(limit);
  });

  it('gives up on a request that waited too long for a free slot, before sending it', async () => {
    const held = await standIn(() => undefined);
    const { http } = client({ concurrencyPerUpstream: 1, timeoutMs: 30_000, queueTimeoutMs: 200 });
    const first = http.get(`${held.url}/first`, { upstream: 'held' });
    first.catch(() => undefined); // ends when the stand-in closes

    const error = await upstreamError(http.get(`${held.url}/second`, { upstream: 'held' }));

    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('no free connection');
    expect(held.requests.map((request) => request.url)).toEqual(['/first']);
  });

  it('keeps a queue per upstream: one that stalls does not hold up another on the same origin', async () => {
    const shared = await standIn((request, response) => {
      if (request.url?.startsWith('/stalled/')) return; // never answers
      response.end('tile');
    });
    const { http } = client();
    for (let i = 0; i < 6; i += 1) {
      http.get(`${shared.url}/stalled/${i}`, { upstream: 'satellite' }).catch(() => undefined);
    }
    await shared.received(6);

    const response = await http.get(`${shared.url}/healthy`, { upstream: 'standard' });

    expect(response.body.toString()).toBe('tile');
  });

  it('fails at once, as busy, a call that finds maxQueued calls waiting for its upstream', async () => {
    const held = await standIn(() => undefined);
    const { http } = client({ concurrencyPerUpstream: 1 });
    http.get(`${held.url}/first`, { upstream: 'held' }).catch(() => undefined);
    await held.received(1);
    const waiting = http.get(`${held.url}/second`, { upstream: 'held', maxQueued: 1 });
    waiting.catch(() => undefined);

    const error = await upstreamError(
      http.get(`${held.url}/third`, { upstream: 'held', maxQueued: 1 }),
    );

    expect(error).toMatchObject({ kind: 'busy', upstream: 'held', httpStatus: 503 });
    expect(error.message).toContain('1 calls already wait');
    expect(held.requests.map((request) => request.url)).toEqual(['/first']);
  });

  it('counts the wait for a free slot in totalTimeoutMs', async () => {
    const held = await standIn(() => undefined);
    const { http } = client({ concurrencyPerUpstream: 1, timeoutMs: 30_000 });
    http.get(`${held.url}/first`, { upstream: 'held' }).catch(() => undefined);

    const error = await upstreamError(
      http.get(`${held.url}/second`, { upstream: 'held', totalTimeoutMs: 200 }),
    );

    expect(error.kind).toBe('timeout');
    expect(held.requests.map((request) => request.url)).toEqual(['/first']);
  });

  it('gives a call that waited for its slot only the rest of totalTimeoutMs to be answered', async () => {
    const held = await standIn(() => undefined);
    const { http } = client({ concurrencyPerUpstream: 1, timeoutMs: 30_000 });
    const first = upstreamError(
      http.get(`${held.url}/first`, { upstream: 'held', timeoutMs: 100 }),
    );
    const second = upstreamError(
      http.get(`${held.url}/second`, { upstream: 'held', totalTimeoutMs: 1_000 }),
    );

    expect((await first).kind).toBe('timeout');
    // With a whole timeoutMs of its own once sent, this would take 30 s (past the test's limit).
    expect((await second).kind).toBe('timeout');
    expect(held.requests.map((request) => request.url)).toEqual(['/first', '/second']);
  });

  it('does not send a call whose slot came with less than minAttemptMs of its time left', async () => {
    const held = await standIn(() => undefined);
    const { http } = client({ concurrencyPerUpstream: 1, minAttemptMs: 150 });
    const first = upstreamError(
      http.get(`${held.url}/first`, { upstream: 'held', timeoutMs: 300 }),
    );
    // Its slot comes once the first has timed out, with at most 100 ms of its 400 left.
    const late = upstreamError(
      http.get(`${held.url}/late`, { upstream: 'held', totalTimeoutMs: 400 }),
    );
    // Its slot comes at the same moment, with ample time left.
    const timely = upstreamError(
      http.get(`${held.url}/timely`, { upstream: 'held', totalTimeoutMs: 1_500 }),
    );

    const errors = await Promise.all([first, late, timely]);
    expect(errors.map((error) => error.kind)).toEqual(['timeout', 'timeout', 'timeout']);
    expect(held.requests.map((request) => request.url)).toEqual(['/first', '/timely']);
  });

  it('does not wait for a retry past totalTimeoutMs: it answers the last failure', async () => {
    const down = await standIn(answer(503));
    const { http, sleeps } = client({ retries: 2, retryBaseDelayMs: 5_000 });

    const error = await upstreamError(
      http.get(down.url, { upstream: 'down', totalTimeoutMs: 1_000 }),
    );

    expect(error).toMatchObject({ kind: 'status', status: 503 });
    expect(sleeps).toEqual([]);
    expect(down.requests).toHaveLength(1);
  });

  it.each([0, -1, Number.NaN, Infinity])(
    'refuses a totalTimeoutMs of %s',
    async (totalTimeoutMs) => {
      const tiles = await standIn(answer(200));
      const { http } = client();

      await expect(http.get(tiles.url, { upstream: 'x', totalTimeoutMs })).rejects.toThrow(
        RangeError,
      );
      expect(tiles.requests).toEqual([]);
    },
  );

  it('refuses a body declared larger than the cap before reading it', async () => {
    const big = await standIn(answer(200, { 'content-length': '2048' }, 'x'.repeat(2048)));
    const { http } = client({ maxBodyBytes: 1024 });

    const error = await upstreamError(http.get(big.url, { upstream: 'big' }));

    expect(error).toMatchObject({ kind: 'too_large', upstream: 'big', httpStatus: 502 });
    expect(error.message).toContain('1024 bytes');
    expect(big.requests).toHaveLength(1);
  });

  it('stops reading a body sent without a length once it passes the cap', async () => {
    const endless = await standIn((_request, response) => {
      response.writeHead(200); // chunked: the size is known only as it arrives
      const chunk = 'x'.repeat(1024);
      const write = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', write);
      };
      write();
    });
    const { http } = client({ maxBodyBytes: 64 * 1024 });

    const error = await upstreamError(http.get(endless.url, { upstream: 'endless' }));

    expect(error.kind).toBe('too_large');
    expect(endless.requests).toHaveLength(1);
  });

  it("stops when the caller's signal aborts, with the caller's reason", async () => {
    const slow = await standIn(() => undefined);
    const { http, sleeps } = client();
    const controller = new AbortController();
    const reason = new Error('the browser went away');

    const call = http.get(slow.url, { upstream: 'slow', signal: controller.signal });
    await slow.received(1);
    controller.abort(reason);

    await expect(call).rejects.toBe(reason);
    expect(sleeps).toEqual([]);
  });

  it("stops waiting between attempts when the caller's signal aborts", async () => {
    const down = await standIn(answer(503));
    let sleeping!: () => void;
    const asleep = new Promise<void>((resolve) => (sleeping = resolve));
    // The real wait this time, long enough that only the abort can end it.
    const { http } = client({
      retryBaseDelayMs: 60_000,
      sleep: (ms, signal) => {
        sleeping();
        return abortableSleep(ms, signal);
      },
    });
    const controller = new AbortController();
    const reason = new Error('the browser went away');

    const call = http.get(down.url, { upstream: 'down', signal: controller.signal });
    await asleep;
    controller.abort(reason);

    await expect(call).rejects.toBe(reason);
    expect(down.requests).toHaveLength(1);
  });

  it('calls only http and https URLs', async () => {
    const { http } = client();
    await expect(http.get('file:///etc/passwd', { upstream: 'x' })).rejects.toThrow(TypeError);
  });
});
