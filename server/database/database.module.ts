import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DatabaseConnection } from './database-connection.js';
import { DatabaseOutage } from './database-outage.js';
import { dataSourceOptions } from './data-source-options.js';

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
      ],
      exports: [DATABASE_CONNECTION, DatabaseOutage],
    };
  }
}
