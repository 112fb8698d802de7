import {
  Controller,
  Get,
  Post,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { ApiKeyGuard, UploaderId } from '@server/api-keys/api-key.guard.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { Public } from '@server/auth/public.decorator.js';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { ActivityUploadDto } from '../dto/activity-upload.dto.js';
import { ActivityFileUploadInterceptor } from './activity-file-upload.interceptor.js';
import { ActivityFilesService, type UploadedActivityFile } from './activity-files.service.js';

const FILE_BODY = {
  type: 'object' as const,
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'A FIT, TCX or GPX file (or gzipped).' },
  },
};

/** A file name for Content-Disposition: plain ASCII, and the full name as RFC 5987 UTF-8. */
function attachment(name: string, extension: string): string {
  const file = `${name}.${extension}`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/** Activity files in (FIT, TCX, GPX), and out as GPX or as they were uploaded. */
@ApiTags('activities')
@Controller('activities')
export class ActivityFilesController {
  constructor(private readonly files: ActivityFilesService) {}

  @Post('files')
  // A session, or a personal API key (Authorization: Bearer): the one route a key reaches.
  @Public()
  @UseGuards(ApiKeyGuard)
  @UseInterceptors(ActivityFileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: FILE_BODY })
  @ApiCreatedResponse({
    type: ActivityUploadDto,
    description:
      'Each activity the file holds (one per sport of a multi-sport file), added, or reported ' +
      'as a duplicate of one already there (the same start within a minute, the same distance ' +
      'within 2 % or 100 m). The type is read from the bytes, not the name.',
  })
  @ApiBadRequestResponse({
    description:
      'ACTIVITY_FILE_REFUSED: not FIT, TCX or GPX, empty, damaged (a bad check sum, cut short), ' +
      'or holding no activity; `errors` names the field file with the reason and its `problem`.',
  })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 25 MB.' })
  @ApiTooManyRequestsResponse({
    description: 'Two of the user’s files are being read (Retry-After).',
  })
  upload(
    @UploaderId() ownerId: string,
    @UploadedFile() file: UploadedActivityFile | undefined,
  ): Promise<ActivityUploadDto> {
    return this.files.upload(ownerId, file);
  }

  @Get(':id/gpx')
  @ApiProduces('application/gpx+xml')
  @ApiOkResponse({ description: 'The activity as GPX 1.1, heart rate and cadence included.' })
  @OwnedResource('activity')
  async gpx(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<StreamableFile> {
    const { name, pieces } = await this.files.gpx(ownerId, id);
    return new StreamableFile(Readable.from(pieces), {
      type: 'application/gpx+xml; charset=utf-8',
      disposition: attachment(name, 'gpx'),
    });
  }

  @Get(':id/original')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file the activity came from, byte for byte as uploaded.' })
  @OwnedResource('activity or its file')
  async original(
    @CurrentUserId() ownerId: string,
    @UuidParam() id: string,
  ): Promise<StreamableFile> {
    const file = await this.files.original(ownerId, id);
    return new StreamableFile(gunzipSync(file.gzipped), {
      type: 'application/octet-stream',
      disposition: attachment(
        file.fileName.replace(/\.[^.]*$/, ''),
        file.fileName.split('.').pop() ?? file.format,
      ),
    });
  }
}
