import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * The largest JSON body the API reads. It must hold the largest valid request: a pack layout
 * of the most lines a pack may have (5,000 line ids plus as many category ids, about 400 kB).
 * Express's default of 100 kB refused a valid layout of 2,700 lines.
 */
export const MAX_JSON_BODY_BYTES = 512 * 1024;

/** Form bodies (none of the API's own routes take them; the default size). */
const MAX_FORM_BODY_BYTES = 100 * 1024;

/**
 * The API's body parsers, in place of Nest's defaults (created with `bodyParser: false`).
 * Mounted after /oidc, as Nest's own would be, so the built-in provider reads its own bodies.
 */
export function mountBodyParsers(app: NestExpressApplication): void {
  app.useBodyParser('json', { limit: MAX_JSON_BODY_BYTES });
  app.useBodyParser('urlencoded', { limit: MAX_FORM_BODY_BYTES, extended: true });
}
