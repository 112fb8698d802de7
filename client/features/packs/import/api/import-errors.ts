import { ApiError } from '@client/lib/api-client';

interface FieldError {
  field?: unknown;
  message?: unknown;
  line?: unknown;
}

export interface ImportErrors {
  /** The first message for each field the server named (file, name, currency). */
  byField: Record<string, string>;
  /** Per-row reasons when no row could be imported ("Line 3: unknown unit…"). */
  lines: string[];
}

/**
 * The server's field errors, with the per-line ones (they carry a `line`) kept apart. Every
 * error about the file is the whole answer's subject, so the file shows the answer's own
 * message, written for people ("The file is empty"), rather than the field's terse one.
 */
export function importErrors(error: unknown): ImportErrors {
  const result: ImportErrors = { byField: {}, lines: [] };
  if (!(error instanceof ApiError)) return result;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return result;
  for (const entry of list as FieldError[]) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    if (typeof entry.line === 'number') result.lines.push(entry.message);
    else result.byField[entry.field] ??= entry.field === 'file' ? error.message : entry.message;
  }
  return result;
}

/** What to tell a person when the server named no field. */
export const importFailure = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : error instanceof TypeError
      ? 'The network is unreachable: check the connection and try again'
      : 'Something went wrong: try again';
