import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { errorResponse, notFound } from '@server/common/errors.js';
import type { UpstreamError } from '@server/common/http/upstream-error.js';

/** GEOCODER_PROVIDER=off: there is no place search on this server. */
export const geocoderOff = () =>
  notFound('GEOCODER_OFF', 'Place search is turned off on this server');

/**
 * A 503 that says when to come back: the controller sends `retryAfterSeconds` as Retry-After.
 * Too many searches wait for their turn here, or the geocoder asked us to slow down (its 429).
 */
export class GeocoderBusyException extends ServiceUnavailableException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(errorResponse('GEOCODER_BUSY', message));
  }
}

export const geocoderBusy = (retryAfterMs: number) =>
  new GeocoderBusyException(
    'Too many place searches are waiting; try again in a moment',
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );

export const geocoderRateLimited = (retryAfterMs: number | undefined) =>
  new GeocoderBusyException(
    'The place search service asked us to slow down; try again in a moment',
    Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 1000)),
  );

/** The geocoder failed: its 502, 503 or 504, never a 500 (the app did nothing wrong). */
export const geocoderUnavailable = (error: UpstreamError) =>
  new HttpException(
    errorResponse('GEOCODER_UNAVAILABLE', `Place search is unavailable: ${reason(error)}`),
    error.httpStatus,
  );

/** The geocoder answered 200 with something that is not its answer's shape. */
export const geocoderGarbled = () =>
  new HttpException(
    errorResponse('GEOCODER_UNAVAILABLE', 'Place search is unavailable: the answer was unreadable'),
    502,
  );

function reason(error: UpstreamError): string {
  switch (error.kind) {
    case 'timeout':
      return 'the place search service did not answer in time';
    case 'status':
      return `the place search service answered ${error.status ?? 'an error'}`;
    case 'too_large':
      return 'the place search service sent too much';
    case 'network':
      return 'the place search service could not be reached';
    case 'busy':
      return 'too many searches are waiting';
  }
}
