import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '@server/config/app-config.js';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Reuses a well-formed id from a proxy in front of us, else makes one; echoes it back. */
export function requestIdFor(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id =
    typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * pino-http gives every 5xx line an error of its own ("failed with status code 503") and its
 * stack, which says nothing: the exception filter has logged the real error once with the
 * request id, and a database outage once for all the requests it turns away.
 */
const isStatusOnly = (error: Error, response: ServerResponse): boolean =>
  error.message === `failed with status code ${response.statusCode}`;

const requestLogging: Options = {
  genReqId: requestIdFor,
  // The request line and outcome are enough; headers would leak cookies into the logs.
  serializers: {
    req: (request: { id: string; method: string; url: string }) => ({
      id: request.id,
      method: request.method,
      url: request.url,
    }),
    res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
  },
  // A 503 is the server asking to be tried again (the database is down, logged once as an error).
  customLogLevel: (_request, response, error) =>
    error || (response.statusCode >= 500 && response.statusCode !== 503)
      ? 'error'
      : response.statusCode >= 400
        ? 'warn'
        : 'info',
  customErrorObject: (_request, response, error, line: Record<string, unknown>) =>
    isStatusOnly(error, response) ? { ...line, err: undefined } : line,
  // Static assets would drown the API's lines.
  autoLogging: { ignore: (request) => !(request.url ?? '').startsWith('/api') },
};

/**
 * One JSON line per log entry and per request, each request's lines carrying its id, written to
 * standard output (or `destination`: tests read the lines there).
 */
export function createLoggerModule(
  config: AppConfig,
  destination?: DestinationStream,
): DynamicModule {
  const options: Options = { ...requestLogging, level: config.LOG_LEVEL };
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
