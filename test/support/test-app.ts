import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { PinoLogger } from 'nestjs-pino';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type AppOptions, type PacktrailApp } from '@server/bootstrap/create-app.js';
import type { AppConfig } from '@server/config/app-config.js';
import { loadConfig } from '@server/config/load-config.js';
import { copyDatabaseTemplate, type DatabaseTemplate } from './database-template.js';
import { reservePort, type ReservedPort } from './listener.js';
import { routeTestLogs, testLogStream } from './log-capture.js';

export interface TestApp extends PacktrailApp {
  baseUrl: string;
  /** What the app was started with (its database included), e.g. for a command on its data. */
  config: AppConfig;
  /** Stops the app and removes its database (temporary directory or schema). */
  stop(): Promise<void>;
  /** Stops the app and starts it again on the same port and database. */
  restart(): Promise<TestApp>;
}

/**
 * A database of the test's own, copied from the run's migrated template (see
 * `database-template.ts`): with TEST_DATABASE_URL, a new database on that PostgreSQL server;
 * otherwise an embedded PGlite in a temporary folder. Outside a run that made a template (a
 * project without the global setup), an empty one that the app migrates as it starts.
 */
export async function isolatedDatabase(): Promise<{
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}> {
  // DATA_DIR holds the embedded database and the generated session secret.
  const dataDir = await mkdtemp(join(tmpdir(), 'packtrail-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const template = inject('databaseTemplate') as DatabaseTemplate | undefined;
  const copy = template
    ? await copyDatabaseTemplate(template, dataDir)
    : await emptyDatabase(process.env.TEST_DATABASE_URL);
  return {
    env: { DATABASE_POOL_SIZE: '4', ...copy.env, DATA_DIR: dataDir },
    drop: async () => {
      await removeDataDir();
      await copy.drop();
    },
  };
}

/** A fresh schema in the TEST_DATABASE_URL database, or nothing: the embedded one starts empty. */
async function emptyDatabase(serverUrl: string | undefined) {
  if (!serverUrl) return { env: {}, drop: () => Promise.resolve() };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/**
 * What a test file about sign-in itself gives `startTestApp`: no PASSWORD_HASH_COST, so the app
 * hashes at production's cost (2^15) as a real server does. Every other file uses the test cost.
 */
export const productionPasswordHashing: NodeJS.ProcessEnv = { PASSWORD_HASH_COST: undefined };

/**
 * scrypt at 2^10 instead of 2^15: a sign-up then costs a millisecond, not 0.1 s of a core and
 * 32 MiB (each test file signs up several users).
 */
const TEST_PASSWORD_HASH_COST = '10';

const closedPort = 'http://127.0.0.1:9';
const unreachableTiles = {
  TILES_STANDARD_URL: `${closedPort}/standard/{z}/{x}/{y}.png`,
  TILES_SATELLITE_URL: `${closedPort}/satellite/{z}/{x}/{y}.png`,
  TILES_ELEVATION_URL: `${closedPort}/elevation/{z}/{x}/{y}.png`,
};

/**
 * The real app on a loopback port the system chose (which is also its PUBLIC_URL, where sign-in
 * comes back to), on a database of its own. A test that needs the address before the app starts
 * (to register it with a provider, or to start a second app on it) reserves the port itself and
 * passes it as `port`. `logDestination` receives the app's log lines (give LOG_LEVEL in `env`
 * too: tests log nothing by default).
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  { port, ...options }: AppOptions & { port?: ReservedPort } = {},
): Promise<TestApp> {
  const database = await isolatedDatabase();
  const reserved = port ?? (await reservePort());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Nothing a test does reaches the internet: tiles (and the elevation a route is filled with)
    // come from a stand-in the test starts, or fail at once on a port nothing listens on.
    ...unreachableTiles,
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    // No ANALYZE pass of the app's own among a test's counted statements
    // (planner-statistics.test.ts turns it on).
    EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS: '0',
    HOST: '127.0.0.1',
    PORT: String(reserved.port),
    PUBLIC_URL: reserved.url,
    ...database.env,
    ...env,
  });
  return listen(config, options, reserved, () => database.drop());
}

async function listen(
  config: AppConfig,
  options: AppOptions,
  reserved: ReservedPort,
  drop: () => Promise<void>,
): Promise<TestApp> {
  // Every app logs through the one stream nestjs-pino keeps per process (log-capture.ts).
  routeTestLogs(options.logDestination as Writable | undefined);
  const running = await createApp(config, { ...options, logDestination: testLogStream });
  PinoLogger.root.level = config.LOG_LEVEL;
  // app.listen() less the binding: the server takes over the reserved port.
  await running.app.init();
  await reserved.listen(running.app.getHttpServer());
  return {
    ...running,
    baseUrl: reserved.url,
    config,
    stop: async () => {
      await running.close();
      await drop();
    },
    restart: async () => {
      await running.close();
      return listen(config, options, reserved, drop);
    },
  };
}

/**
 * A second server on `app`'s database and data directory, so with its session secret: a session
 * made on one works on the other. PostgreSQL only (the embedded database belongs to one process).
 */
export function startSecondServer(app: TestApp): Promise<TestApp> {
  const { DATABASE_URL, DATA_DIR } = app.config;
  return startTestApp({ DATABASE_URL, DATA_DIR });
}
