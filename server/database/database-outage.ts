import { Logger, type OnModuleDestroy } from '@nestjs/common';

/** One cheap statement that proves the database answers. */
export type DatabaseProbe = () => Promise<unknown>;

/** How often an outage checks whether the database answers again. */
const PROBE_INTERVAL_MS = 1_000;

const reasonOf = (error: unknown): { code?: string; message: string } => {
  const fields = (error ?? {}) as { code?: unknown; message?: unknown; errors?: unknown };
  // Connecting to a name with several addresses fails with an AggregateError and no message.
  const first = Array.isArray(fields.errors) ? (fields.errors[0] as typeof fields) : undefined;
  const message = fields.message === '' ? first?.message : (fields.message ?? first?.message);
  return {
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    message: typeof message === 'string' ? message : String(error),
  };
};

/**
 * Whether the database is in an outage, so that an outage is logged as one line when it starts
 * and one when the database answers again, however many requests it turns away in between (each
 * of them answered 503 without a stack in the logs). While it lasts, a probe asks the database
 * every second whether it answers again.
 */
export class DatabaseOutage implements OnModuleDestroy {
  private readonly logger = new Logger('Database');
  private startedAt?: number;
  private probing?: NodeJS.Timeout;
  private probeRunning = false;
  private closed = false;

  constructor(
    private readonly probe: DatabaseProbe,
    private readonly probeIntervalMs = PROBE_INTERVAL_MS,
  ) {}

  get ongoing(): boolean {
    return this.startedAt !== undefined;
  }

  /** An error said the database cannot be reached: the first one of an outage is logged. */
  unavailable(error: unknown): void {
    if (this.ongoing) return;
    this.startedAt = Date.now();
    this.logger.error(
      { reason: reasonOf(error) },
      'The database does not answer: requests get 503 until it does',
    );
    // Once the app is closing, its pool is gone for good: nothing left to wait for.
    if (this.closed) return;
    this.probing = setInterval(() => void this.probeOnce(), this.probeIntervalMs);
    this.probing.unref();
  }

  /** The database answered: ends an outage, if one was going on. */
  answered(): void {
    if (!this.ongoing) return;
    const outageMs = Date.now() - (this.startedAt ?? 0);
    this.startedAt = undefined;
    clearInterval(this.probing);
    this.logger.log({ outageMs }, 'The database answers again');
  }

  onModuleDestroy(): void {
    this.closed = true;
    clearInterval(this.probing);
  }

  private async probeOnce(): Promise<void> {
    // A probe can take as long as a connection attempt; one at a time.
    if (this.probeRunning) return;
    this.probeRunning = true;
    try {
      await this.probe();
      this.answered();
    } catch {
      // Still down: the outage was logged when it started.
    } finally {
      this.probeRunning = false;
    }
  }
}
