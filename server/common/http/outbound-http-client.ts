import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import { OriginLimiter, QueueFullError } from './origin-limiter.js';
import { readBounded, toHeaders } from './response-body.js';
import {
  abortableSleep,
  backoffDelay,
  isIdempotent,
  isRetryableStatus,
  parseRetryAfter,
} from './retry-policy.js';
import { UpstreamError } from './upstream-error.js';

export interface OutboundClientOptions {
  /** `Packtrail/<version> (+<PUBLIC_URL>; <contact>)`: see `outboundUserAgent`. */
  userAgent: string;
  /** Time to open a connection (to the upstream, or to the proxy). */
  connectTimeoutMs?: number;
  /** Time for one attempt, from sending the request to the body's last byte. */
  timeoutMs?: number;
  /** Time a request may wait for a free slot with its upstream. Defaults to `timeoutMs`. */
  queueTimeoutMs?: number;
  /** Attempts after the first one, for idempotent requests. */
  retries?: number;
  retryBaseDelayMs?: number;
  /** Cap on any wait between attempts; a Retry-After longer than this is not waited for. */
  maxRetryDelayMs?: number;
  /** Requests at a time to one upstream (its name and origin); the rest wait for a slot. */
  concurrencyPerUpstream?: number;
  /**
   * Least time an attempt is started with under `totalTimeoutMs`: one sent with the last few
   * milliseconds could only time out, and would still reach the upstream after the caller was
   * answered.
   */
  minAttemptMs?: number;
  maxBodyBytes?: number;
  /** Defaults to an EnvHttpProxyAgent made here (and closed by `close`). */
  dispatcher?: Dispatcher;
  /** The wait between attempts (tests record it instead of waiting). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

export interface OutboundRequest {
  /** Names the third party in errors and logs ("osm-tiles", "strava"). */
  upstream: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Aborts the call (and its retries); the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Time for one attempt, once it has a slot (see the client's option). */
  timeoutMs?: number;
  /**
   * Time for the whole call from now: the waits for a slot, every attempt and the waits between
   * them. A retry that could not start in time is not made (the last failure is answered).
   */
  totalTimeoutMs?: number;
  /**
   * Calls this one will queue behind for a slot with its upstream: when that many already wait,
   * it fails at once (`busy`) rather than wait. Unbounded unless set.
   */
  maxQueued?: number;
  retries?: number;
  maxBodyBytes?: number;
}

export interface OutboundResponse {
  /** 2xx, or 304 to a conditional request. Other statuses are an `UpstreamError`. */
  status: number;
  headers: Headers;
  body: Buffer;
}

type Attempt =
  | { ok: true; response: OutboundResponse }
  | { ok: false; error: UpstreamError; retryable: boolean };

const DEFAULTS = {
  connectTimeoutMs: 10_000,
  timeoutMs: 30_000,
  retries: 2,
  retryBaseDelayMs: 500,
  maxRetryDelayMs: 10_000,
  concurrencyPerUpstream: 6,
  minAttemptMs: 100,
  maxBodyBytes: 16 * 1024 * 1024,
};

// undici's time limits: a connection not made in time is worth another attempt; an answer too
// slow has spent the call's time, so it is not.
const CONNECT_TIMEOUT = 'UND_ERR_CONNECT_TIMEOUT';
const RESPONSE_TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * The one HTTP client for calls to third parties (map tiles, Strava, Garmin, ...). Every call:
 *
 * - goes through `HTTPS_PROXY` / `HTTP_PROXY` unless `NO_PROXY` names the host (lower-case forms
 *   too, and they win), read by undici's EnvHttpProxyAgent when the client is made;
 * - carries the app's User-Agent (OSM's tile usage policy asks for one that names the app and a
 *   way to reach its operator);
 * - waits for one of `concurrencyPerUpstream` slots for its upstream (its name and origin), so a
 *   burst queues here instead of opening hundreds of sockets to one host, and an upstream that
 *   stalls holds up only its own calls, not another's on the same host; a call may refuse to wait
 *   behind more than `maxQueued` others;
 * - is limited in time (connecting, then the whole answer; and with `totalTimeoutMs`, the whole
 *   call, waits for a slot and retries included) and in body size;
 * - is retried, GET and HEAD only, on network errors and 408, 429, 500, 502, 503 and 504, with
 *   back-off and jitter, or after the upstream's Retry-After when it says one within the cap;
 * - fails with an `UpstreamError` (timeout, network, status, too_large, busy) that callers answer
 *   with 502, 503 or 504, never 500.
 *
 * Never give it a URL a user typed or chose: callers build URLs from the configuration (a base URL
 * and validated parameters), so the server cannot be made to fetch an address of a user's choice.
 * Redirects are not followed (a 3xx other than 304 is a `status` error), and bodies are returned
 * as sent (no Accept-Encoding is added, so upstreams send them uncompressed).
 */
export class OutboundHttpClient {
  private readonly options: Required<Omit<OutboundClientOptions, 'dispatcher' | 'queueTimeoutMs'>>;
  private readonly queueTimeoutMs: number;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly limiter: OriginLimiter;
  private closing?: Promise<void>;

  constructor(options: OutboundClientOptions) {
    this.options = {
      ...DEFAULTS,
      sleep: abortableSleep,
      random: Math.random,
      now: Date.now,
      ...stripUndefined(options),
      userAgent: options.userAgent,
    };
    this.queueTimeoutMs = options.queueTimeoutMs ?? this.options.timeoutMs;
    this.ownsDispatcher = !options.dispatcher;
    this.dispatcher =
      options.dispatcher ??
      new EnvHttpProxyAgent({ connect: { timeout: this.options.connectTimeoutMs } });
    this.limiter = new OriginLimiter(this.options.concurrencyPerUpstream);
  }

  get(url: string | URL, request: Omit<OutboundRequest, 'method' | 'body'>) {
    return this.request(url, { ...request, method: 'GET' });
  }

  async request(url: string | URL, call: OutboundRequest): Promise<OutboundResponse> {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new TypeError(`Outbound calls are http or https, not ${target.protocol}`);
    }
    const method = call.method ?? 'GET';
    const retries = isIdempotent(method) ? (call.retries ?? this.options.retries) : 0;
    const expiresAt = this.expiryOf(call);
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.attemptWithSlot(target, method, call, expiresAt);
      if (outcome.ok) return outcome.response;
      const wait = this.waitBeforeRetry(outcome, attempt);
      if (attempt >= retries || wait === undefined) throw outcome.error;
      // A retry that would start too late to be answered could only end in a timeout.
      if (this.options.now() + wait + this.leastAttemptMs(call) > expiresAt) throw outcome.error;
      await this.options.sleep(wait, call.signal);
    }
  }

  /** Closes the connections this client opened (not a dispatcher it was given). */
  close(): Promise<void> {
    if (!this.ownsDispatcher) return Promise.resolve();
    this.closing ??= this.dispatcher.close();
    return this.closing;
  }

  /** When the whole call must be over (`now()` time): Infinity without `totalTimeoutMs`. */
  private expiryOf({ totalTimeoutMs }: OutboundRequest): number {
    if (totalTimeoutMs === undefined) return Infinity;
    if (!Number.isFinite(totalTimeoutMs) || totalTimeoutMs <= 0) {
      throw new RangeError('totalTimeoutMs must be a positive number of milliseconds');
    }
    return this.options.now() + totalTimeoutMs;
  }

  /** The time an attempt needs left to be worth starting (at most half the whole call's). */
  private leastAttemptMs({ totalTimeoutMs }: OutboundRequest): number {
    return Math.min(this.options.minAttemptMs, (totalTimeoutMs ?? Infinity) / 2);
  }

  /** How long to wait before the next attempt, or undefined when there is to be none. */
  private waitBeforeRetry(outcome: Attempt & { ok: false }, attempt: number): number | undefined {
    if (!outcome.retryable) return undefined;
    const { retryAfterMs } = outcome.error;
    const { retryBaseDelayMs, maxRetryDelayMs, random } = this.options;
    if (retryAfterMs === undefined) {
      return backoffDelay(attempt, retryBaseDelayMs, maxRetryDelayMs, random);
    }
    // Asked to come back later than we are willing to wait: the caller can pass it on.
    return retryAfterMs <= maxRetryDelayMs ? retryAfterMs : undefined;
  }

  private async attemptWithSlot(
    target: URL,
    method: string,
    call: OutboundRequest,
    expiresAt: number,
  ): Promise<Attempt> {
    const release = await this.slotFor(target, call, expiresAt);
    try {
      const remainingMs = expiresAt - this.options.now();
      if (remainingMs < this.leastAttemptMs(call)) {
        const message = `${call.upstream}: no time left to ask ${target.origin}`;
        return { ok: false, error: timeout(message, call.upstream, undefined), retryable: false };
      }
      const timeoutMs = Math.min(call.timeoutMs ?? this.options.timeoutMs, remainingMs);
      return await this.attempt(target, method, call, timeoutMs);
    } finally {
      release();
    }
  }

  /** Waits for a slot with the call's upstream, within the queue's time and the call's. */
  private async slotFor(target: URL, call: OutboundRequest, expiresAt: number) {
    const waitMs = Math.max(0, Math.min(this.queueTimeoutMs, expiresAt - this.options.now()));
    const queueDeadline = AbortSignal.timeout(waitMs);
    // Per upstream, not per origin: tile styles served by one host must not queue behind each
    // other, or one that stalls makes every map wait.
    const key = `${call.upstream} ${target.origin}`;
    try {
      return await this.limiter.acquire(key, {
        signal: call.signal ? AbortSignal.any([call.signal, queueDeadline]) : queueDeadline,
        maxQueued: call.maxQueued,
      });
    } catch (error) {
      call.signal?.throwIfAborted();
      const { upstream } = call;
      if (error instanceof QueueFullError) {
        const message = `${upstream}: ${error.queued} calls already wait for ${target.origin}`;
        throw new UpstreamError(message, { kind: 'busy', upstream, cause: error });
      }
      if (error instanceof RangeError) throw error;
      const message = `${upstream}: no free connection to ${target.origin} within ${waitMs} ms`;
      throw new UpstreamError(message, { kind: 'timeout', upstream, cause: error });
    }
  }

  private async attempt(
    target: URL,
    method: string,
    call: OutboundRequest,
    timeoutMs: number,
  ): Promise<Attempt> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, deadline.signal]) : deadline.signal;
    try {
      const response = await request(target, {
        method,
        headers: this.headersFor(call.headers),
        body: call.body,
        signal,
        dispatcher: this.dispatcher,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return await this.readResponse(response, call);
    } catch (error) {
      call.signal?.throwIfAborted();
      if (error instanceof UpstreamError) return { ok: false, error, retryable: false };
      return this.failure(error, deadline.signal.aborted, timeoutMs, call.upstream);
    } finally {
      clearTimeout(timer);
    }
  }

  private headersFor(headers: Record<string, string> = {}): Record<string, string> {
    const own = Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'user-agent');
    return { ...Object.fromEntries(own), 'user-agent': this.options.userAgent };
  }

  private async readResponse(
    response: Dispatcher.ResponseData,
    call: OutboundRequest,
  ): Promise<Attempt> {
    const { statusCode: status } = response;
    const headers = toHeaders(response.headers);
    if ((status < 200 || status > 299) && status !== 304) {
      // Read and drop a little of the body so the connection can be reused.
      await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      const retryAfterMs = parseRetryAfter(
        headers.get('retry-after') ?? undefined,
        this.options.now(),
      );
      const error = new UpstreamError(`${call.upstream} answered ${status}`, {
        kind: 'status',
        upstream: call.upstream,
        status,
        retryAfterMs,
        headers,
      });
      return { ok: false, error, retryable: isRetryableStatus(status) };
    }
    const maxBytes = call.maxBodyBytes ?? this.options.maxBodyBytes;
    const body = await readBounded(response, maxBytes, call.upstream);
    return { ok: true, response: { status, headers, body } };
  }

  private failure(error: unknown, timedOut: boolean, timeoutMs: number, upstream: string): Attempt {
    const code = errorCode(error);
    if (code === 'UND_ERR_INVALID_ARG') throw error; // our mistake, not the upstream's
    if (timedOut || (code !== undefined && RESPONSE_TIMEOUTS.has(code))) {
      const message = `${upstream} did not answer within ${timeoutMs} ms`;
      return { ok: false, error: timeout(message, upstream, error), retryable: false };
    }
    if (code === CONNECT_TIMEOUT) {
      const message = `${upstream}: could not connect in time`;
      return { ok: false, error: timeout(message, upstream, error), retryable: true };
    }
    const reason = error instanceof Error ? error.message : String(error);
    const message = `${upstream} could not be reached (${code ?? reason})`;
    const network = new UpstreamError(message, { kind: 'network', upstream, cause: error });
    return { ok: false, error: network, retryable: true };
  }
}

const timeout = (message: string, upstream: string, cause: unknown) =>
  new UpstreamError(message, { kind: 'timeout', upstream, cause });

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
