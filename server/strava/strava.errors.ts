import { HttpException } from '@nestjs/common';
import {
  conflict,
  errorResponse,
  forbidden,
  invalidField,
  notFound,
} from '@server/common/errors.js';
import type { UpstreamError } from '@server/common/http/upstream-error.js';

export const stravaNotSetUp = () =>
  conflict(
    'STRAVA_NOT_SET_UP',
    'This server has no Strava connection set up: its operator adds a Strava app (see the README)',
  );

/** The callback's state is not the one this session started with (another session's, a replay). */
export const stravaStateMismatch = () =>
  invalidField(
    'state',
    'This link to Strava was not started here, or was already used or took too long: connect again',
  );

/** The athlete unticked access to their activities on Strava's page. */
export const stravaScopeMissing = () =>
  invalidField(
    'scope',
    'Strava was not given access to your activities: connect again and leave “View data about your activities” ticked',
    'STRAVA_SCOPE_MISSING',
  );

/** Strava refused the code (used twice, expired, or for another app). */
export const stravaCodeRefused = () =>
  invalidField(
    'code',
    'Strava did not accept this link (it may have been used already): connect again',
  );

export const stravaAthleteTaken = () =>
  conflict(
    'STRAVA_ATHLETE_TAKEN',
    'This Strava account is linked to another Packtrail account: unlink it there first',
  );

/** Strava did not answer usefully: its 502, 503 or 504, never a 500. */
export const stravaUnavailable = (error: UpstreamError) =>
  new HttpException(
    errorResponse('STRAVA_UNAVAILABLE', 'Strava is not answering: try again in a few minutes'),
    error.httpStatus,
  );

export const stravaNotLinked = () =>
  conflict('STRAVA_NOT_LINKED', 'Your account is not linked to Strava: connect Strava first');

export const stravaGearNotFound = () =>
  notFound('STRAVA_GEAR_NOT_FOUND', 'That Strava gear or library item is not yours');

export const stravaImportRunning = () =>
  conflict('IMPORT_RUNNING', 'Your Strava import is still running: wait for it, or cancel it');

/**
 * A webhook call that is not Strava's for this server (a wrong verify token, another
 * subscription's id): one answer for every case, naming none.
 */
export const stravaWebhookRefused = () =>
  forbidden('STRAVA_WEBHOOK_REFUSED', 'This is not a webhook call of this server’s subscription');
