import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { startTestApp } from '@test/support/test-app.js';

describe('the schema, built by migrations at start-up', () => {
  const { app } = setupApi({ users: 0 });
  let db: DataSource;
  beforeAll(() => {
    db = app.app.get(DataSource);
  });

  it('has run every migration', async () => {
    const rows = await db.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((row) => row.name)).toEqual(db.migrations.map((m) => m.name));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('matches the entities: generating a migration now would find nothing to do', async () => {
    const pending = await db.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('creates users with a uuid, timestamps and the basic plan by default', async () => {
    const [user] = await db.query<
      { id: string; subscription_plan: string; created_at: Date; updated_at: Date }[]
    >(
      `INSERT INTO users (email, given_name, family_name) VALUES ('ada@example.com', 'Ada', 'Lovelace')
       RETURNING id, subscription_plan, created_at, updated_at`,
    );
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user?.subscription_plan).toBe('basic');
    expect(user?.created_at).toBeInstanceOf(Date);
    expect(user?.updated_at).toBeInstanceOf(Date);
  });

  it('accepts only the basic and explorer plans', async () => {
    await db.query(
      `INSERT INTO users (email, subscription_plan) VALUES ('x@example.com', 'explorer')`,
    );
    await expect(
      db.query(`INSERT INTO users (email, subscription_plan) VALUES ('y@example.com', 'gold')`),
    ).rejects.toThrow(/CHK_users_subscription_plan/);
  });

  it('keeps emails unique regardless of case', async () => {
    await db.query(`INSERT INTO users (email) VALUES ('Case@Example.com')`);
    await expect(db.query(`INSERT INTO users (email) VALUES ('case@example.COM')`)).rejects.toThrow(
      /UQ_users_email/,
    );
  });

  it('reverts every migration, down to an empty schema, and runs them all again', async () => {
    await db.query('DELETE FROM users');
    for (let left = db.migrations.length; left > 0; left -= 1) await db.undoLastMigration();
    const tables = await db.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
    const ran = await db.runMigrations();
    expect(ran.map((m) => m.name)).toEqual(db.migrations.map((m) => m.name));
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-persist-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps its data under DATA_DIR across restarts', async () => {
    const first = await startTestApp({ DATA_DIR: dataDir });
    await first.app.get(DataSource).query(`INSERT INTO users (email) VALUES ('kept@example.com')`);
    await first.stop();

    const second = await startTestApp({ DATA_DIR: dataDir });
    const rows = await second.app
      .get(DataSource)
      .query<{ email: string }[]>(`SELECT email FROM users`);
    await second.stop();
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
  });
});
