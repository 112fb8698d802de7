import { ApiError } from './api-client';

interface ErrorBody {
  code?: unknown;
  errors?: unknown;
}

/** The server's error code (`CATEGORY_EXISTS`, `USERNAME_TAKEN`, ...), if it sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as ErrorBody | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The server's per-field messages (`errors: [{ field, message }]`), first message per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const list = (error.body as ErrorBody | undefined)?.errors;
  if (!Array.isArray(list)) return {};
  const byField: Record<string, string> = {};
  for (const entry of list as { field?: unknown; message?: unknown }[]) {
    if (typeof entry.field === 'string' && typeof entry.message === 'string') {
      byField[entry.field] ??= entry.message;
    }
  }
  return byField;
}

/** What to tell a person: the server's message, or a plain word for a network failure. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : error instanceof TypeError
      ? 'the network is unreachable'
      : error instanceof Error
        ? error.message
        : 'something went wrong';
