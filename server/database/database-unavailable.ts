/** Socket errors while reaching the database server (the pg driver passes them on as they are). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01-57P03 (the server
 * is shutting down, crashed, or is starting), and 53300 (no connection slot left).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What pg and pg-pool throw, as plain errors, when a connection is lost or cannot be had. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function saysUnavailable({ code, message }: ErrorFields): boolean {
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database cannot be reached right now (down, restarting, out of
 * connections), as opposed to a bug or a refused statement. Looks through TypeORM's wrapper
 * (`driverError`), `cause` and the attempts of an AggregateError (one per address tried).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending = [error];
  // A few levels are all the wrappers there are; the bound keeps a cycle from looping.
  for (let seen = 0; pending.length > 0 && seen < 20; seen += 1) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null) continue;
    const fields = current as ErrorFields;
    if (saysUnavailable(fields)) return true;
    pending.push(fields.driverError, fields.cause);
    if (Array.isArray(fields.errors)) pending.push(...(fields.errors as unknown[]));
  }
  return false;
}

/** How long a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
