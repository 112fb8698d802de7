import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { themeScript } from './theme-script.js';

type Directives = Record<string, string[]>;

/** Let the page load and call only its own origin: every third party is reached through the server. */
const directives = (): Directives => ({
  defaultSrc: ["'self'"],
  // The theme's script is written into the server-rendered pages (server/public-pages).
  scriptSrc: ["'self'", `'${themeScript().hash}'`],
  // Toasts and map panes set inline styles; no other origin is allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/**
 * Security headers, with a Content-Security-Policy that lets the page load and call only its
 * own origin: every third party (tiles, analytics, sign-in) is reached through the server.
 * No site may frame any page (frame-ancestors 'none', X-Frame-Options) but the public pack's
 * embed (framableByAnySite).
 */
export function securityHeaders(): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives() },
    // Served over plain HTTP on a LAN too; browsers ignore HSTS there and honour it over HTTPS.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}

let framableCsp: RequestHandler | undefined;

/**
 * For the one page meant for other sites' iframes (a public pack's embed): the same policy with
 * frame-ancestors *, and no X-Frame-Options (whose SAMEORIGIN would still refuse other sites).
 * Runs after securityHeaders() and replaces what it set.
 */
export const framableByAnySite: RequestHandler = (request, response, next) => {
  response.removeHeader('X-Frame-Options');
  framableCsp ??= helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives(), frameAncestors: ['*'] },
  });
  framableCsp(request, response, next);
};
