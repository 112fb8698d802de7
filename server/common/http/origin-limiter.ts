interface Waiter {
  grant(): void;
}

interface OriginSlots {
  active: number;
  queue: Waiter[];
}

/**
 * At most `limit` requests at a time to one origin; the rest wait in order. A burst from one user
 * (a map panned across 200 tiles) queues here instead of opening 200 sockets to one host.
 */
export class OriginLimiter {
  private readonly origins = new Map<string, OriginSlots>();

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be 1 or more');
  }

  /**
   * Resolves with a release function once a slot for `origin` is free. Rejects with the signal's
   * reason if it aborts first (the waiter leaves the queue).
   */
  acquire(origin: string, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    const slots = this.slotsOf(origin);
    if (slots.active < this.limit) {
      slots.active += 1;
      return Promise.resolve(this.releaser(origin, slots));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = slots.queue.indexOf(waiter);
        if (index !== -1) slots.queue.splice(index, 1);
        this.forgetIfIdle(origin, slots);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser(origin, slots));
        },
      };
      slots.queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Requests running and waiting for `origin` (for tests and diagnostics). */
  load(origin: string): { active: number; queued: number } {
    const slots = this.origins.get(origin);
    return { active: slots?.active ?? 0, queued: slots?.queue.length ?? 0 };
  }

  private slotsOf(origin: string): OriginSlots {
    let slots = this.origins.get(origin);
    if (!slots) {
      slots = { active: 0, queue: [] };
      this.origins.set(origin, slots);
    }
    return slots;
  }

  private releaser(origin: string, slots: OriginSlots): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slots.queue.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next.grant();
      else {
        slots.active -= 1;
        this.forgetIfIdle(origin, slots);
      }
    };
  }

  private forgetIfIdle(origin: string, slots: OriginSlots): void {
    if (slots.active === 0 && slots.queue.length === 0) this.origins.delete(origin);
  }
}
