import { ApiError } from '@client/lib/api-client';

export { errorMessage, fieldErrors } from '@client/lib/api-errors';

/** The line already holding an item or bundle, from a 409 ALREADY_IN_PACK. */
export function existingLineId(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const list = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return undefined;
  const lineId = (list[0] as { lineId?: unknown } | undefined)?.lineId;
  return typeof lineId === 'string' ? lineId : undefined;
}

/** A pack that is not there (or not the user's) answers 404; a malformed id 400. */
export const isPackMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
