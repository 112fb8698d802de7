import { Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { Public } from '@server/auth/public.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import { CopyPublicPackResultDto } from './dto/copy-public-pack-result.dto.js';
import { PublicPackDto } from './dto/public-pack.dto.js';
import { PublicProfileDto } from './dto/public-profile.dto.js';
import { PublicTripDto } from './dto/public-trip.dto.js';
import { PublicCopyService } from './public-copy.service.js';
import { PublicPhotosService, type PublicPhoto } from './public-photos.service.js';
import { PublicReadService } from './public-read.service.js';

const NOT_FOUND = {
  description:
    'PUBLIC_PAGE_NOT_FOUND, the same body whatever the reason: no such user (or a username ' +
    'given up or changed), not public, not theirs, or a malformed address.',
};

/**
 * Public photos may be kept by any cache for an hour: the bytes of an id never change, but the
 * owner may stop sharing (the page then answers 404 and, within the hour, so do caches). Set
 * here rather than with @Header(), which Nest also applies to error responses.
 */
function asPublicPhoto(response: Response, { bytes, contentType }: PublicPhoto): StreamableFile {
  response.set({
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  return new StreamableFile(bytes, {
    type: contentType,
    disposition: 'inline',
    length: bytes.length,
  });
}

/**
 * What anyone may see of what users share, with no session: profiles, packs and trips by their
 * public addresses, and the photos they show. Copying a public pack needs a session.
 */
@ApiTags('public')
@Controller('public')
export class PublicController {
  constructor(
    private readonly read: PublicReadService,
    private readonly photos: PublicPhotosService,
    private readonly copies: PublicCopyService,
  ) {}

  @Public()
  @Get('users/:username')
  @ApiOkResponse({ type: PublicProfileDto })
  @ApiNotFoundResponse(NOT_FOUND)
  profile(@Param('username') username: string): Promise<PublicProfileDto> {
    return this.read.profile(username);
  }

  @Public()
  @Get('users/:username/packs/:slug')
  @ApiOkResponse({ type: PublicPackDto })
  @ApiNotFoundResponse(NOT_FOUND)
  pack(@Param('username') username: string, @Param('slug') slug: string): Promise<PublicPackDto> {
    return this.read.pack(username, slug);
  }

  @Public()
  @Get('users/:username/trips/:tripId')
  @ApiOkResponse({ type: PublicTripDto })
  @ApiNotFoundResponse(NOT_FOUND)
  trip(
    @Param('username') username: string,
    @Param('tripId') tripId: string,
  ): Promise<PublicTripDto> {
    return this.read.trip(username, tripId);
  }

  @Public()
  @Get('photos/:photoId')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({
    description:
      'The image bytes: the photo of an item on a public pack, or the avatar of a user with ' +
      'anything public.',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  async photo(
    @Param('photoId') photoId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return asPublicPhoto(response, await this.photos.content(photoId));
  }

  @Post('users/:username/packs/:slug/copy')
  @HttpCode(201)
  @RateLimit('public-pack-copy')
  @ApiCreatedResponse({
    type: CopyPublicPackResultDto,
    description:
      'A new private pack of yours with the public pack’s categories and lines, its items ' +
      'matched into your library by name and category as a LighterPack import matches them, ' +
      'or added to it.',
  })
  @ApiUnauthorizedResponse({ description: 'NOT_SIGNED_IN.' })
  @ApiConflictResponse({
    description:
      'IMPORT_IN_PROGRESS: a copy or LighterPack import of yours is still being written.',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  copy(
    @CurrentUserId() visitorId: string,
    @Param('username') username: string,
    @Param('slug') slug: string,
  ): Promise<CopyPublicPackResultDto> {
    return this.copies.copy(visitorId, username, slug);
  }
}
