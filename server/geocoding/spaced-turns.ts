import { abortableSleep } from '@server/common/http/retry-policy.js';

/** More callers already wait for a turn than the gate lets queue. */
export class TurnsFullError extends Error {
  constructor(
    readonly queued: number,
    /** About when a new caller would be let in. */
    readonly retryAfterMs: number,
  ) {
    super(`${queued} calls already wait for their turn`);
    this.name = 'TurnsFullError';
  }
}

export interface SpacedTurnsOptions {
  /** The least time between the end of one call and the start of the next. */
  intervalMs: number;
  /** Callers that may wait for a turn; one more fails at once with `TurnsFullError`. */
  maxQueued: number;
  /** The longest a new caller would wait (after a `holdUntil`, say); longer fails at once. */
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

interface Waiter {
  start: () => void;
}

/**
 * One call at a time, in the order they came, each started at least `intervalMs` after the one
 * before it ended: Nominatim's "an absolute maximum of 1 request per second", kept however the
 * calls' times vary (measured from the end, two calls never reach the upstream closer together
 * than the interval). A queue that is full refuses at once rather than keep a user waiting.
 */
export class SpacedTurns {
  private readonly waiting: Waiter[] = [];
  private running = false;
  private readyAt = -Infinity;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: SpacedTurnsOptions) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? abortableSleep;
  }

  /** Runs `call` in its turn. Aborting `signal` while it waits takes it out of the queue. */
  async run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const queued = this.waiting.length;
    const { intervalMs, maxQueued, maxWaitMs } = this.options;
    const waitMs =
      Math.max(0, this.readyAt - this.now()) + (this.running ? queued + 1 : 0) * intervalMs;
    if ((this.running && queued >= maxQueued) || waitMs > maxWaitMs) {
      throw new TurnsFullError(queued, Math.max(intervalMs, waitMs));
    }
    await this.turn(signal);
    let called = false;
    try {
      const wait = this.readyAt - this.now();
      if (wait > 0) await this.sleep(wait, signal);
      called = true;
      return await call();
    } finally {
      if (called) this.readyAt = Math.max(this.readyAt, this.now() + this.options.intervalMs);
      this.next();
    }
  }

  /** No call starts before `time` (the upstream asked us to wait: its Retry-After). */
  holdUntil(time: number): void {
    this.readyAt = Math.max(this.readyAt, time);
  }

  /** Callers waiting for a turn (not the one running). */
  get queued(): number {
    return this.waiting.length;
  }

  private turn(signal?: AbortSignal): Promise<void> {
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index !== -1) this.waiting.splice(index, 1);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Hands the turn to the next caller (it stays `running`), or frees it. */
  private next(): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter.start();
    else this.running = false;
  }
}
