import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDirectory, type DataDirectoryLock } from './data-directory-lock.js';

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
  static async start(dataDir: string): Promise<EmbeddedDatabase> {
    const directory = resolve(join(dataDir, 'pglite'));
    await mkdir(directory, { recursive: true });
    const lock = await lockDataDirectory(directory);
    try {
      const db = await PGlite.create(directory);
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
