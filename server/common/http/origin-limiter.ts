interface Waiter {
  grant(): void;
}

interface KeySlots {
  active: number;
  queue: Waiter[];
}

export interface AcquireOptions {
  /** Aborting it takes the waiter out of the queue; `acquire` rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Waiters this caller will queue behind: when that many already wait for the key, `acquire`
   * rejects at once with a `QueueFullError` instead of joining them. Unbounded unless set.
   */
  maxQueued?: number;
}

/** Every slot for the key is taken and `maxQueued` callers already wait for one. */
export class QueueFullError extends Error {
  constructor(
    readonly key: string,
    readonly queued: number,
  ) {
    super(`${queued} calls already wait for ${key}`);
    this.name = 'QueueFullError';
  }
}

/**
 * At most `limit` holders at a time per key; the rest wait in order, as many as each caller
 * accepts. The outbound client keys it by upstream and origin, so a burst from one user (a map
 * panned across 200 tiles) queues here instead of opening 200 sockets to one host, and an upstream
 * that stalls fills only its own queue.
 */
export class OriginLimiter {
  private readonly keys = new Map<string, KeySlots>();

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be 1 or more');
  }

  /**
   * Resolves with a release function once a slot for `key` is free. Rejects with the signal's
   * reason if it aborts first (the waiter leaves the queue), and with a `QueueFullError` at once
   * when the queue already holds `maxQueued` waiters.
   */
  acquire(key: string, { signal, maxQueued = Infinity }: AcquireOptions = {}): Promise<() => void> {
    if (!(maxQueued === Infinity || (Number.isInteger(maxQueued) && maxQueued >= 0))) {
      return Promise.reject(new RangeError('maxQueued must be 0 or more'));
    }
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const slots = this.slotsOf(key);
    if (slots.active < this.limit) {
      slots.active += 1;
      return Promise.resolve(this.releaser(key, slots));
    }
    if (slots.queue.length >= maxQueued) {
      return Promise.reject(new QueueFullError(key, slots.queue.length));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = slots.queue.indexOf(waiter);
        if (index !== -1) slots.queue.splice(index, 1);
        this.forgetIfIdle(key, slots);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser(key, slots));
        },
      };
      slots.queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Holders and waiters for `key` (for tests and diagnostics). */
  load(key: string): { active: number; queued: number } {
    const slots = this.keys.get(key);
    return { active: slots?.active ?? 0, queued: slots?.queue.length ?? 0 };
  }

  private slotsOf(key: string): KeySlots {
    let slots = this.keys.get(key);
    if (!slots) {
      slots = { active: 0, queue: [] };
      this.keys.set(key, slots);
    }
    return slots;
  }

  private releaser(key: string, slots: KeySlots): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slots.queue.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next.grant();
      else {
        slots.active -= 1;
        this.forgetIfIdle(key, slots);
      }
    };
  }

  private forgetIfIdle(key: string, slots: KeySlots): void {
    if (slots.active === 0 && slots.queue.length === 0) this.keys.delete(key);
  }
}
