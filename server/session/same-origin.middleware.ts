import type { ErrorBody } from '@server/common/http-exception.filter.js';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls made from another site. Browsers say where a request comes
 * from with Sec-Fetch-Site (and Origin); a cross-site form or fetch carrying our session cookie
 * is turned away before it reaches a handler. Requests with neither header (command-line
 * clients) carry no browser's cookies by accident, so they pass.
 */
export function sameOriginOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(request.method)) {
      next();
      return;
    }
    const site = request.get('sec-fetch-site');
    const origin = request.get('origin');
    const ownOrigin = `${request.protocol}://${request.get('host') ?? ''}`;
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && origin !== publicOrigin && origin !== ownOrigin;
    if (crossSite || foreignOrigin) {
      const body: ErrorBody = {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Cross-site requests are not allowed',
        code: 'CROSS_SITE_REQUEST',
      };
      response.status(403).json(body);
      return;
    }
    next();
  };
}
