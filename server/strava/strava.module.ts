import { Module } from '@nestjs/common';
import { ActivitiesModule } from '@server/activities/activities.module.js';
import { HttpClientModule } from '@server/common/http/http-client.module.js';
import { GearModule } from '@server/gear/gear.module.js';
import { StravaApiClient } from './api/strava-api.client.js';
import { StravaRateGate } from './api/strava-rate-gate.js';
import { StravaActivitySync } from './activities/strava-activity-sync.js';
import { StravaGearMap } from './activities/strava-gear-map.js';
import { StravaGearService } from './activities/strava-gear.service.js';
import { StravaHistoryImportService } from './activities/strava-history-import.service.js';
import { StravaController } from './strava.controller.js';
import { StravaConnectionsRepository } from './strava-connections.repository.js';
import { StravaConnectionsService } from './strava-connections.service.js';
import { StravaOAuthClient } from './strava-oauth.client.js';
import { StravaAppCredentialsService } from './own-app/strava-app-credentials.service.js';
import { StravaUserAppsRepository } from './own-app/strava-user-apps.repository.js';
import { StravaUnlinkService } from './unlink/strava-unlink.service.js';
import { StravaPushSubscriptionsClient } from './webhooks/strava-push-subscriptions.client.js';
import { StravaWebhookController } from './webhooks/strava-webhook.controller.js';
import { StravaWebhookEventsService } from './webhooks/strava-webhook-events.service.js';
import { StravaWebhookHandshake } from './webhooks/strava-webhook-handshake.js';
import { StravaWebhookSubscriptionService } from './webhooks/strava-webhook-subscription.service.js';
import { StravaWebhookSubscriptionsRepository } from './webhooks/strava-webhook-subscriptions.repository.js';

/**
 * Strava (issue 23): the user's link (OAuth, tokens sealed at rest), the API client that keeps
 * Strava's rate limits (api/), and the activities it brings (activities/: the history import
 * job, one activity's sync with its streams, the gear mapped to library items).
 */
@Module({
  imports: [HttpClientModule, ActivitiesModule, GearModule],
  controllers: [StravaController, StravaWebhookController],
  providers: [
    StravaOAuthClient,
    StravaConnectionsRepository,
    StravaConnectionsService,
    StravaRateGate,
    StravaApiClient,
    StravaGearMap,
    StravaGearService,
    StravaActivitySync,
    StravaHistoryImportService,
    StravaUnlinkService,
    StravaUserAppsRepository,
    StravaAppCredentialsService,
    StravaPushSubscriptionsClient,
    StravaWebhookSubscriptionsRepository,
    StravaWebhookSubscriptionService,
    StravaWebhookHandshake,
    StravaWebhookEventsService,
  ],
  exports: [StravaConnectionsService, StravaActivitySync],
})
export class StravaModule {}
