import { Module } from '@nestjs/common';
import { ActivitiesModule } from '@server/activities/activities.module.js';
import { HttpClientModule } from '@server/common/http/http-client.module.js';
import { GarminActivitiesRepository } from './garmin-activities.repository.js';
import { GarminApiClient } from './garmin-api.client.js';
import { GarminConnectionsRepository } from './garmin-connections.repository.js';
import { GarminConnectionsService } from './garmin-connections.service.js';
import { GarminLifecycleService } from './garmin-lifecycle.service.js';
import { GarminOAuthClient } from './garmin-oauth.client.js';
import { GarminPushController } from './garmin-push.controller.js';
import { GarminPushService } from './garmin-push.service.js';
import { GarminSyncService } from './garmin-sync.service.js';
import { GarminController } from './garmin.controller.js';

/**
 * Garmin (issue 23): the user's link (OAuth 2.0 with PKCE, tokens sealed at rest), Garmin's
 * pushes and pings as jobs that write activities through ActivitySyncService, the history
 * backfill on linking, deregistration and permission changes.
 */
@Module({
  imports: [HttpClientModule, ActivitiesModule],
  controllers: [GarminPushController, GarminController],
  providers: [
    GarminOAuthClient,
    GarminApiClient,
    GarminConnectionsRepository,
    GarminActivitiesRepository,
    GarminConnectionsService,
    GarminSyncService,
    GarminLifecycleService,
    GarminPushService,
  ],
  exports: [GarminConnectionsService],
})
export class GarminModule {}
