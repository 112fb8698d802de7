import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS } from '@server/database/database-unavailable.js';
import { Public } from '@server/auth/public.decorator.js';
import { HealthResponseDto } from './dto/health-response.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOkResponse({ type: HealthResponseDto, description: 'The server and its database answer.' })
  @ApiServiceUnavailableResponse({
    type: HealthResponseDto,
    description: 'The database does not answer.',
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponseDto> {
    const result = await this.health.check();
    if (result.status !== 'ok') {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    response.setHeader('Cache-Control', 'no-store');
    return result;
  }
}
