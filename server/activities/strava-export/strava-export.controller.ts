import { Controller, Delete, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { unsupportedMediaType } from '@server/common/errors.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { ImportStartedDto, ImportUndoneDto } from '../dto/strava-import.dto.js';
import { StravaExportImportService } from './strava-export-import.service.js';

/** What a zip is sent as (browsers differ: Windows says x-zip-compressed, some say nothing). */
const ZIP_TYPES = new Set([
  'application/zip',
  'application/x-zip-compressed',
  'application/x-zip',
  'application/octet-stream',
]);

/** A file name for the screen, from the query: its last part, at most 255 characters. */
const shownName = (name: string | undefined) =>
  (name?.split(/[\\/]/).pop()?.trim() ?? '').slice(0, 255) || 'strava-export.zip';

/** Strava's bulk export (the zip of the account's archive), imported as a job, and undone. */
@ApiTags('activities')
@Controller('activities/imports')
export class StravaExportController {
  constructor(private readonly imports: StravaExportImportService) {}

  @Post('strava')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiConsumes('application/zip')
  @ApiBody({ description: 'The zip as Strava sent it, as the body (not a form).' })
  @ApiQuery({ name: 'name', required: false, description: 'The file’s name, for the screen.' })
  @ApiAcceptedResponse({
    type: ImportStartedDto,
    description: 'Stored; its import runs as a job (GET /api/jobs/:id for its progress).',
  })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 1 GB.' })
  @ApiUnsupportedMediaTypeResponse({ description: 'UNSUPPORTED_MEDIA_TYPE: not sent as a zip.' })
  @ApiConflictResponse({ description: 'IMPORT_RUNNING: another import of the user’s runs.' })
  start(
    @CurrentUserId() ownerId: string,
    @Req() request: Request,
    @Query('name') name?: string,
  ): Promise<ImportStartedDto> {
    const type = (request.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!ZIP_TYPES.has(type)) {
      throw unsupportedMediaType('UNSUPPORTED_MEDIA_TYPE', 'Send the Strava export as a zip');
    }
    const length = Number(request.get('content-length'));
    return this.imports.start(
      ownerId,
      request,
      Number.isFinite(length) ? length : null,
      shownName(typeof name === 'string' ? name : undefined),
    );
  }

  @Delete(':id')
  @ApiOkResponse({ type: ImportUndoneDto, description: 'Every activity it added is deleted.' })
  @ApiNotFoundResponse({ description: 'IMPORT_NOT_FOUND: not an import of the user’s.' })
  @ApiConflictResponse({ description: 'IMPORT_RUNNING: cancel it first.' })
  undo(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<ImportUndoneDto> {
    return this.imports.undo(ownerId, id);
  }
}
