import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import type { Response } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { PhotosService, type PhotoContent } from './photos.service.js';

/**
 * A photo never changes (a new upload gets a new id), so its owner's browser may keep it for
 * good. Set here rather than with @Header(), which Nest also applies to error responses: a 404
 * must not be cached for a year.
 */
function asPhotoFile(response: Response, { bytes, contentType }: PhotoContent): StreamableFile {
  response.set({
    'Cache-Control': 'private, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  return new StreamableFile(bytes, {
    type: contentType,
    disposition: 'inline',
    length: bytes.length,
  });
}

@ApiTags('photos')
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get(':id')
  @ApiOkResponse({ description: 'The image bytes, with their stored content type.' })
  @OwnedResource('photo')
  async serve(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return asPhotoFile(response, await this.photos.content(ownerId, id));
  }
}
