import { Module } from '@nestjs/common';
import { ActivitiesModule } from '@server/activities/activities.module.js';
import { HttpClientModule } from '@server/common/http/http-client.module.js';
import { StravaController } from './strava.controller.js';
import { StravaConnectionsRepository } from './strava-connections.repository.js';
import { StravaConnectionsService } from './strava-connections.service.js';
import { StravaOAuthClient } from './strava-oauth.client.js';
import { StravaUnlinkService } from './unlink/strava-unlink.service.js';

/**
 * Strava (issue 23): the user's link (OAuth, tokens sealed at rest). Imports, webhooks and
 * rate limits build on StravaConnectionsService.accessToken.
 */
@Module({
  imports: [HttpClientModule, ActivitiesModule],
  controllers: [StravaController],
  providers: [
    StravaOAuthClient,
    StravaConnectionsRepository,
    StravaConnectionsService,
    StravaUnlinkService,
  ],
  exports: [StravaConnectionsService],
})
export class StravaModule {}
