import { conflict, invalidField, notSignedIn } from '@server/common/errors.js';
import { USERNAME_MESSAGES } from '@server/domain/username.js';

export const usernameTaken = () =>
  conflict('USERNAME_TAKEN', USERNAME_MESSAGES.taken, [
    { field: 'username', message: USERNAME_MESSAGES.taken },
  ]);

export const confirmationMismatch = () =>
  invalidField(
    'confirmation',
    'Type your email address or username exactly as shown to confirm',
    'CONFIRMATION_MISMATCH',
  );

/** The session's user no longer exists (deleted in another tab): the session is worthless. */
export const accountGone = notSignedIn;
