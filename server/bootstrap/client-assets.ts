import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ErrorBody } from '@server/common/http-exception.filter.js';
import { packageRoot } from '@server/common/package-root.js';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

export const CLIENT_DIST_DIR = join(packageRoot(), 'dist', 'client');

/** Paths the client never owns: the API, the sign-in provider, and files that do not exist. */
const SERVER_PATHS = /^\/(api|oidc)(\/|$)/;

/**
 * The built client: hashed files under /assets cached for a year, everything else revalidated,
 * and `index.html` (never cached) for every other GET that asks for a page.
 */
export function clientAssets(directory = CLIENT_DIST_DIR): RequestHandler[] {
  const indexFile = join(directory, 'index.html');
  const files = express.static(directory, {
    index: false,
    setHeaders: (response, path) => {
      const hashed = path.startsWith(join(directory, 'assets'));
      response.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const staticFiles = (request: Request, response: Response, next: NextFunction): void => {
    if (SERVER_PATHS.test(request.path)) return next();
    files(request, response, next);
  };
  const pages = (request: Request, response: Response, next: NextFunction): void => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || SERVER_PATHS.test(request.path)) {
      next();
      return;
    }
    if (extname(request.path) !== '') {
      // A file that is not there (an old chunk after a deploy): a plain 404, never the page.
      const body: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'No such file' };
      response.status(404).json(body);
      return;
    }
    if (!existsSync(indexFile)) {
      response
        .status(503)
        .type('text/plain')
        .send('The client is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexFile);
  };
  return [staticFiles, pages];
}
