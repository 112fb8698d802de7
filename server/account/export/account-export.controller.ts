import { Controller, Get, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUserId } from '@server/auth/current-user-id.decorator.js';
import { RateLimit } from '@server/rate-limits/rate-limit.decorator.js';
import { AccountExportService } from './account-export.service.js';

@ApiTags('account')
@Controller('account/export')
export class AccountExportController {
  constructor(private readonly exports: AccountExportService) {}

  @Get()
  @RateLimit('account-export')
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'Everything the user owns as one JSON file (attachment), format `packtrail-export` version 1: see docs/data-export.md.',
  })
  async export(
    @CurrentUserId() userId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { fileName, body } = await this.exports.export(userId);
    // Personal data: never kept by a shared cache or the browser's.
    response.set('Cache-Control', 'no-store');
    return new StreamableFile(body, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
