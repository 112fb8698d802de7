import { ApiError } from '@client/lib/api-client';

/** What to tell a person: the server's message, or a plain word for a network failure. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError
    ? error.message
    : error instanceof TypeError
      ? 'the network is unreachable'
      : error instanceof Error
        ? error.message
        : 'something went wrong';

/**
 * No such pack for this user: 404, or 400 for an id that is not a UUID at all (a mistyped
 * address), which the person should hear about the same way.
 */
export const isMissingPack = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
