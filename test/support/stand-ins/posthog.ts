import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One event as it arrives at PostHog's capture API. */
export interface CapturedEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  timestamp?: string;
  uuid?: string;
  type?: string;
}

/** One request the stand-in answered. */
export interface ReceivedRequest {
  method: string;
  path: string;
  contentEncoding: string | undefined;
  userAgent: string | undefined;
  status: number;
}

export interface PostHogStandIn {
  /** What to give the app as POSTHOG_HOST. */
  readonly url: string;
  /** Every event received and accepted, in order. */
  readonly events: CapturedEvent[];
  readonly requests: ReceivedRequest[];
  /** Answers the next `count` capture requests with `status`, as an outage would. */
  failNext(count: number, status?: number): void;
  /** Resolves once `count` events have arrived in all; rejects after `timeoutMs`. */
  waitForEvents(count: number, timeoutMs?: number): Promise<CapturedEvent[]>;
  /** Forgets what was received and any failures still to come. */
  reset(): void;
  close(): Promise<void>;
}

// The routes posthog-node (v0 capture) and posthog-js post events to.
const BATCH_PATHS = new Set(['/batch/', '/batch']);
const SINGLE_PATHS = new Set(['/i/v0/e/', '/i/v0/e', '/e/', '/e', '/capture/', '/capture']);

interface CaptureBody {
  api_key?: string;
  token?: string;
  batch?: CapturedEvent[];
  event?: string;
}

async function readBody(request: IncomingMessage, url: URL): Promise<CaptureBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let raw = Buffer.concat(chunks);
  // posthog-node says gzip in Content-Encoding; posthog-js says it in ?compression=gzip-js.
  const gzipped =
    request.headers['content-encoding'] === 'gzip' ||
    url.searchParams.get('compression') === 'gzip-js';
  if (gzipped) raw = gunzipSync(raw);
  return JSON.parse(raw.toString('utf8')) as CaptureBody;
}

function eventsOf(path: string, body: CaptureBody): CapturedEvent[] | undefined {
  if (BATCH_PATHS.has(path)) return body.batch;
  if (!SINGLE_PATHS.has(path)) return undefined;
  return body.batch ?? (body.event ? [body as CapturedEvent] : undefined);
}

/**
 * A PostHog capture API on 127.0.0.1: takes `POST /batch/` (what posthog-node sends: gzip JSON
 * `{ api_key, batch: [...], sent_at }`) and the single-event routes, checks the project key,
 * records every event and answers 200 as PostHog does. It can be told to fail, to exercise the
 * SDK's retries.
 */
export async function startPostHogStandIn(apiKey: string): Promise<PostHogStandIn> {
  const events: CapturedEvent[] = [];
  const requests: ReceivedRequest[] = [];
  const waiters = new Set<() => void>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };

  const answer = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
  ): void => {
    requests.push({
      method: request.method ?? '',
      path: new URL(request.url ?? '/', 'http://stand-in').pathname,
      contentEncoding: request.headers['content-encoding'],
      userAgent: request.headers['user-agent'],
      status,
    });
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method !== 'POST')
      return answer(request, response, 405, { type: 'invalid_request' });
    const body = await readBody(request, url);
    const received = eventsOf(url.pathname, body);
    if (!received) return answer(request, response, 404, { type: 'invalid_request' });
    if ((body.api_key ?? body.token) !== apiKey) {
      return answer(request, response, 401, {
        type: 'authentication_error',
        code: 'invalid_api_key',
      });
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return answer(request, response, failures.status, { type: 'server_error' });
    }
    events.push(...received);
    for (const wake of waiters) wake();
    answer(request, response, 200, { status: 1 });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(request, response, 400, { type: 'bad_body' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    events,
    requests,
    failNext(count, status = 503) {
      failures = { count, status };
    },
    waitForEvents(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = (): void => {
          if (events.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`PostHog stand-in got ${events.length} of ${count} events`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    reset() {
      events.length = 0;
      requests.length = 0;
      failures = { count: 0, status: 503 };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
