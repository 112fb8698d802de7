import type { IncomingMessage } from 'node:http';

import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type RequestHandler } from 'express';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '@server/common/errors.js';
import { nestsDeeperThan } from './json-nesting.js';

/**
 * The largest JSON body the API reads. It must hold the largest valid request: a pack layout
 * of the most lines a pack may have (5,000 line ids plus as many category ids, about 400 kB).
 * Express's default of 100 kB refused a valid layout of 2,700 lines.
 */
export const MAX_JSON_BODY_BYTES = 512 * 1024;

/**
 * The largest body of PUT /api/trips/:id/route: a route of the most points a route may have
 * (50,000 `[latitude, longitude, elevation]` tuples written with every digit a double has, about
 * 3.5 MB). Only that route reads bodies this large.
 */
export const MAX_ROUTE_BODY_BYTES = 4 * 1024 * 1024;

const ROUTE_PATH = /^\/api\/trips\/[^/]+\/route\/?$/;

/**
 * How deep a JSON body may nest objects and arrays. The deepest real body is a few levels; the
 * DTO transformation and validation recurse through every level, and thousands of levels
 * overflowed the stack (a 500).
 */
export const MAX_JSON_NESTING = 32;

/** Form bodies (none of the API's own routes take them; the default size). */
const MAX_FORM_BODY_BYTES = 100 * 1024;

const bodyError = (message: string, fieldMessage: string) =>
  badRequest('VALIDATION_FAILED', message, [{ field: 'body', message: fieldMessage }]);

/** Thrown from body-parser's verify hook, which passes it on to the parser's callback. */
class NestedTooDeeply extends Error {}

class UnreadableCharset extends Error {}

/** The body as UTF-8 bytes: as sent, or decoded from the UTF-16 that JSON also allows. */
function utf8Of(body: Buffer, encoding: string): Uint8Array {
  if (encoding === 'utf-8') return body;
  try {
    return Buffer.from(new TextDecoder(encoding, { fatal: true }).decode(body), 'utf8');
  } catch {
    throw new UnreadableCharset(encoding);
  }
}

/** Refuses a body nested too deeply from its bytes, before it is parsed into a deep object. */
function refuseDeepNesting(
  _request: IncomingMessage,
  _response: unknown,
  body: Buffer,
  encoding: string,
) {
  if (nestsDeeperThan(utf8Of(body, encoding), MAX_JSON_NESTING)) throw new NestedTooDeeply();
}

/** body-parser's failures as the API's errors: a 400 naming the body, in the standard shape. */
function jsonBodyError(error: unknown): unknown {
  if (error instanceof NestedTooDeeply) {
    return bodyError(
      `The body nests objects and arrays more than ${MAX_JSON_NESTING} levels deep`,
      `body must not nest objects and arrays more than ${MAX_JSON_NESTING} levels deep`,
    );
  }
  if (error instanceof UnreadableCharset) {
    return unsupportedMediaType('UNSUPPORTED_CHARSET', 'Send JSON as UTF-8');
  }
  if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') {
    const limit = (error as { limit?: unknown }).limit;
    const kb = (typeof limit === 'number' ? limit : MAX_JSON_BODY_BYTES) / 1024;
    return payloadTooLarge('BODY_TOO_LARGE', `A request body must be at most ${kb} KB`);
  }
  if ((error as { type?: unknown } | undefined)?.type === 'entity.parse.failed') {
    return bodyError('The body is not valid JSON', 'body must be valid JSON');
  }
  return error;
}

/**
 * JSON bodies up to MAX_JSON_BODY_BYTES (MAX_ROUTE_BODY_BYTES for a trip's route) and
 * MAX_JSON_NESTING levels.
 */
function jsonBodies(): RequestHandler {
  const parse = express.json({ limit: MAX_JSON_BODY_BYTES, verify: refuseDeepNesting });
  const parseRoute = express.json({ limit: MAX_ROUTE_BODY_BYTES, verify: refuseDeepNesting });
  return (request, response, next) => {
    const isRoute = request.method === 'PUT' && ROUTE_PATH.test(request.path);
    (isRoute ? parseRoute : parse)(request, response, (error?: unknown) => {
      next(error === undefined ? undefined : jsonBodyError(error));
    });
  };
}

/**
 * The API's body parsers, in place of Nest's defaults (created with `bodyParser: false`).
 * Mounted after /oidc, as Nest's own would be, so the built-in provider reads its own bodies.
 */
export function mountBodyParsers(app: NestExpressApplication): void {
  app.use(jsonBodies());
  app.useBodyParser('urlencoded', { limit: MAX_FORM_BODY_BYTES, extended: true });
}
