import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { Logger } from 'nestjs-pino';
import { AppModule } from '@server/app.module.js';
import type { AppConfig } from '@server/config/app-config.js';
import {
  openDatabaseConnection,
  type DatabaseConnection,
} from '@server/database/database-connection.js';
import { mountApiDocs } from './api-docs.js';
import { clientAssets, packageRoot } from './client-assets.js';
import { securityHeaders } from './security-headers.js';

export interface PacktrailApp {
  app: NestExpressApplication;
  database: DatabaseConnection;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/** Builds the whole app (API, docs, client) on its database, ready to listen. */
export async function createApp(config: AppConfig): Promise<PacktrailApp> {
  const database = await openDatabaseConnection(config);
  let app: NestExpressApplication;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database), {
      bufferLogs: true,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(compression());
  app.setGlobalPrefix('api');
  mountApiDocs(app, packageVersion());
  app.use(...clientAssets());

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.stop();
      }
    })());
  return { app, database, close };
}
