import { isErrorCode, type ErrorCode } from '@domain/error-codes';
import { ApiError } from './api-client';

/**
 * The server's error code (`CATEGORY_EXISTS`, `USERNAME_TAKEN`, ...), if it sent one the client
 * knows: typed, so comparing it with a mistyped code fails the type check. Apart from
 * api-errors.ts, which every first view loads: the list of codes loads with the forms that read
 * a code.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return isErrorCode(code) ? code : undefined;
}
