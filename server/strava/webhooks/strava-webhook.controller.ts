import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '@server/auth/public.decorator.js';
import { StravaWebhookEventDto } from './dto/strava-webhook-event.dto.js';
import { StravaWebhookEventsService } from './strava-webhook-events.service.js';
import { StravaWebhookHandshake } from './strava-webhook-handshake.js';

/**
 * Strava's calls to this server (no session: Strava has none): the subscription's handshake
 * and the events. Both answer at once; an event's work is a job.
 */
@ApiTags('strava')
@Public()
@Controller('strava/webhook')
export class StravaWebhookController {
  constructor(
    private readonly handshakes: StravaWebhookHandshake,
    private readonly events: StravaWebhookEventsService,
  ) {}

  @Get()
  @ApiQuery({ name: 'hub.mode', enum: ['subscribe'] })
  @ApiQuery({ name: 'hub.challenge', type: String })
  @ApiQuery({ name: 'hub.verify_token', type: String })
  @ApiOkResponse({ description: '`{"hub.challenge": <the challenge>}`.' })
  @ApiBadRequestResponse({ description: 'hub.mode or hub.challenge missing or wrong.' })
  @ApiForbiddenResponse({ description: 'STRAVA_WEBHOOK_REFUSED: not this server’s token.' })
  handshake(@Query() query: Record<string, unknown>): Promise<Record<string, string>> {
    return this.handshakes.answer(query);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Taken (queued, or of no use here).' })
  @ApiBadRequestResponse({ description: 'Not an event: `errors` names the field.' })
  @ApiForbiddenResponse({ description: 'STRAVA_WEBHOOK_REFUSED: not this server’s subscription.' })
  receive(@Body() event: StravaWebhookEventDto): Promise<void> {
    return this.events.receive(event);
  }
}
