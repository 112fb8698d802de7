import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ActivitySyncService } from '@server/activities/sources/activity-sync.service.js';
import type { JsonObject } from '@server/jobs/job.entity.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobFailure } from '@server/jobs/queue/job-errors.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { StravaActivitySync } from '../activities/strava-activity-sync.js';
import { StravaApiClient } from '../api/strava-api.client.js';
import { StravaNotLinked, StravaRateLimited } from '../api/strava-api.errors.js';
import { StravaConnectionsRepository } from '../strava-connections.repository.js';
import { stravaWebhookRefused } from '../strava.errors.js';
import { StravaUnlinkService } from '../unlink/strava-unlink.service.js';
import type { StravaWebhookEventDto } from './dto/strava-webhook-event.dto.js';
import { StravaWebhookSubscriptionService } from './strava-webhook-subscription.service.js';

export const STRAVA_EVENT_KIND = 'strava.event';

/** What an event asks of the job: an activity written again, one gone, the link revoked. */
export type StravaEventAction = 'activity-sync' | 'activity-delete' | 'revoked';

export interface StravaEventData extends JsonObject {
  action: StravaEventAction;
  /** The athlete the event was for (the owner may have linked another one since). */
  athleteId: string;
  /** The activity's id (the athlete's for a revocation). */
  objectId: string;
}

const RATE_LIMIT_MESSAGE = 'Waiting for Strava’s rate limit';

/** What an event asks for; null for one this server has no use for (an athlete's new name). */
export function eventAction(event: StravaWebhookEventDto): StravaEventAction | null {
  if (event.object_type === 'athlete') {
    const authorized = event.updates?.authorized;
    return authorized === 'false' || authorized === false ? 'revoked' : null;
  }
  return event.aspect_type === 'delete' ? 'activity-delete' : 'activity-sync';
}

/**
 * Strava's webhook events. Events are not signed: one is taken only when it names this
 * server's subscription, and then only as a hint: the job asks Strava what is true (the
 * activity fetched again, the revocation confirmed by a refused token) before it changes
 * anything, so a forged event can at most make the server read from Strava. Each event is a
 * `strava.event` job (the webhook answers at once, as Strava requires within 2 s), safe to run
 * twice: the same event twice writes the activity once, deletes it once, unlinks once.
 */
@Injectable()
export class StravaWebhookEventsService implements OnModuleInit {
  private readonly logger = new Logger('StravaWebhook');

  constructor(
    private readonly queue: JobQueue,
    private readonly subscription: StravaWebhookSubscriptionService,
    private readonly links: StravaConnectionsRepository,
    private readonly sync: StravaActivitySync,
    private readonly activities: ActivitySyncService,
    private readonly api: StravaApiClient,
    private readonly unlink: StravaUnlinkService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.queue.register<StravaEventData>(STRAVA_EVENT_KIND, (context) => this.run(context), {
      retryLimit: 5,
      retryDelaySeconds: 60,
      backoff: true,
    });
  }

  /**
   * Takes an event: refused (403, nothing changed) unless it names this server's subscription;
   * ignored when no one here is linked to its athlete; otherwise queued for its owner.
   */
  async receive(event: StravaWebhookEventDto): Promise<void> {
    if (!(await this.subscription.isCurrent(String(event.subscription_id)))) {
      this.logger.warn({ subscriptionId: event.subscription_id }, 'Webhook event refused');
      throw stravaWebhookRefused();
    }
    const action = eventAction(event);
    if (!action) return;
    const athleteId = String(event.owner_id);
    const ownerId = await this.links.ownerOfAthlete(athleteId);
    if (!ownerId) return;
    const data: StravaEventData = { action, athleteId, objectId: String(event.object_id) };
    await this.queue.enqueue(ownerId, STRAVA_EVENT_KIND, data);
  }

  private async run(context: JobContext<StravaEventData>): Promise<{ outcome: string }> {
    const { ownerId } = context;
    const { action, athleteId, objectId } = context.data;
    const link = await this.links.findOne(ownerId);
    // Unlinked since, or linked to another athlete: the event is not about this link.
    if (link?.athleteId !== athleteId) return { outcome: 'not-linked' };
    try {
      return await this.withRateLimit(context, async () => {
        switch (action) {
          case 'activity-sync':
            return { outcome: await this.syncActivity(context, objectId) };
          case 'activity-delete':
            return { outcome: await this.deleteActivity(context, objectId) };
          case 'revoked':
            return { outcome: await this.revoke(context) };
        }
      });
    } catch (error) {
      if (!(error instanceof StravaNotLinked)) throw error;
      throw new JobFailure('Strava no longer accepts the link: connect Strava again', {
        final: true,
        cause: error,
      });
    }
  }

  private syncActivity(context: JobContext, stravaId: string) {
    return this.sync.syncOne(context.ownerId, stravaId, {
      priority: 'event',
      signal: context.signal,
    });
  }

  /** Deleted only once Strava confirms it has no such activity (events are not signed). */
  private async deleteActivity(context: JobContext, stravaId: string): Promise<string> {
    const still = await this.syncActivity(context, stravaId);
    if (still !== 'not-found') return 'still-on-strava';
    const removed = await this.activities.remove(context.ownerId, 'strava', stravaId);
    return removed ? 'deleted' : 'nothing-to-delete';
  }

  /** Unlinked only once Strava refuses the link's token (events are not signed). */
  private async revoke(context: JobContext): Promise<string> {
    try {
      await this.api.athlete(context.ownerId, { priority: 'event', signal: context.signal });
      return 'still-authorized';
    } catch (error) {
      if (!(error instanceof StravaNotLinked)) throw error;
    }
    const done = await this.unlink.revoked(context.ownerId);
    return done ? 'unlinked' : 'not-linked';
  }

  /** Waits out Strava's rate limit (the job's row says until when) and tries again. */
  private async withRateLimit<T>(context: JobContext, work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof StravaRateLimited)) throw error;
        await context.waitUntil(error.until, RATE_LIMIT_MESSAGE);
      }
    }
  }
}
