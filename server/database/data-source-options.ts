import type { DataSourceOptions } from 'typeorm';
import { migrations } from '@migrations/index.js';
import { entities } from './entities.js';

/**
 * The one set of TypeORM options for the app and the CLI. The schema changes only through
 * migrations (synchronize is never on); they run at start-up.
 */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    // The schema, extensions included, comes only from migrations; gen_random_uuid() is built in.
    installExtensions: false,
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  };
}
