import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { loadOrCreateKeys } from '@server/builtin-provider/provider-keys.js';
import { dataSourceOptions } from '@server/database/data-source-options.js';
import { EmbeddedDatabase } from '@server/database/embedded-database.js';
import type { DatabaseKind } from '@server/database/database-connection.js';
import { installJobQueueSchema } from '@server/jobs/queue/job-queue-schema.js';

/**
 * A database migrated once per test run (with the built-in provider's keys), which every API
 * test file copies instead of building its own: creating an embedded database (PGlite's initdb)
 * and running every migration took about 3 s per app, and a run starts over a hundred apps. On PostgreSQL the copy is
 * `CREATE DATABASE ... TEMPLATE`; on the embedded database it is the data directory, copied.
 * The path from an empty database is still tested: `test/api/database.test.ts` starts apps on
 * empty directories and runs the migrations down and up again.
 */
export type DatabaseTemplate =
  { kind: 'embedded'; directory: string } | { kind: 'postgresql'; serverUrl: string; name: string };

const execFileAsync = promisify(execFile);

/** PostgreSQL names made here: letters, digits and underscores only. */
const SAFE_NAME = /^[a-z0-9_]+$/;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The system's `cp`, which copies the 40 MB, thousand-file directory in about 50 ms where
 * `fs.cp` took 0.6 to 1.6 s (a JavaScript walk with a stat per file); `fs.cp` where there is none.
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  if (process.platform === 'win32') return cp(from, to, { recursive: true });
  await execFileAsync('cp', ['-R', `${from}/.`, to]);
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

/**
 * Migrates the template and gives it the built-in provider's keys and the job queue's schema,
 * as the first server on a database does: generating an RSA key took 0.1 to 0.3 s of a core in
 * every app, and pg-boss's schema 0.6 to 0.8 s on the embedded database. The paths that create
 * them are still run, by every app started on an empty database (database.test.ts, the browser
 * and process tests' servers).
 */
async function migrate(url: string, kind: DatabaseKind): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(url, 1));
  await dataSource.initialize(); // migrationsRun: the migrations run here
  try {
    await loadOrCreateKeys(dataSource);
    await installJobQueueSchema(dataSource, kind);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * Builds the run's template: with `serverUrl` (TEST_DATABASE_URL), a database beside it named
 * after it with `_template`; otherwise an embedded database in a temporary directory.
 */
export async function createDatabaseTemplate(serverUrl?: string): Promise<{
  template: DatabaseTemplate;
  remove(): Promise<void>;
}> {
  if (!serverUrl) {
    const directory = await mkdtemp(join(tmpdir(), 'packtrail-template-'));
    const embedded = await EmbeddedDatabase.start(directory);
    try {
      await migrate(embedded.url, 'embedded');
    } finally {
      await embedded.stop();
    }
    return {
      template: { kind: 'embedded', directory },
      remove: () => rm(directory, { recursive: true, force: true }),
    };
  }
  const base = decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || 'packtrail';
  const name = `${base}_template_${randomBytes(4).toString('hex')}`;
  if (!SAFE_NAME.test(name)) throw new Error(`Refusing database name ${JSON.stringify(name)}`);
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  await migrate(databaseUrl(serverUrl, name), 'postgresql');
  return {
    template: { kind: 'postgresql', serverUrl, name },
    remove: () => dropDatabase(serverUrl, name),
  };
}

/**
 * A copy of the template for one app: the embedded database copied into `dataDir` (where the app
 * looks for it), or a new PostgreSQL database made from the template. Returns the variables that
 * point the app at it and how to remove it.
 */
export async function copyDatabaseTemplate(
  template: DatabaseTemplate,
  dataDir: string,
): Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }> {
  if (template.kind === 'embedded') {
    await copyDirectory(template.directory, dataDir);
    return { env: {}, drop: () => Promise.resolve() };
  }
  const name = `${template.name.replace(/_template_\w+$/, '')}_${randomBytes(6).toString('hex')}`;
  const { serverUrl } = template;
  await withAdmin(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}"`),
  );
  return {
    env: { DATABASE_URL: databaseUrl(serverUrl, name) },
    drop: () => dropDatabase(serverUrl, name),
  };
}
