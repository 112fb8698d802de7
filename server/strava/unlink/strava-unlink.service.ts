import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivitySyncService } from '@server/activities/sources/activity-sync.service.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import type { StravaUnlinkedDto, UnlinkChoice } from '../dto/strava-connection.dto.js';
import { StravaConnectionsRepository } from '../strava-connections.repository.js';
import { StravaConnectionsService } from '../strava-connections.service.js';
import { StravaOAuthClient } from '../strava-oauth.client.js';
import { stravaNotLinked } from '../strava.errors.js';

/** The job that deletes the activities Strava brought in once the owner unlinked. */
export const STRAVA_UNLINK_KIND = 'strava.unlink';

/**
 * Ending a link to Strava: the owner's unlink (Strava told to retire the tokens, the link and
 * its tokens deleted here, the activities kept or deleted as the owner chose), and a
 * revocation on Strava's side (the same, as the owner's stored choice says).
 */
@Injectable()
export class StravaUnlinkService implements OnModuleInit {
  private readonly logger = new Logger('Strava');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: JobQueue,
    private readonly oauth: StravaOAuthClient,
    private readonly connections: StravaConnectionsService,
    private readonly links: StravaConnectionsRepository,
    private readonly activities: ActivitySyncService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.queue.register(STRAVA_UNLINK_KIND, (context) => this.removeActivities(context), {
      retryLimit: 3,
      retryDelaySeconds: 30,
      backoff: true,
    });
  }

  /**
   * The owner unlinks. Strava is asked to retire the tokens first; if it cannot be reached or
   * refuses (the athlete revoked access already: 401), the link goes here anyway: the owner
   * asked for it, and tokens nobody keeps are worth nothing. With `delete`, the link's
   * deletion and the job that deletes the activities are one transaction.
   */
  async unlink(ownerId: string, choice: UnlinkChoice): Promise<StravaUnlinkedDto> {
    if (!(await this.links.findOne(ownerId))) throw stravaNotLinked();
    await this.deauthorize(ownerId);
    const jobId = await this.dataSource.transaction(async (manager) => {
      if (!(await this.links.within(manager).delete(ownerId))) throw stravaNotLinked();
      if (choice === 'keep') return null;
      return this.queue.enqueue(ownerId, STRAVA_UNLINK_KIND, {}, { manager });
    });
    this.logger.log({ ownerId, activities: choice }, 'Strava unlinked');
    return { jobId };
  }

  /**
   * Strava says the athlete revoked access: the activities go first unless the owner chose to
   * keep them (so a run that stops half-way still knows the choice when it runs again), then
   * the link and its tokens. Answers how many activities went; null when there was no link.
   */
  async revoked(ownerId: string): Promise<{ removed: number } | null> {
    const link = await this.links.findOne(ownerId);
    if (!link) return null;
    const removed = link.keepActivitiesOnRevoke
      ? 0
      : await this.activities.removeAll(ownerId, 'strava');
    await this.links.delete(ownerId);
    this.logger.log({ ownerId, removed }, 'Strava access revoked on Strava’s side');
    return { removed };
  }

  private async deauthorize(ownerId: string): Promise<void> {
    try {
      const token = await this.connections.accessToken(ownerId);
      if (token) await this.oauth.deauthorize(token);
    } catch (error) {
      // Logged without the token: the error names Strava's answer, not the request.
      this.logger.warn(
        { ownerId, reason: error instanceof Error ? error.message : String(error) },
        'Strava did not retire the tokens; unlinking here anyway',
      );
    }
  }

  private async removeActivities(context: JobContext): Promise<{ removed: number }> {
    await context.progress(0, 1, 'Deleting the activities Strava brought in');
    const removed = await this.activities.removeAll(context.ownerId, 'strava');
    await context.progress(1, 1, `Deleted ${removed} activities`);
    return { removed };
  }
}
