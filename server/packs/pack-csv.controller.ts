import {
  Body,
  Controller,
  Get,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { UuidParam } from '@server/common/uuid-param.decorator.js';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import type { UploadedCsvFile } from './csv-upload.js';
import { CsvUploadInterceptor } from './csv-upload.interceptor.js';
import { ImportPackResultDto } from './dto/import-pack-result.dto.js';
import { ImportPackDto } from './dto/import-pack.dto.js';
import { PackExportService } from './pack-export.service.js';
import { PackImportService } from './pack-import.service.js';

/** LighterPack CSV, both ways. */
@ApiTags('packs')
@Controller('packs')
export class PackCsvController {
  constructor(
    private readonly imports: PackImportService,
    private readonly exports: PackExportService,
  ) {}

  @Post('import')
  @RateLimit('csv-import')
  @UseInterceptors(CsvUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'A LighterPack CSV export.' },
        name: { type: 'string', description: 'The pack’s name; default: the file’s name.' },
        currency: { type: 'string', example: 'USD', description: 'ISO 4217; default USD.' },
      },
    },
  })
  @ApiCreatedResponse({ type: ImportPackResultDto, description: 'The new pack and a report.' })
  @ApiBadRequestResponse({
    description:
      'No file, not text, EMPTY_FILE, NOT_LIGHTERPACK (wrong header), NOTHING_TO_IMPORT ' +
      '(every row skipped: errors lists each line), or a bad currency or name. Nothing is written.',
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
  @ApiNotFoundResponse({ description: 'No such pack, or another user’s.' })
  async export(@CurrentUserId() ownerId: string, @UuidParam() id: string): Promise<StreamableFile> {
    const { fileName, text } = await this.exports.lighterPackCsv(ownerId, id);
    // Slugs are lowercase letters, digits and hyphens: safe inside the quoted filename.
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
