import type { RequestHandler } from 'express';
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Pool } from 'pg';
import type { AppConfig } from '@server/config/app-config.js';
import './session-data.js';
import { throttleTouch } from './throttled-touch.js';

export const SESSION_COOKIE = 'packtrail.sid';
/** Visitors' sessions live minutes (SIGN_IN_WINDOW_MS), so expired rows go often. */
const PRUNE_INTERVAL_SECONDS = 5 * 60;

export interface SessionMiddleware {
  handlers: RequestHandler[];
  /** Deletes expired sessions now (it also happens every 5 minutes). */
  prune(): Promise<void>;
  /** Stops pruning expired sessions (before the pool closes). */
  close(): Promise<void>;
}

/**
 * Cookie sessions stored in PostgreSQL (the `sessions` table, made by a migration), on the app's
 * one pg pool. The cookie is httpOnly and SameSite=Lax, Secure whenever the request came over
 * HTTPS (as seen through the trust-proxy setting). A session is stored (and its cookie set) only
 * once something is put in it: a visitor's when a sign-in starts, and then only for the sign-in
 * window (see SessionPkceStore). Signed-in sessions end after SESSION_IDLE_TIMEOUT_SECONDS idle
 * (give or take the minute throttleTouch allows) and SESSION_ABSOLUTE_TIMEOUT_SECONDS after
 * sign-in.
 */
export function createSessionMiddleware(
  config: AppConfig,
  secret: string,
  pool: Pool,
): SessionMiddleware {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: PRUNE_INTERVAL_SECONDS,
  });
  // Reads push a session's expiry on (rolling), but write its row at most once a minute.
  throttleTouch(store);
  const idleMs = config.SESSION_IDLE_TIMEOUT_SECONDS * 1000;
  const absoluteMs = config.SESSION_ABSOLUTE_TIMEOUT_SECONDS * 1000;

  const sessions = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined, // follow Express's trust proxy setting
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: idleMs, path: '/' },
  });

  const absoluteLifetime: RequestHandler = (request, _response, next) => {
    const { signedInAt } = request.session;
    if (signedInAt === undefined || Date.now() - signedInAt < absoluteMs) {
      next();
      return;
    }
    // A fresh, empty session replaces it: the request goes on as a visitor's.
    request.session.regenerate((error) => {
      next(error);
    });
  };

  return {
    handlers: [sessions, absoluteLifetime],
    prune: () =>
      new Promise((resolve, reject) => {
        store.pruneSessions((error?: Error) => (error ? reject(error) : resolve()));
      }),
    close: async () => {
      // Typed as void, but connect-pg-simple's close() returns a promise.
      await (store.close() as unknown as Promise<void>);
    },
  };
}
