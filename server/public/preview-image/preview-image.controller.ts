import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@server/auth/public.decorator.js';
import { PreviewImageService, type PreviewImage } from './preview-image.service.js';

const NOT_FOUND = {
  description: 'PUBLIC_PAGE_NOT_FOUND, the same body as every public address that shows nothing.',
};

const OK = {
  description:
    'A 1200 x 630 PNG for link previews (og:image). ETag: the hash of what it shows; the ' +
    '`v` query parameter of the address pages give is ignored here (it only changes the ' +
    'address when the picture changes).',
};

/**
 * The image may be kept by any cache for an hour: pages link it with ?v= of its hash, so a
 * changed pack or trip is a new address. Sent with Express's send, which answers 304 to an
 * If-None-Match naming this ETag. Errors are thrown before anything is sent, so they take the
 * exception filter's path (and none of these headers).
 */
function sendPreview(response: Response, { png, version }: PreviewImage): void {
  response
    .set({
      'Cache-Control': 'public, max-age=3600',
      ETag: `"${version}"`,
      'X-Content-Type-Options': 'nosniff',
    })
    .type('image/png')
    .send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
}

/** Link preview images of public packs and trips, for anyone (no session). */
@ApiTags('public')
@Controller('public')
export class PreviewImageController {
  constructor(private readonly previews: PreviewImageService) {}

  @Public()
  @Get('users/:username/packs/:slug/preview.png')
  @ApiProduces('image/png')
  @ApiOkResponse(OK)
  @ApiNotFoundResponse(NOT_FOUND)
  async pack(
    @Param('username') username: string,
    @Param('slug') slug: string,
    @Res() response: Response,
  ): Promise<void> {
    sendPreview(response, await this.previews.pack(username, slug));
  }

  @Public()
  @Get('users/:username/trips/:tripId/preview.png')
  @ApiProduces('image/png')
  @ApiOkResponse(OK)
  @ApiNotFoundResponse(NOT_FOUND)
  async trip(
    @Param('username') username: string,
    @Param('tripId') tripId: string,
    @Res() response: Response,
  ): Promise<void> {
    sendPreview(response, await this.previews.trip(username, tripId));
  }
}
