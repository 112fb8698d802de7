import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { OwnedResource } from '@server/common/owned-resource.decorator.js';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import type { UploadedCsvFile } from './import/csv-upload.js';
import { CsvUploadInterceptor } from './import/csv-upload.interceptor.js';
import { ImportPackResultDto, ImportPreviewDto } from './dto/import-pack-result.dto.js';
import { ImportPackDto } from './dto/import-pack.dto.js';
import { PackExportService } from './export/pack-export.service.js';
import { PackImportService } from './import/pack-import.service.js';

/** The multipart body of an import and of its preview. */
const IMPORT_BODY = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'A LighterPack CSV export.' },
    name: { type: 'string', description: 'A new pack’s name; default: the file’s name.' },
    packId: { type: 'string', format: 'uuid', description: 'Add to this pack instead.' },
    currency: {
      type: 'string',
      example: 'EUR',
      description: 'ISO 4217; default: the account’s currency, else USD.',
    },
    updateLibrary: {
      type: 'string',
      enum: ['keep', 'update'],
      default: 'keep',
      description: 'Matched items the file describes otherwise: keep, or take the file’s values.',
    },
  },
};

/** LighterPack CSV, both ways. */
@ApiTags('packs')
@Controller('packs')
export class PackCsvController {
  constructor(
    private readonly imports: PackImportService,
    private readonly exports: PackExportService,
  ) {}

  @Post('import/preview')
  @HttpCode(200)
  @RateLimit('csv-import-preview')
  @UseInterceptors(CsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: IMPORT_BODY })
  @ApiOkResponse({
    type: ImportPreviewDto,
    description:
      'What the import would do, nothing written: items added and matched (with how the file ' +
      'differs from each matched one), lines added, rows merged, skipped or adjusted.',
  })
  @ApiBadRequestResponse({ description: 'As for the import.' })
  @ApiNotFoundResponse({ description: 'packId is not one of your packs.' })
  @ApiConflictResponse({ description: 'PACK_FULL: the pack has no room for the file’s lines.' })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 1 MB.' })
  preview(
    @CurrentUserId() ownerId: string,
    @UploadedFile() file: UploadedCsvFile | undefined,
    @Body() dto: ImportPackDto,
  ): Promise<ImportPreviewDto> {
    return this.imports.preview(ownerId, file, dto);
  }

  @Post('import')
  @RateLimit('csv-import')
  @UseInterceptors(CsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: IMPORT_BODY })
  @ApiCreatedResponse({
    type: ImportPackResultDto,
    description: 'The pack (new, or the one added to) and a report.',
  })
  @ApiBadRequestResponse({
    description:
      'No file, not text, EMPTY_FILE, NOT_LIGHTERPACK (wrong header), NOTHING_TO_IMPORT ' +
      '(every row skipped: errors lists each line), or a bad currency, name, packId or ' +
      'updateLibrary. Nothing is written.',
  })
  @ApiNotFoundResponse({ description: 'packId is not one of your packs.' })
  @ApiConflictResponse({
    description:
      'PACK_FULL: the pack has no room for the file’s lines; IMPORT_IN_PROGRESS; IMPORT_STOPPED.',
  })
  @ApiPayloadTooLargeResponse({ description: 'FILE_TOO_LARGE: over 1 MB.' })
  import(
    @CurrentUserId() ownerId: string,
    @UploadedFile() file: UploadedCsvFile | undefined,
    @Body() dto: ImportPackDto,
  ): Promise<ImportPackResultDto> {
    return this.imports.import(ownerId, file, dto);
  }

  @Get(':id/export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The pack as LighterPack CSV, as a download named <slug>.csv.' })
  @OwnedResource('pack')
  async export(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<StreamableFile> {
    const { fileName, text } = await this.exports.lighterPackCsv(ownerId, id);
    // Slugs are lowercase letters, digits and hyphens: safe inside the quoted filename.
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
