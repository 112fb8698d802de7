import type { NextFunction, Request, Response } from 'express';
import { errors } from 'oidc-provider';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@server/database/database-unavailable.js';
import { messagePage, UNAVAILABLE_VIEW, type SiteLinks } from './pages/pages.js';

export interface DeadEndDependencies {
  site: SiteLinks;
  onError: (error: unknown) => void;
  /** The database could not be reached (logged once per outage, not per page). */
  onDatabaseUnavailable: (error: unknown) => void;
}

export function sendPage(response: Response, status: number, page: string): void {
  response.status(status).type('html').send(page);
}

/** The client's address as Express sees it through TRUST_PROXY. */
export const clientAddress = (request: Request): string => request.ip ?? 'unknown';

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Dead ends get a page that says what happened: an expired or foreign sign-in, a form that could
 * not be read (too large, malformed), a database that does not answer (503, try again), or a
 * plain 500 without internals.
 */
export function deadEnds({ site, onError, onDatabaseUnavailable }: DeadEndDependencies) {
  return (error: unknown, _request: Request, response: Response, next: NextFunction): void => {
    if (response.headersSent) return next(error);
    if (error instanceof errors.SessionNotFound) {
      const message =
        'This sign-in has expired or was opened in another browser. Go back to Packtrail and sign in again.';
      return sendPage(response, 400, messagePage({ site, title: 'Sign-in expired', message }));
    }
    const status = statusOf(error);
    if (status && status >= 400 && status < 500) {
      const message = 'The form could not be read. Go back and try again.';
      return sendPage(response, status, messagePage({ site, title: 'Form not sent', message }));
    }
    if (isDatabaseUnavailable(error)) {
      onDatabaseUnavailable(error);
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendPage(response, 503, messagePage({ site, ...UNAVAILABLE_VIEW }));
    }
    onError(error);
    const message = 'Sign-in is not available right now. Try again in a moment.';
    sendPage(response, 500, messagePage({ site, title: 'Something went wrong', message }));
  };
}
