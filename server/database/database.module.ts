import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config.js';
import type { DatabaseConnection } from './database-connection.js';
import { DatabaseOutage } from './database-outage.js';
import { dataSourceOptions } from './data-source-options.js';
import { PlannerStatistics } from './planner-statistics.js';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(connection.url, connection.poolSize))],
      providers: [
        { provide: DATABASE_CONNECTION, useValue: connection },
        {
          provide: DatabaseOutage,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) =>
            new DatabaseOutage(() => dataSource.query('SELECT 1')),
        },
        {
          // The embedded database's ANALYZE, which autovacuum does on PostgreSQL.
          provide: PlannerStatistics,
          inject: [DataSource, AppConfig],
          useFactory: (dataSource: DataSource, config: AppConfig) =>
            new PlannerStatistics(
              dataSource,
              connection.kind,
              config.EMBEDDED_DATABASE_ANALYZE_INTERVAL_SECONDS * 1000,
            ),
        },
      ],
      exports: [DATABASE_CONNECTION, DatabaseOutage],
    };
  }
}
