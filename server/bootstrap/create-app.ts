import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { RequestHandler } from 'express';
import { Logger } from 'nestjs-pino';
import type { Pool } from 'pg';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { AppModule } from '@server/app.module.js';
import type { AppConfig } from '@server/config/app-config.js';
import {
  openDatabaseConnection,
  type DatabaseConnection,
} from '@server/database/database-connection.js';
import { mountApiDocs } from './api-docs.js';
import { usesBuiltinProvider } from '@server/auth/oidc/oidc-client.service.js';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { sameOriginOnly } from '@server/session/same-origin.middleware.js';
import { resolveSessionSecret } from '@server/session/session-secret.js';
import {
  createSessionMiddleware,
  type SessionMiddleware,
} from '@server/session/session.middleware.js';
import { mountLoginPage } from '@server/auth/login-page.routes.js';
import { mountPublicPages } from '@server/public-pages/public-pages.routes.js';
import { clientAssets } from './client-assets.js';
import { applyHttpTimeouts, closingIdleConnections } from './http-timeouts.js';
import { mountBodyParsers } from './body-parsers.js';
import { packageRoot } from '@server/common/package-root.js';
import { securityHeaders } from '@server/common/security-headers.js';
import { trustProxySetting } from './trust-proxy.js';

export interface AppOptions {
  /** Where log lines go instead of standard output (tests read them there). */
  logDestination?: DestinationStream;
}

export interface PacktrailApp {
  app: NestExpressApplication;
  database: DatabaseConnection;
  sessions: SessionMiddleware;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;

/** Sessions (and the cross-site check) for the API, on the app's one pg pool. */
async function mountSessions(
  app: NestExpressApplication,
  config: AppConfig,
): Promise<SessionMiddleware> {
  const driver = app.get(DataSource).driver as PostgresDriver;
  const secret = await resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const sessions = createSessionMiddleware(config, secret, driver.master as Pool);
  app.use('/api', sameOriginOnly(config.PUBLIC_URL), ...sessions.handlers.map(exceptTiles));
  return sessions;
}

/**
 * Map tiles are public and cacheable by anyone: reading the session for each of them (a query
 * for a signed-in user's cookie) is work for nothing, and its rolling cookie would put a
 * Set-Cookie on a `Cache-Control: public` answer. Their routes read no session.
 */
const exceptTiles =
  (handler: RequestHandler): RequestHandler =>
  (request, response, next) => {
    if (/^\/tiles(\/|$)/.test(request.path)) next();
    else handler(request, response, next);
  };

/** Builds the whole app (API, docs, client) on its database, ready to listen. */
export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<PacktrailApp> {
  const database = await openDatabaseConnection(config);
  let app: NestExpressApplication;
  try {
    const root = AppModule.forRoot(config, database, options.logDestination);
    app = await NestFactory.create<NestExpressApplication>(root, {
      bufferLogs: true,
      bodyParser: false,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  app.useLogger(app.get(Logger));
  applyHttpTimeouts(app.getHttpServer());
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.use(securityHeaders());
  app.use(compression());
  const sessions = await mountSessions(app, config);
  if (usesBuiltinProvider(config)) {
    const builtin = app.get(BuiltinProviderService);
    await builtin.start();
    app.use('/oidc', builtin.handler());
  }
  mountBodyParsers(app);
  app.setGlobalPrefix('api');
  mountApiDocs(app, packageVersion());
  // The server-rendered public pages (/u/...) and the sign-in hand-over (/login) come before
  // the client's index.html.
  mountPublicPages(app, sessions);
  mountLoginPage(app, sessions);
  app.use(...clientAssets());

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      try {
        await sessions.close();
        await closingIdleConnections(app.getHttpServer(), () => app.close());
      } finally {
        await database.stop();
      }
    })());
  return { app, database, sessions, close };
}
