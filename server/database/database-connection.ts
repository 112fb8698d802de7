import type { AppConfig } from '@server/config/app-config.js';
import { EmbeddedDatabase } from './embedded-database.js';

export type DatabaseKind = 'embedded' | 'postgresql';

/** Where the app's one pg pool points, and how to let go of it when the app stops. */
export interface DatabaseConnection {
  kind: DatabaseKind;
  url: string;
  poolSize: number;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PGlite database under `DATA_DIR`, pool of one. */
export async function openDatabaseConnection(config: AppConfig): Promise<DatabaseConnection> {
  if (config.DATABASE_URL) {
    return {
      kind: 'postgresql',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      stop: () => Promise.resolve(),
    };
  }
  const embedded = await EmbeddedDatabase.start(config.DATA_DIR, {
    sharedBuffersMb: config.EMBEDDED_DATABASE_SHARED_BUFFERS_MB,
    optimizingWasmCompiler: config.EMBEDDED_DATABASE_OPTIMIZING_COMPILER,
  });
  return { kind: 'embedded', url: embedded.url, poolSize: 1, stop: () => embedded.stop() };
}
