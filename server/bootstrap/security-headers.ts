import helmet from 'helmet';

/**
 * Security headers, with a Content-Security-Policy that lets the page load and call only its
 * own origin: every third party (tiles, analytics, sign-in) is reached through the server.
 */
export function securityHeaders(): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
      },
    },
    // Served over plain HTTP on a LAN too; browsers ignore HSTS there and honour it over HTTPS.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
