import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ActivitySyncService } from '@server/activities/sources/activity-sync.service.js';
import { AppConfig } from '@server/config/app-config.js';
import { JobsService } from '@server/jobs/jobs.service.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobFailure } from '@server/jobs/queue/job-errors.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { StravaApiClient, STRAVA_PAGE_SIZE } from '../api/strava-api.client.js';
import { StravaNotLinked, StravaRateLimited } from '../api/strava-api.errors.js';
import type { StravaSummaryActivity } from '../api/strava-api.types.js';
import { StravaConnectionsService } from '../strava-connections.service.js';
import { stravaImportRunning, stravaNotLinked } from '../strava.errors.js';
import { StravaActivitySync } from './strava-activity-sync.js';
import { StravaGearMap } from './strava-gear-map.js';

export const STRAVA_HISTORY_KIND = 'strava.history-import';

/** Shown while the import waits for Strava's next rate-limit window. */
export const RATE_LIMIT_MESSAGE = 'Waiting for Strava’s rate limit';

/** Ids looked up per query when telling which activities are here already. */
const KNOWN_BATCH = 1000;

/** What the import did, kept as the job's result. */
export interface StravaHistorySummary {
  [key: string]: number;
  listed: number;
  added: number;
  merged: number;
  alreadyHere: number;
  withoutStart: number;
}

/**
 * The athlete's whole Strava history as a job: their gear first (mapped to library items of the
 * same name), then every page of their activities (oldest first, 200 a page), then each one not
 * here yet with its streams, one short transaction each. Strava allows an app 100 reads per 15
 * minutes and 1,000 a day, so a long history takes hours: when the limit is near the job waits
 * for the next window (or day), saying until when, and goes on by itself; a restart resumes it
 * (what is here already is skipped).
 */
@Injectable()
export class StravaHistoryImportService implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: JobsService,
    private readonly connections: StravaConnectionsService,
    private readonly api: StravaApiClient,
    private readonly strava: StravaActivitySync,
    private readonly gear: StravaGearMap,
    private readonly sync: ActivitySyncService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    return this.queue.register(STRAVA_HISTORY_KIND, (context) => this.run(context), {
      // A restart's run goes on within seconds; Strava's outages are waited out ever longer.
      retryLimit: 8,
      retryDelaySeconds: this.config.STRAVA_IMPORT_RETRY_DELAY_SECONDS,
      backoff: true,
      retryDelayMaxSeconds: 30 * 60,
    });
  }

  /** Queues the import (one at a time: 409 IMPORT_RUNNING); 409 STRAVA_NOT_LINKED unlinked. */
  async start(ownerId: string): Promise<{ jobId: string }> {
    if (!(await this.connections.status(ownerId)).connected) throw stravaNotLinked();
    const [latest] = await this.jobs.list(ownerId, STRAVA_HISTORY_KIND, 1);
    if (latest && (latest.state === 'queued' || latest.state === 'running')) {
      throw stravaImportRunning();
    }
    return { jobId: await this.queue.enqueue(ownerId, STRAVA_HISTORY_KIND, {}) };
  }

  private async run(context: JobContext): Promise<StravaHistorySummary> {
    const { ownerId, signal } = context;
    await context.progress(0, null, 'Reading your Strava gear');
    const athlete = await this.call(context, () => this.api.athlete(ownerId, { signal }));
    await this.gear.refresh(ownerId, athlete);
    const listed = await this.list(context);
    const known = await this.known(ownerId, listed);
    const summary: StravaHistorySummary = {
      listed: listed.length,
      added: 0,
      merged: 0,
      alreadyHere: 0,
      withoutStart: 0,
    };
    const total = listed.length;
    for (const [index, activity] of listed.entries()) {
      const done = index + 1;
      const message = `Importing ${done} of ${total}`;
      if (known.has(String(activity.id))) {
        summary.alreadyHere += 1;
        await context.progress(done, total, message);
        continue;
      }
      const synced = await this.call(context, () =>
        this.strava.prepare(ownerId, activity, { signal, importId: context.id }),
      );
      if (!synced) {
        summary.withoutStart += 1;
        await context.progress(done, total, message);
        continue;
      }
      // Read first; the step's transaction only writes (and its progress with it).
      const planned = await this.sync.plan(ownerId, synced);
      const { outcome } = await context.step({ done, total, message }, (manager) =>
        this.sync.apply(ownerId, planned, manager),
      );
      if (outcome === 'created') summary.added += 1;
      else if (outcome === 'merged') summary.merged += 1;
      else summary.alreadyHere += 1;
    }
    await context.progress(total, total, 'Done');
    return summary;
  }

  /** Every page of the athlete's activities, oldest first. */
  private async list(context: JobContext): Promise<StravaSummaryActivity[]> {
    const listed: StravaSummaryActivity[] = [];
    for (let page = 1; ; page += 1) {
      await context.progress(0, null, `Listing your Strava activities: ${listed.length} so far`);
      const batch = await this.call(context, () =>
        this.api.activities(context.ownerId, page, 0, { signal: context.signal }),
      );
      // What arrives is checked, not trusted: an entry without a whole-number id is skipped.
      listed.push(
        ...batch.filter((activity: Partial<StravaSummaryActivity> | null) =>
          Number.isSafeInteger(activity?.id),
        ),
      );
      if (batch.length < STRAVA_PAGE_SIZE) return listed;
    }
  }

  private async known(ownerId: string, listed: readonly StravaSummaryActivity[]) {
    const known = new Set<string>();
    for (let start = 0; start < listed.length; start += KNOWN_BATCH) {
      const ids = listed.slice(start, start + KNOWN_BATCH).map((activity) => String(activity.id));
      for (const id of await this.sync.known(ownerId, 'strava', ids)) known.add(id);
    }
    return known;
  }

  /**
   * A call to Strava that waits out its rate limit (the job says until when) and tries again;
   * a link Strava no longer accepts ends the job with words for the owner.
   */
  private async call<T>(context: JobContext, work: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await work();
      } catch (error) {
        if (error instanceof StravaRateLimited) {
          await context.waitUntil(error.until, RATE_LIMIT_MESSAGE);
          continue;
        }
        if (error instanceof StravaNotLinked) {
          throw new JobFailure('Strava no longer accepts the link: connect Strava again', {
            final: true,
            cause: error,
          });
        }
        throw error;
      }
    }
  }
}
