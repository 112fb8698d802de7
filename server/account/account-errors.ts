import {
  BadRequestException,
  ConflictException,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { USERNAME_MESSAGES } from '@server/domain/username.js';

/** A 400 in the validation pipe's shape, for rules that need the database to check. */
export const invalidField = (field: string, message: string, code = 'VALIDATION_FAILED') =>
  new BadRequestException({ message, code, errors: [{ field, message }] });

export const usernameTaken = () =>
  new ConflictException({
    message: USERNAME_MESSAGES.taken,
    code: 'USERNAME_TAKEN',
    errors: [{ field: 'username', message: USERNAME_MESSAGES.taken }],
  });

export const confirmationMismatch = () =>
  invalidField(
    'confirmation',
    'Type your email address or username exactly as shown to confirm',
    'CONFIRMATION_MISMATCH',
  );

/** The session's user no longer exists (deleted in another tab): the session is worthless. */
export const accountGone = () =>
  new UnauthorizedException({ message: 'Sign in to continue', code: 'NOT_SIGNED_IN' });

export const profileNotFound = () =>
  new NotFoundException({ message: 'Profile not found', code: 'PROFILE_NOT_FOUND' });

export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
};
