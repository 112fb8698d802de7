import { Controller, Delete, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import { PhotoUploadInterceptor } from '@server/photos/photo-upload.interceptor.js';
import type { UploadedPhotoFile } from '@server/photos/photo-upload.js';
import { AccountAvatarService } from './account-avatar.service.js';
import { AccountResponseDto } from './dto/account-response.dto.js';

@ApiTags('account')
@Controller('account/avatar')
export class AccountAvatarController {
  constructor(private readonly avatars: AccountAvatarService) {}

  @Put()
  @RateLimit('avatar')
  @UseInterceptors(PhotoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { photo: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({
    type: AccountResponseDto,
    description: 'Stored as a 256 × 256 thumbnail (centre crop); `avatarUrl` is the new one.',
  })
  @ApiBadRequestResponse({
    description:
      'UNSUPPORTED_IMAGE: the bytes are not a JPEG, PNG or WebP image; IMAGE_TOO_LARGE: over 40 megapixels. The old avatar stays.',
  })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 25 MB.' })
  set(
    @CurrentUserId() userId: string,
    @UploadedFile() file: UploadedPhotoFile | undefined,
  ): Promise<AccountResponseDto> {
    return this.avatars.set(userId, file);
  }

  @Delete()
  @ApiOkResponse({ type: AccountResponseDto, description: 'No avatar now; the photo is deleted.' })
  remove(@CurrentUserId() userId: string): Promise<AccountResponseDto> {
    return this.avatars.remove(userId);
  }
}
