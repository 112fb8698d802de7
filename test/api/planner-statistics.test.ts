import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataSource } from 'typeorm';
import { PlannerStatistics } from '@server/database/planner-statistics.js';
import { startTestApp, type TestApp } from '@test/support/test-app.js';

const embedded = !process.env.TEST_DATABASE_URL;

/** A user with `items` gear items (and so as many search documents), in one statement each. */
async function seed(db: DataSource, items: number): Promise<string> {
  const [user] = await db.query<{ id: string }[]>(
    `INSERT INTO users (email) VALUES ('stats-' || gen_random_uuid() || '@example.com') RETURNING id`,
  );
  const ownerId = user!.id;
  await db.query(
    `INSERT INTO gear_items (owner_id, name, brand, weight_mg)
     SELECT $1, (ARRAY['Tent', 'Quilt', 'Titanium pot', 'Headlamp'])[1 + i % 4] || ' ' || i,
            'Z-Packs', i * 10
     FROM generate_series(1, $2::integer) AS i`,
    [ownerId, items],
  );
  return ownerId;
}

interface TableStatistics {
  reltuples: number;
  last_analyze: Date | null;
  columns: string;
}

function statistics(db: DataSource, table: string): Promise<TableStatistics> {
  return db
    .query<TableStatistics[]>(
      `SELECT c.reltuples, s.last_analyze,
              (SELECT count(*) FROM pg_stats p
               WHERE p.schemaname = current_schema() AND p.tablename = c.relname) AS columns
       FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
       WHERE c.relname = $1 AND s.schemaname = current_schema()`,
      [table],
    )
    .then((rows) => rows[0]!);
}

describe.skipIf(!embedded)('planner statistics on the embedded database', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    // A timer that never fires during the test: the passes below are the test's own.
    app = await startTestApp({ EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: '3600' });
    db = app.app.get(DataSource);
  });
  afterAll(() => app.stop());

  it('analyzes the tables that grew, one pass, and not again until they change', async () => {
    const stats = app.app.get(PlannerStatistics);
    // The start-up pass of the template's tables, if any, is done before the rows come.
    await stats.analyzeStale();
    await seed(db, 2_000);
    const before = await statistics(db, 'gear_items');
    expect(before.last_analyze).toBeNull(); // PGlite has no autovacuum to do it
    expect(Number(before.columns)).toBe(0);

    const analyzed = await stats.analyzeStale();

    expect(analyzed).toEqual(expect.arrayContaining(['gear_items', 'search_documents']));
    for (const table of ['gear_items', 'search_documents']) {
      const after = await statistics(db, table);
      expect(after.reltuples).toBe(2_000);
      expect(after.last_analyze).toBeInstanceOf(Date);
      expect(Number(after.columns)).toBeGreaterThan(0);
    }
    expect(await stats.analyzeStale()).toEqual([]);
  });

  it('analyzes a table again once a tenth of it changed', async () => {
    const stats = app.app.get(PlannerStatistics);
    await seed(db, 100); // 2,100: fewer than 50 + 10% changed
    expect(await stats.analyzeStale()).toEqual([]);
    await seed(db, 400); // 2,500
    expect(await stats.analyzeStale()).toEqual(
      expect.arrayContaining(['gear_items', 'search_documents']),
    );
    expect((await statistics(db, 'gear_items')).reltuples).toBe(2_500);
  });

  it('analyzes at start-up the tables that grew before it', async () => {
    // PGlite's counters of changed rows start again from 0 at every start: the pass at start-up
    // finds these 500 rows by the table's pages.
    await seed(db, 500);
    app = await app.restart();
    db = app.app.get(DataSource);
    await vi.waitFor(
      async () => expect((await statistics(db, 'gear_items')).reltuples).toBe(3_000),
      { timeout: 30_000, interval: 100 },
    );
    await vi.waitFor(
      async () => expect((await statistics(db, 'search_documents')).reltuples).toBe(3_000),
      { timeout: 30_000, interval: 100 },
    );
  });
});

describe.runIf(!embedded)('planner statistics on PostgreSQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: '60' });
  });
  afterAll(() => app.stop());

  it('are left to autovacuum: the app analyzes nothing', async () => {
    const db = app.app.get(DataSource);
    const stats = app.app.get(PlannerStatistics);
    await seed(db, 2_000);
    expect(stats.enabled).toBe(false);
    expect(await stats.analyzeStale()).toEqual([]);
    expect((await statistics(db, 'gear_items')).last_analyze).toBeNull();
  });
});
