import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '@server/config/load-config.js';
import { openDatabaseConnection } from './database-connection.js';
import { dataSourceOptions } from './data-source-options.js';

// The TypeORM CLI's data source (npm run migration:*): the same database the server would use.
const connection = await openDatabaseConnection(loadConfig());

/** Stops the embedded database with the data source, so the CLI process can exit. */
class CliDataSource extends DataSource {
  override async destroy(): Promise<void> {
    await super.destroy();
    await connection.stop();
  }
}

export default new CliDataSource({
  ...dataSourceOptions(connection.url, connection.poolSize),
  migrationsRun: false,
});
