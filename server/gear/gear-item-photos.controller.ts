import {
  Controller,
  Delete,
  HttpCode,
  HttpStatus,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import { PhotoUploadInterceptor } from '@server/photos/photo-upload.interceptor.js';
import type { UploadedPhotoFile } from '@server/photos/photo-upload.js';
import { GearItemResponseDto } from './dto/gear-item-response.dto.js';
import { GearItemPhotosService } from './gear-item-photos.service.js';

@ApiTags('gear')
@Controller('gear/items/:id/photo')
export class GearItemPhotosController {
  constructor(private readonly photos: GearItemPhotosService) {}

  @Put()
  @RateLimit('gear-photo')
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ type: GearItemResponseDto, description: 'The item with its new photoUrl.' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 25 MB.' })
  @OwnedResource('item', {
    badRequest:
      'UNSUPPORTED_IMAGE: the bytes are not a JPEG, PNG or WebP image that decodes; IMAGE_TOO_LARGE: over 40 megapixels.',
  })
  set(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
    @UploadedFile() file: UploadedPhotoFile | undefined,
  ): Promise<GearItemResponseDto> {
    return this.photos.set(ownerId, id, file);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The item has no photo now.' })
  @OwnedResource('item')
  remove(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<void> {
    return this.photos.remove(ownerId, id);
  }
}
