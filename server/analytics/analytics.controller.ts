import { Body, Controller, HttpCode, HttpStatus, Post, Session, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { SessionData } from 'express-session';
import { Public } from '@server/auth/public.decorator.js';
import { ChangesNothingPublic } from '@server/common/changes-nothing-public.decorator.js';
import { AnalyticsService } from './analytics.service.js';
import { BodySizeGuard } from './body-size.guard.js';
import { HogBatchDto } from './dto/hog-batch.dto.js';
import { RateLimitGuard } from './rate-limit.guard.js';

@ApiTags('analytics')
@Controller('hog')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  // Public: anonymous visitors are counted too. The rate limit comes before the size check.
  @Public()
  @ChangesNothingPublic()
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(RateLimitGuard, BodySizeGuard)
  @ApiAcceptedResponse({ description: 'Taken, and forwarded to PostHog when it is configured.' })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed; `errors` names it.' })
  @ApiPayloadTooLargeResponse({ description: 'The body is over 32 KB.' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests; see Retry-After.' })
  ingest(@Body() batch: HogBatchDto, @Session() session: Partial<SessionData>): Promise<void> {
    return this.analytics.ingest(batch.events, session.userId);
  }
}
