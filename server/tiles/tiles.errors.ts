import { HttpException, ServiceUnavailableException } from '@nestjs/common';
import { errorResponse, notFound } from '@server/common/errors.js';
import type { UpstreamError } from '@server/common/http/upstream-error.js';

export const tileSourceNotFound = (source: string) =>
  notFound('TILE_SOURCE_NOT_FOUND', `No map tile source is called "${source}"`);

/** The upstream has no such tile (it answered 404). */
export const tileNotFound = () => notFound('TILE_NOT_FOUND', 'The tile server has no such tile');

/**
 * The upstream failed and no copy of the tile is cached: its 502, 503 or 504, never a 500 (the
 * app did nothing wrong and goes on serving everything else).
 */
export const tileUnavailable = (label: string, error: UpstreamError) =>
  new HttpException(
    errorResponse('TILE_UNAVAILABLE', `The ${label} map tiles are unavailable: ${reason(error)}`),
    error.httpStatus,
  );

/**
 * Too many tiles of this source already wait for its tile server, and no copy is cached: a 503
 * at once instead of a place in a queue that cannot be served in time. The controller sends
 * `retryAfterSeconds` as Retry-After.
 */
export class TileSourceBusyException extends ServiceUnavailableException {
  constructor(
    label: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      errorResponse(
        'TILE_UNAVAILABLE',
        `The ${label} map tiles are unavailable: too many tiles are waiting for the tile server; ` +
          `try again in ${retryAfterSeconds} s`,
      ),
    );
  }
}

export const tileSourceBusy = (label: string, retryAfterSeconds: number) =>
  new TileSourceBusyException(label, retryAfterSeconds);

/** The upstream answered 200 with something that is not an image (an HTML error page). */
export const tileNotAnImage = (label: string, contentType: string | null) =>
  new HttpException(
    errorResponse(
      'TILE_UNAVAILABLE',
      `The ${label} map tile server answered ${contentType ?? 'no content type'}, not an image`,
    ),
    502,
  );

function reason(error: UpstreamError): string {
  switch (error.kind) {
    case 'timeout':
      return 'the tile server did not answer in time';
    case 'status':
      return `the tile server answered ${error.status ?? 'an error'}`;
    case 'too_large':
      return 'the tile server sent a tile too large to take';
    case 'network':
      return 'the tile server could not be reached';
    case 'busy':
      return 'too many tiles are waiting for the tile server';
  }
}
