export interface TokenBucketOptions {
  /** Requests a client may make at once; the bucket refills to this over `windowMs`. */
  capacity: number;
  windowMs: number;
  /** Clients remembered at once. */
  maxClients: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per client, kept in this process's memory. That is enough for analytics and
 * map tiles: a restart or a second instance only lets a client send a little more, and nothing
 * is lost but some noise (or some tiles). The map is bounded: past `maxClients` the least recently seen client is forgotten,
 * which at worst hands that client a fresh bucket.
 */
export class TokenBucketRateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    private readonly options: TokenBucketOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = options.capacity / options.windowMs;
  }

  /** Spends one token of `key`'s bucket, or says how long until one is back. */
  take(key: string): RateLimitDecision {
    const bucket = this.refilled(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    const waitMs = (1 - bucket.tokens) / this.refillPerMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Clients currently remembered. */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(key: string): Bucket {
    const now = this.now();
    const previous = this.buckets.get(key);
    // Deleting and setting again keeps the map in least-recently-seen order.
    this.buckets.delete(key);
    const elapsed = previous ? Math.max(0, now - previous.updatedAt) : 0;
    const tokens = previous
      ? Math.min(this.options.capacity, previous.tokens + elapsed * this.refillPerMs)
      : this.options.capacity;
    const bucket = { tokens, updatedAt: now };
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.options.maxClients) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    return bucket;
  }
}
