export interface AttemptLimiterOptions {
  /** Failures allowed per key within the window; the next attempt is refused (Infinity: never). */
  limit: number;
  windowMs: number;
  /** Keys remembered at most; the oldest are forgotten first. */
  maxKeys: number;
  now?: () => number;
}

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed attempts per key (an address, an email, or the two together) in a fixed window
 * and refuses a key once it has used up its failures.
 *
 * In memory, per process: with several servers behind a load balancer each one counts on its
 * own, so the real ceiling is the limit times the number of servers. That still turns online
 * password guessing from millions of tries into dozens, which is what it is for; a shared store
 * would only be worth it at a scale this app does not aim for.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;

  constructor(private readonly options: AttemptLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (!window || window.failures < this.options.limit) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Failures counted for `key` in its current window. */
  failures(key: string): number {
    return this.current(key)?.failures ?? 0;
  }

  recordFailure(key: string): void {
    const window = this.current(key);
    if (window) {
      window.failures += 1;
      return;
    }
    this.makeRoom();
    this.windows.set(key, { failures: 1, resetAt: this.now() + this.options.windowMs });
  }

  /** Takes back one failure (an attempt counted up front that turned out right). */
  forgive(key: string): void {
    const window = this.current(key);
    if (!window) return;
    window.failures -= 1;
    if (window.failures <= 0) this.windows.delete(key);
  }

  /** Forgets a key's failures (after it succeeds). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Keeps the map bounded: drop expired windows, then the oldest ones if still full. */
  private makeRoom(): void {
    if (this.windows.size < this.options.maxKeys) return;
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Maps iterate in insertion order, so the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.options.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
