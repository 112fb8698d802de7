/**
 * How a call to a third party failed. `busy`: not sent, because more calls already waited for
 * that upstream than the caller would queue behind.
 */
export type UpstreamErrorKind = 'timeout' | 'network' | 'status' | 'too_large' | 'busy';

export interface UpstreamErrorDetails {
  kind: UpstreamErrorKind;
  /** The name the caller gave the third party ("osm-tiles", "strava"), for logs and messages. */
  upstream: string;
  /** The upstream's answer, for kind `status`. */
  status?: number;
  /** How long the upstream asked us to wait (its Retry-After), when it said so. */
  retryAfterMs?: number;
  /** The upstream's answer's headers, for kind `status` (a rate limit's usage, say). */
  headers?: Headers;
  cause?: unknown;
}

/**
 * A third party did not give a usable answer. Callers turn it into 502, 503 or 504 (`httpStatus`)
 * with a message of their own: it is never a 500, because our server did nothing wrong.
 */
export class UpstreamError extends Error {
  readonly kind: UpstreamErrorKind;
  readonly upstream: string;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly headers?: Headers;

  constructor(message: string, details: UpstreamErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'UpstreamError';
    this.kind = details.kind;
    this.upstream = details.upstream;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
    this.headers = details.headers;
  }

  /**
   * The status to answer our own client with: 504 when the upstream was too slow, 503 when it
   * said it is overloaded or down for now (429, 503) or too many calls wait for it, 502 for any
   * other bad answer.
   */
  get httpStatus(): 502 | 503 | 504 {
    switch (this.kind) {
      case 'timeout':
        return 504;
      case 'busy':
        return 503;
      case 'status':
        return this.status === 429 || this.status === 503 ? 503 : 502;
      case 'network':
      case 'too_large':
        return 502;
    }
  }
}
