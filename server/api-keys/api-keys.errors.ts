import { conflict, notFound, unauthorized } from '@server/common/errors.js';

export const apiKeyNotFound = () => notFound('API_KEY_NOT_FOUND', 'API key not found');

export const apiKeysFull = (max: number) =>
  conflict('API_KEYS_FULL', `An account holds at most ${max} API keys: revoke one to make another`);

/** 401 for a bearer key that is malformed, revoked or never was. */
export const apiKeyInvalid = () =>
  unauthorized(
    'API_KEY_INVALID',
    'The API key is not valid: it was revoked, or is mistyped. Make a new one on the account page',
  );
