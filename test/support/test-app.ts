import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp, type PacktrailApp } from '@server/bootstrap/create-app.js';
import { loadConfig } from '@server/config/load-config.js';

export interface TestApp extends PacktrailApp {
  baseUrl: string;
  /** Stops the app and removes its database (temporary directory or schema). */
  stop(): Promise<void>;
}

/**
 * A database of the test's own: with TEST_DATABASE_URL, a fresh schema in that PostgreSQL
 * database (so test files can run side by side); otherwise an embedded PGlite in a temp folder.
 */
async function isolatedDatabase(): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-test-'));
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '4' },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/** The real app, listening on a free loopback port, on a database of its own. */
export async function startTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const database = await isolatedDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    ...database.env,
    ...env,
  });
  const running = await createApp(config);
  await running.app.listen(0, '127.0.0.1');
  const address = running.app.getHttpServer().address() as { port: number };
  return {
    ...running,
    baseUrl: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      await running.close();
      await database.drop();
    },
  };
}
