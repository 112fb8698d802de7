import { Body, Controller, Headers, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public } from '@server/auth/public.decorator.js';
import { GarminPushService } from './garmin-push.service.js';

/**
 * Where Garmin posts (its endpoint configuration names `{PUBLIC_URL}/api/garmin/push` for
 * activities, activity details, activity files, deregistrations and user permissions). Public:
 * Garmin has no session; the `garmin-client-id` header says the push is for this server's app.
 * The body is Garmin's shape, read item by item (many lists, most not ours), not a DTO.
 */
@ApiTags('garmin')
@Controller('garmin/push')
export class GarminPushController {
  constructor(private readonly pushes: GarminPushService) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiBody({ description: 'Garmin’s push or ping body', schema: { type: 'object' } })
  @ApiOkResponse({ description: 'Taken: the work runs as jobs.' })
  @ApiUnauthorizedResponse({ description: 'GARMIN_PUSH_REFUSED: not this server’s client id.' })
  async receive(
    @Headers('garmin-client-id') clientId: string | undefined,
    @Body() body: unknown,
  ): Promise<void> {
    await this.pushes.receive(clientId, body);
  }
}
