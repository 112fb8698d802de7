import { HttpException, HttpStatus } from '@nestjs/common';
import { badRequest, errorResponse, payloadTooLarge } from '@server/common/errors.js';
import type { ErrorCode } from '@server/domain/error-codes.js';
import { MAX_ROUTE_FILE_MB } from '@server/domain/trip-limits.js';
import type { RouteXmlProblem } from './route-xml-reader.js';

/** The multipart field a route file travels in. */
export const ROUTE_FILE_FIELD = 'file';

/** A 400 about the file, in the validation pipe's shape, so the client shows it by the field. */
const fileError = (code: ErrorCode, message: string, fieldMessage = message) =>
  badRequest(code, message, [{ field: ROUTE_FILE_FIELD, message: fieldMessage }]);

export const routeFileMissing = () =>
  fileError('VALIDATION_FAILED', 'Choose a GPX or KML file to import', 'file is required');

export const routeFileNotOne = () =>
  fileError(
    'VALIDATION_FAILED',
    'Send one GPX or KML file, in the field named file',
    'file must be the only file sent',
  );

/** The file is GPX or KML in name only: broken XML, a refused construct, nothing to take. */
export const routeFileInvalid = (message: string) =>
  fileError('ROUTE_FILE_INVALID', message, `file is not a readable GPX or KML file: ${message}`);

/** Another kind of file altogether (a FIT, a KMZ, a picture, XML of another kind). */
export const routeFileUnsupported = (message: string) =>
  fileError('ROUTE_FILE_UNSUPPORTED', message, 'file must be a GPX or KML file');

/** The 400 for what the XML reader (route-xml-reader.ts) found wrong. */
export function routeXmlFailure(problem: RouteXmlProblem | 'failed', reason: string): Error {
  switch (problem) {
    case 'unsupported':
      return routeFileUnsupported(`The file is XML but neither GPX nor KML: ${reason}`);
    case 'broken':
      return routeFileInvalid(`The file is not well-formed XML: ${reason}`);
    case 'failed':
      return routeFileInvalid(`The file could not be read as GPX or KML: ${reason}`);
  }
}

export const routeFileTooLarge = () =>
  payloadTooLarge('FILE_TOO_LARGE', `The file is over ${MAX_ROUTE_FILE_MB} MB`, [
    { field: ROUTE_FILE_FIELD, message: `file must be at most ${MAX_ROUTE_FILE_MB} MB` },
  ]);

/**
 * 429: the user already has a file being read and another waiting. The upload interceptor sets
 * Retry-After from `retryAfterSeconds`.
 */
export class RouteFileBusyException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      errorResponse(
        'RATE_LIMITED',
        'Two of your route files are being read already: try again when they are done',
      ),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
