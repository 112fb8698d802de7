import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { framableByAnySite } from '@server/common/security-headers.js';
import type { SessionMiddleware } from '@server/session/session.middleware.js';
import { onOwnerWrites } from './owner-writes.middleware.js';
import { ERROR_DOCUMENT } from './page-document.js';
import type { SitePageKind } from './public-page-data.js';
import { PublicPagesService, type PageAnswer, type PageRoute } from './public-pages.service.js';
import { RendererNotBuiltError } from './public-renderer.js';

const logger = new Logger('PublicPages');

type Params = Record<string, string>;
const param = (params: Params, name: string): string => params[name] ?? '';

const ROUTES: { path: string; route: (params: Params) => PageRoute }[] = [
  { path: '/u/:username', route: (p) => ({ kind: 'profile', username: param(p, 'username') }) },
  {
    path: '/u/:username/pack/:slug',
    route: (p) => ({ kind: 'pack', username: param(p, 'username'), slug: param(p, 'slug') }),
  },
  {
    path: '/u/:username/pack/:slug/embed',
    route: (p) => ({ kind: 'embed', username: param(p, 'username'), slug: param(p, 'slug') }),
  },
  {
    path: '/u/:username/trip/:tripId',
    route: (p) => ({ kind: 'trip', username: param(p, 'username'), tripId: param(p, 'tripId') }),
  },
];

/** The visitor's pages that hold no one's data: rendered once, the same for everyone. */
const SITE_PAGES: { path: string; kind: SitePageKind }[] = [
  { path: '/', kind: 'landing' },
  { path: '/marketing', kind: 'marketing' },
];

function sendDocument(request: Request, response: Response, answer: PageAnswer): void {
  response.status(answer.status);
  response.type('html');
  // Revalidated every time (the ETag makes that cheap), and never the signed-out document for
  // a signed-in visitor's cookie or the other way round.
  response.setHeader('Cache-Control', 'no-cache');
  response.vary('Cookie');
  if (!answer.indexable) response.setHeader('X-Robots-Tag', 'noindex');
  response.setHeader('ETag', answer.etag);
  response.vary('Accept-Encoding');
  if (answer.gzipped && request.acceptsEncodings('gzip', 'identity') === 'gzip') {
    // Gzipped once when rendered: the compression middleware leaves an encoded body alone.
    response.setHeader('Content-Encoding', 'gzip');
    response.send(answer.gzipped);
    return;
  }
  response.send(answer.body);
}

let warnedNotBuilt = false;

/**
 * Sends what `produce` renders; when the renderer is not built (development before
 * `npm run build:client`) hands over to the app, which renders the page itself; a failure is
 * the plain error document.
 */
async function answerWith(
  request: Request,
  response: Response,
  next: NextFunction,
  produce: () => Promise<PageAnswer>,
  send: (answer: PageAnswer) => void = (answer) => sendDocument(request, response, answer),
): Promise<void> {
  let answer: PageAnswer;
  try {
    answer = await produce();
  } catch (error) {
    if (error instanceof RendererNotBuiltError) {
      if (!warnedNotBuilt) logger.warn(error.message);
      warnedNotBuilt = true;
      next();
      return;
    }
    logger.error({ err: error, path: request.path }, 'A public page could not be rendered');
    response.status(500).type('html').setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    response.send(ERROR_DOCUMENT);
    return;
  }
  send(answer);
}

/**
 * The server-rendered pages (server/public-pages/): the start page and /marketing, and
 * GET /u/:username, its packs, a pack's embed and its trips. A signed-in session gets the app
 * (next: client-assets answers index.html, and the app shows the page inside its layout, or
 * sends the user home from the start page); anyone else the server-rendered document. The embed
 * is always server-rendered (other sites frame it, and send no session cookie there) and is the
 * one page other sites may frame. Mounted after the sessions and before the client's files.
 */
export function mountPublicPages(app: NestExpressApplication, sessions: SessionMiddleware): void {
  const pages = app.get(PublicPagesService);
  app.use(
    '/api',
    onOwnerWrites((userId) => pages.cache.invalidateOwner(userId)),
  );
  const router = express.Router({ strict: false });
  for (const { path, kind } of SITE_PAGES) {
    router.get(path, ...sessions.handlers, (request: Request, response: Response, next) => {
      if (request.session.userId) {
        next();
        return;
      }
      void answerWith(request, response, next, () => pages.siteAnswer(kind));
    });
  }
  router.use('/u', ...sessions.handlers);
  for (const { path, route } of ROUTES) {
    const embed = path.endsWith('/embed');
    router.get(path, (request: Request, response: Response, next: NextFunction) => {
      if (!embed && request.session.userId) {
        next();
        return;
      }
      const produce = () =>
        pages.answer(route(request.params as Params), request.path, request.query.unit);
      void answerWith(
        request,
        response,
        next,
        produce,
        embed
          ? (answer) =>
              framableByAnySite(request, response, () => sendDocument(request, response, answer))
          : undefined,
      );
    });
  }
  app.use(router);
}
