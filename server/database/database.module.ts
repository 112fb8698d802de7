import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConnection } from './database-connection.js';
import { dataSourceOptions } from './data-source-options.js';

export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(connection: DatabaseConnection): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot(dataSourceOptions(connection.url, connection.poolSize))],
      providers: [{ provide: DATABASE_CONNECTION, useValue: connection }],
      exports: [DATABASE_CONNECTION],
    };
  }
}
