import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { ErrorCode } from '@server/domain/error-codes.js';

/** One field's problem; some carry more (a CSV row's line, the id of the line already there). */
export interface FieldError {
  field: string;
  message: string;
  [detail: string]: unknown;
}

/** What every error of ours hands to Nest; the exception filter adds statusCode and error. */
export interface ApiErrorResponse {
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
}

/** The response of an API error: a code from the one list, so a mistyped code fails tsc. */
export const errorResponse = (
  code: ErrorCode,
  message: string,
  errors?: FieldError[],
): ApiErrorResponse => (errors ? { message, code, errors } : { message, code });

// Typed factories, one per status the API answers with: each keeps Nest's own exception class.
export const badRequest = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new BadRequestException(errorResponse(code, message, errors));

export const unauthorized = (code: ErrorCode, message: string) =>
  new UnauthorizedException(errorResponse(code, message));

export const forbidden = (code: ErrorCode, message: string) =>
  new ForbiddenException(errorResponse(code, message));

export const notFound = (code: ErrorCode, message: string) =>
  new NotFoundException(errorResponse(code, message));

export const conflict = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new ConflictException(errorResponse(code, message, errors));

export const payloadTooLarge = (code: ErrorCode, message: string, errors?: FieldError[]) =>
  new PayloadTooLargeException(errorResponse(code, message, errors));

export const unsupportedMediaType = (code: ErrorCode, message: string) =>
  new UnsupportedMediaTypeException(errorResponse(code, message));

export const serviceUnavailable = (code: ErrorCode, message: string) =>
  new ServiceUnavailableException(errorResponse(code, message));

/** 429: whoever throws it sets Retry-After. */
export const tooManyRequests = (message: string) =>
  new HttpException(errorResponse('RATE_LIMITED', message), HttpStatus.TOO_MANY_REQUESTS);

/** No session, or the session's user is gone: the client shows its sign-in page. */
export const notSignedIn = () => unauthorized('NOT_SIGNED_IN', 'Sign in to continue');

/** A 400 in the validation pipe's shape, for rules that need the database (or a file) to check. */
export const invalidField = (
  field: string,
  message: string,
  code: ErrorCode = 'VALIDATION_FAILED',
) => badRequest(code, message, [{ field, message }]);

/**
 * Ids sent in a body (gearItemId, categoryId, bundleId) that are missing or another user's: a
 * 400 naming the field. 404 stays for ids in the path.
 */
export const noSuch = (field: string) => invalidField(field, `${field} does not exist`);
