import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DatabaseKind } from './database-connection.js';

/**
 * The sample ANALYZE reads is 300 rows per unit of the target, whatever the table's size, and
 * the embedded database's one connection is held meanwhile. For a 250,000-row search_documents
 * or gear_items on a busy two-core machine, PostgreSQL's default, 100, took 0.4 to 0.7 s (3 s
 * cold); 25 (7,500 rows) took 0.13 to 0.19 s (0.4 s cold), enough for the app's plans, which
 * pick by owner; 10 took 0.05 to 0.09 s.
 */
export const ANALYZE_STATISTICS_TARGET = 25;

/** An ANALYZE this long made requests wait: worth a warning. */
const SLOW_ANALYZE_MS = 1_000;

/**
 * A table is analyzed again once this many rows changed since its last analysis, plus a tenth
 * of its rows: autovacuum's own default (autovacuum_analyze_threshold, _scale_factor).
 */
const CHANGED_ROWS_THRESHOLD = 50;
const CHANGED_ROWS_SCALE = 0.1;

/**
 * The tables whose statistics are missing or stale, most changed first: by PostgreSQL's own
 * counter of rows changed since the last analysis (n_mod_since_analyze, which PGlite keeps while
 * it runs but starts again from 0 at every start), or, for what changed before this start, by
 * the rows the table's pages now hold at the density its last analysis found (pages grow with
 * every row written, and PGlite never vacuums them back).
 */
const STALE_TABLES_SQL = `
SELECT "table" FROM (
  SELECT s.relname AS "table", s.n_mod_since_analyze AS changed, c.reltuples AS analyzed_rows,
         c.relpages AS analyzed_pages,
         pg_relation_size(c.oid) / current_setting('block_size')::integer AS pages
  FROM pg_stat_user_tables s
  JOIN pg_class c ON c.oid = s.relid
  WHERE s.schemaname = current_schema()
) AS t
WHERE changed > ${CHANGED_ROWS_THRESHOLD} + ${CHANGED_ROWS_SCALE} * greatest(analyzed_rows, 0)
   OR (pages > 0 AND (analyzed_rows < 0 OR analyzed_pages = 0))
   OR (analyzed_pages > 0 AND analyzed_rows > 0
       AND (pages::float8 / analyzed_pages - 1) * analyzed_rows
           > ${CHANGED_ROWS_THRESHOLD} + ${CHANGED_ROWS_SCALE} * analyzed_rows)
ORDER BY changed DESC, "table"`;

/**
 * Keeps the embedded database's planner statistics current. PostgreSQL's autovacuum analyzes a
 * table once enough of it changed; PGlite runs no autovacuum, so a table that grew after it was
 * created had no statistics, or stale ones, and the planner guessed its size and the spread of
 * its values. At start-up (after the migrations) and every
 * EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS (a minute; 0: never), the tables that changed
 * enough are analyzed one at a time, each in a short transaction of its own with a smaller
 * sample, so a request waits behind one table's ANALYZE at most. Nothing at all on PostgreSQL,
 * where autovacuum does it.
 */
export class PlannerStatistics implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PlannerStatistics');
  private timer?: NodeJS.Timeout;
  private running?: Promise<string[]>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly kind: DatabaseKind,
    /** 0: no pass at start-up nor on a timer (analyzeStale still works when called). */
    private readonly intervalMs: number,
  ) {}

  /** Only the embedded database needs it. */
  get enabled(): boolean {
    return this.kind === 'embedded';
  }

  onApplicationBootstrap(): void {
    if (!this.enabled || this.intervalMs <= 0) return;
    void this.analyzeStale();
    this.timer = setInterval(() => void this.analyzeStale(), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Analyzes the tables whose statistics are stale, one statement each; resolves to their names
   * (none on PostgreSQL). A pass already under way is waited for instead.
   */
  analyzeStale(): Promise<string[]> {
    if (!this.enabled || this.stopped) return Promise.resolve([]);
    this.running ??= this.pass()
      .catch((error: unknown) => {
        this.logger.warn(`Could not update the planner statistics: ${String(error)}`);
        return [];
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async pass(): Promise<string[]> {
    const stale = await this.dataSource.query<{ table: string }[]>(STALE_TABLES_SQL);
    const analyzed: string[] = [];
    for (const { table } of stale) {
      if (this.stopped) break;
      const started = performance.now();
      await this.analyze(table);
      analyzed.push(table);
      const ms = Math.round(performance.now() - started);
      if (ms >= SLOW_ANALYZE_MS) {
        this.logger.warn(`ANALYZE ${table} held the database for ${ms} ms`);
      } else this.logger.debug(`ANALYZE ${table}: ${ms} ms`);
    }
    return analyzed;
  }

  /** One short transaction: the smaller sample for this statement only. */
  private analyze(table: string): Promise<void> {
    const name = `"${table.replaceAll('"', '""')}"`;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL default_statistics_target = ${ANALYZE_STATISTICS_TARGET}`);
      await manager.query(`ANALYZE ${name}`);
    });
  }

  /** Stops the timer, and lets a table's ANALYZE under way finish before the pool closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
