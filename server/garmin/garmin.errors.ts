import { HttpException } from '@nestjs/common';
import { conflict, errorResponse, invalidField, unauthorized } from '@server/common/errors.js';
import type { UpstreamError } from '@server/common/http/upstream-error.js';

export const garminNotSetUp = () =>
  conflict(
    'GARMIN_NOT_SET_UP',
    'This server has no Garmin connection set up: its operator adds a Garmin app (see the README)',
  );

/** The callback's state is not the one this session started with (another session's, a replay). */
export const garminStateMismatch = () =>
  invalidField(
    'state',
    'This link to Garmin was not started here, or was already used or took too long: connect again',
  );

/** A callback without a state, and no link started in this session to finish (or one too old). */
export const garminLinkNotStarted = () =>
  invalidField(
    'code',
    'No link to Garmin was started here (or it was already used or took too long): connect again',
  );

/** Garmin refused the code (used twice, expired, another app's, or the verifier did not match). */
export const garminCodeRefused = () =>
  invalidField(
    'code',
    'Garmin did not accept this link (it may have been used already): connect again',
  );

export const garminUserTaken = () =>
  conflict(
    'GARMIN_USER_TAKEN',
    'This Garmin account is linked to another Packtrail account: unlink it there first',
  );

/** A push without this server's Garmin client id: not from Garmin. */
export const garminPushRefused = () =>
  unauthorized('GARMIN_PUSH_REFUSED', 'This push does not carry this server’s Garmin client id');

/** Garmin did not answer usefully: its 502, 503 or 504, never a 500. */
export const garminUnavailable = (error?: UpstreamError) =>
  new HttpException(
    errorResponse('GARMIN_UNAVAILABLE', 'Garmin is not answering: try again in a few minutes'),
    error?.httpStatus ?? 502,
  );
