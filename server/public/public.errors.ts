import { notFound } from '@server/common/errors.js';

/**
 * The one answer of every public address that shows nothing: unknown or renamed username,
 * private profile, pack or trip, another user's slug, a malformed id. The same body whatever the
 * case, so it tells none of them apart: `{ statusCode: 404, error: 'Not Found', message:
 * 'Not Found', code: 'PUBLIC_PAGE_NOT_FOUND' }`.
 */
export const publicPageNotFound = () => notFound('PUBLIC_PAGE_NOT_FOUND', 'Not Found');
