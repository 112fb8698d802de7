import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DatabaseOutage } from '@server/database/database-outage.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '@server/database/database-unavailable.js';
import type { ErrorCode } from '@server/domain/error-codes.js';
import type { FieldError } from './errors.js';

/** The one shape of every error the API answers. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode;
  /** Field by field, for validation errors. */
  errors?: FieldError[];
}

const reasonPhrase = (status: number): string =>
  (HttpStatus[status] ?? 'Error')
    .toString()
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

function bodyFor(exception: HttpException): ErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const body: ErrorBody = {
    statusCode: status,
    error: reasonPhrase(status),
    message: exception.message,
  };
  if (typeof response === 'string') return { ...body, message: response };
  const fields = response as {
    error?: unknown;
    message?: unknown;
    code?: unknown;
    errors?: unknown;
  };
  if (typeof fields.error === 'string' && fields.error !== body.message) body.error = fields.error;
  if (typeof fields.message === 'string') body.message = fields.message;
  else if (Array.isArray(fields.message)) body.message = fields.message.map(String).join('; ');
  // Our exceptions carry an ErrorCode (server/common/errors.ts builds every one of them).
  if (typeof fields.code === 'string') body.code = fields.code as ErrorCode;
  if (Array.isArray(fields.errors)) body.errors = fields.errors as ErrorBody['errors'];
  return body;
}

const DATABASE_UNAVAILABLE: ErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The database is not answering. Try again in a few seconds.',
  code: 'DATABASE_UNAVAILABLE',
};

/**
 * Turns every exception into `{ statusCode, error, message, code?, errors? }`. A database that
 * cannot be reached answers 503 with Retry-After (the outage is logged once, not per request).
 * Other unexpected errors are logged with the request id and answered with a plain 500 that
 * reveals nothing of the internals.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly outage: DatabaseOutage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    let body: ErrorBody;
    let retryAfterSeconds: number | undefined;
    if (exception instanceof HttpException) {
      body = bodyFor(exception);
    } else if (isDatabaseUnavailable(exception)) {
      this.outage.unavailable(exception);
      body = DATABASE_UNAVAILABLE;
      retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    } else {
      this.logger.error(
        { err: exception, requestId: request.id, method: request.method, url: request.originalUrl },
        'Unhandled error',
      );
      body = { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };
    }
    if (response.headersSent) return;
    if (retryAfterSeconds) response.setHeader('Retry-After', String(retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
