import { PgBoss } from 'pg-boss';
import type { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config.js';
import type { DatabaseKind } from '@server/database/database-connection.js';
import { poolDatabase } from './pg-boss-database.js';
import { pgBossOptions } from './pg-boss-options.js';

/**
 * Creates (or migrates) pg-boss's schema on a database without starting a queue: what the
 * first server on a database does as it starts (0.6 to 0.8 s on the embedded database). The
 * API tests' template database is made with it, so their apps start on a ready schema.
 */
export async function installJobQueueSchema(
  dataSource: DataSource,
  kind: DatabaseKind,
): Promise<void> {
  const boss = new PgBoss({
    ...pgBossOptions(new AppConfig(), kind, poolDatabase(dataSource)),
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
