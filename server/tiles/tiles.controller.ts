import { Controller, Get, Headers, Param, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@server/auth/public.decorator.js';
import { TileParamsDto } from './dto/tile-params.dto.js';
import { TileSourceResponseDto } from './dto/tile-source-response.dto.js';
import { TileSourceBusyException } from './tiles.errors.js';
import { toTileSourceResponse } from './tiles.mapper.js';
import { TileRateLimitGuard } from './tile-rate-limit.guard.js';
import { TilesService, type ServedTile } from './tiles.service.js';

/** Whether If-None-Match (a list, or `*`) names the tile's ETag; weak tags compare too. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/** Sends the tile, or 304 when the browser holds it already. */
function send(response: Response, tile: ServedTile, ifNoneMatch: string | undefined): void {
  response.set({
    'Cache-Control': `public, max-age=${tile.maxAgeSeconds}`,
    ETag: tile.etag,
    'X-Content-Type-Options': 'nosniff',
  });
  if (matches(ifNoneMatch, tile.etag)) {
    response.status(304).end();
    return;
  }
  response.status(200).type(tile.contentType).set('Content-Length', String(tile.body.length));
  response.end(tile.body);
}

/** The tile, or its error with Retry-After set when the source's queue is full. */
async function withRetryAfter(response: Response, tile: Promise<ServedTile>): Promise<ServedTile> {
  try {
    return await tile;
  } catch (error) {
    if (error instanceof TileSourceBusyException) {
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    throw error;
  }
}

/**
 * Map tiles for every map of the app, signed in or not (shared maps are public): the browser
 * asks its own origin, the server asks the configured tile servers.
 */
@ApiTags('tiles')
@Controller('tiles')
export class TilesController {
  constructor(private readonly tiles: TilesService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: [TileSourceResponseDto], description: 'The configured tile sources.' })
  async list(): Promise<TileSourceResponseDto[]> {
    return (await this.tiles.states()).map(toTileSourceResponse);
  }

  @Public()
  @Get(':source/:z/:x/:y')
  @UseGuards(TileRateLimitGuard)
  @ApiProduces('image/png', 'image/jpeg', 'image/webp')
  @ApiHeader({ name: 'If-None-Match', required: false })
  @ApiOkResponse({
    description:
      "The tile's bytes with the upstream's image content type, Cache-Control and a strong ETag.",
  })
  @ApiResponse({ status: 304, description: 'If-None-Match names the current ETag.' })
  @ApiBadRequestResponse({ description: 'z, x or y is not an integer or outside the grid.' })
  @ApiNotFoundResponse({
    description: 'TILE_SOURCE_NOT_FOUND: no such source; TILE_NOT_FOUND: the upstream has none.',
  })
  @ApiTooManyRequestsResponse({
    description: 'RATE_LIMITED: too many tiles from one address. Retry-After says when.',
  })
  @ApiResponse({
    status: 502,
    description: 'TILE_UNAVAILABLE: the tile server failed and no copy is cached (503, 504 too).',
  })
  async tile(
    @Param() { source, z, x, y }: TileParamsDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const tile = await withRetryAfter(response, this.tiles.tile(source, { z, x, y }));
    send(response, tile, ifNoneMatch);
  }
}
