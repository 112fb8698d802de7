import { ApiError } from './api-client';

interface ErrorBody {
  errors?: unknown;
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
