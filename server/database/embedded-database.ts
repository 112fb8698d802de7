import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DEFAULT_EMBEDDED_DATABASE_SHARED_BUFFERS_MB } from '@server/config/app-config.js';
import { lockDataDirectory, type DataDirectoryLock } from './data-directory-lock.js';
import { useBaselineWasmCompilerOnly } from './wasm-compiler.js';

/** How the embedded database may use memory (AppConfig's EMBEDDED_DATABASE_* settings). */
export interface EmbeddedDatabaseOptions {
  /** PostgreSQL's shared_buffers, its page cache, in MB. */
  sharedBuffersMb?: number;
  /** Lets V8 optimize PGlite's hot WebAssembly (faster queries, 0.5 GB more at its peak). */
  optimizingWasmCompiler?: boolean;
}

/**
 * PostgreSQL's memory settings for PGlite, on top of its own start parameters. PGlite's heap
 * (WebAssembly memory) only grows: what PostgreSQL once used stays resident until the server
 * stops. shared_buffers is allocated and touched at start (PostgreSQL's default, 128 MB, was
 * 120 MB of the idle server's resident set); the kernel's page cache keeps the data files
 * anyway, as for any PostgreSQL. maintenance_work_mem (64 MB by default) bounds what an index
 * build or a vacuum takes, the migrations' included.
 */
export function postgresStartParams(sharedBuffersMb: number): string[] {
  return [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${sharedBuffersMb}MB`,
    '-c',
    'maintenance_work_mem=16MB',
  ];
}

/**
 * PGlite (PostgreSQL compiled to WASM) persisted under `<dataDir>/pglite`, served to the pg
 * driver over a loopback TCP port so the app talks to it exactly as it talks to PostgreSQL.
 * PGlite runs one transaction at a time, which is why callers use a pool of one connection.
 */
export class EmbeddedDatabase {
  private stopping?: Promise<void>;

  private constructor(
    private readonly db: PGlite,
    private readonly server: PGLiteSocketServer,
    private readonly lock: DataDirectoryLock,
    readonly url: string,
    readonly directory: string,
  ) {}

  /**
   * Opens the database, or fails with DataDirectoryInUseError when another process (a running
   * server, an operator's command) has it open: two would corrupt it.
   */
  static async start(
    dataDir: string,
    options: EmbeddedDatabaseOptions = {},
  ): Promise<EmbeddedDatabase> {
    const directory = resolve(join(dataDir, 'pglite'));
    await mkdir(directory, { recursive: true });
    const lock = await lockDataDirectory(directory);
    try {
      if (!options.optimizingWasmCompiler) useBaselineWasmCompilerOnly();
      const db = await PGlite.create(directory, {
        // Search's extensions (migration 36): their code is loaded here, their objects made
        // by the migration.
        extensions: { btree_gin, fuzzystrmatch, pg_trgm, unaccent },
        startParams: postgresStartParams(
          options.sharedBuffersMb ?? DEFAULT_EMBEDDED_DATABASE_SHARED_BUFFERS_MB,
        ),
      });
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
      await server.start();
      const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
      return new EmbeddedDatabase(db, server, lock, url, directory);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /** Closes the port and the database; safe to call again (the app stops it when it closes). */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.server.stop();
      await this.db.close();
      await this.lock.release();
    })();
    return this.stopping;
  }
}
