import type { Request, RequestHandler } from 'express';
import '@server/session/session-data.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user, if any (some /api paths, the map tiles, read no session at all). */
const userIdOf = (request: Request): string | undefined =>
  (request as { session?: Request['session'] }).session?.userId;

/**
 * For /api, after the session: when a signed-in user's write succeeds (any method but a read,
 * answered below 400), `invalidate(userId)` runs, so the cached public pages of that owner go.
 * It runs as the answer's head is written (after the handler, so after its transaction), not
 * once the answer has been sent: a client reading its page right after the answer never gets
 * the page from before. The user before the request counts too (signing out ends the session).
 */
export function onOwnerWrites(invalidate: (userId: string) => void): RequestHandler {
  return (request, response, next) => {
    if (READS.has(request.method)) {
      next();
      return;
    }
    const before = userIdOf(request);
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
    response.writeHead = ((...args: unknown[]) => {
      response.writeHead = writeHead as typeof response.writeHead;
      const status = typeof args[0] === 'number' ? args[0] : response.statusCode;
      if (status < 400) {
        for (const userId of new Set([before, userIdOf(request)])) {
          if (userId) invalidate(userId);
        }
      }
      return writeHead(...args);
    }) as typeof response.writeHead;
    next();
  };
}
