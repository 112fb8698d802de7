import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { SWEEP_INTERVAL_MS } from './rate-limit-policies.js';
import { RateLimitsRepository } from './rate-limits.repository.js';

/**
 * Deletes ended windows and lapsed leases at start-up and every hour after, so the tables hold
 * only users active lately. Every server sweeps; the deletes are idempotent.
 */
@Injectable()
export class RateLimitsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(private readonly repository: RateLimitsRepository) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  /** Sweeps now (a sweep already under way is waited for instead). */
  sweep(): Promise<void> {
    this.running ??= this.repository
      .deleteExpired()
      .catch((error: unknown) =>
        this.logger.warn(`Could not delete expired rate limits: ${String(error)}`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Stops sweeping, and lets a sweep under way finish before the pool closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
