import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ActivityFilesService } from '@server/activities/files/activity-files.service.js';
import {
  ActivitySyncConflict,
  ActivitySyncService,
  type SyncedActivity,
} from '@server/activities/sources/activity-sync.service.js';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { AppConfig } from '@server/config/app-config.js';
import type { JsonObject } from '@server/jobs/job.entity.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { GarminActivitiesRepository } from './garmin-activities.repository.js';
import { GarminApiClient } from './garmin-api.client.js';
import { garminCallbackUrl } from './garmin-callback-url.js';
import { GarminConnectionsService } from './garmin-connections.service.js';
import type { GarminDeliveryItem } from './garmin-push.js';
import { activityOfSummary, type GarminSummary } from './garmin-summary.js';

export const GARMIN_ACTIVITY_KIND = 'garmin.activity';

/** A 4xx other than 429: Garmin will not answer this URL, however often it is asked. */
const gone = (error: unknown) =>
  error instanceof UpstreamError &&
  error.kind === 'status' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429;

export interface GarminActivityJob extends JsonObject {
  items: GarminDeliveryItem[];
}

interface Counts extends JsonObject {
  written: number;
  skipped: number;
}

/**
 * Writes what Garmin delivers for a user (the `garmin.activity` job): summaries pushed inline,
 * the summaries a ping's callback URL answers, and FIT files, each through ActivitySyncService
 * under Garmin's activity id, so a summary, its details and its file are one activity (merged
 * with the same outing from a file or Strava). Each item is safe to do twice.
 */
@Injectable()
export class GarminSyncService implements OnModuleInit {
  private readonly logger = new Logger('Garmin');

  constructor(
    private readonly queue: JobQueue,
    private readonly connections: GarminConnectionsService,
    private readonly api: GarminApiClient,
    private readonly sync: ActivitySyncService,
    private readonly files: ActivityFilesService,
    private readonly activities: GarminActivitiesRepository,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    return this.queue.register<GarminActivityJob>(
      GARMIN_ACTIVITY_KIND,
      (context) => this.run(context),
      { retryLimit: 5, retryDelaySeconds: 30, backoff: true, retryDelayMaxSeconds: 3600 },
    );
  }

  private async run(context: JobContext<GarminActivityJob>) {
    const { ownerId } = context;
    const items = context.data.items;
    const counts: Counts = { written: 0, skipped: 0 };
    // Unlinked since the push: nothing of it is fetched or written.
    const token = await this.connections.accessToken(ownerId);
    if (token === null) return { ...counts, skipped: items.length };
    for (let done = context.resumeFrom.done; done < items.length; done += 1) {
      const item = items[done];
      if (item) await this.deliver(ownerId, token, item, counts, context.signal);
      // Each item is its own transactions (ActivitySyncService's), then the progress: an item
      // done twice after a crash is written once.
      await context.progress(done + 1, items.length, `${done + 1} of ${items.length}`);
    }
    return counts;
  }

  private async deliver(
    ownerId: string,
    token: string,
    item: GarminDeliveryItem,
    counts: Counts,
    signal: AbortSignal,
  ): Promise<void> {
    try {
      switch (item.kind) {
        case 'summary':
          return await this.writeSummary(ownerId, item.summary, counts);
        case 'ping':
          return await this.writePing(ownerId, token, item.callbackURL, counts, signal);
        case 'file':
          return await this.writeFile(ownerId, token, item, counts, signal);
      }
    } catch (error) {
      // Garmin refused the callback URL (expired, the user gone): no retry brings it back.
      if (!gone(error)) throw error;
      this.logger.warn({ err: error, ownerId }, 'Garmin refused a callback URL; skipped');
      counts.skipped += 1;
    }
  }

  private async writePing(
    ownerId: string,
    token: string,
    callbackURL: string,
    counts: Counts,
    signal: AbortSignal,
  ) {
    const url = this.checked(callbackURL);
    if (!url) return void (counts.skipped += 1);
    const summaries = await this.api.summaries(token, url, signal);
    for (const summary of summaries) {
      if (typeof summary === 'object' && summary !== null) {
        await this.writeSummary(ownerId, summary, counts);
      }
    }
  }

  private async writeSummary(ownerId: string, summary: GarminSummary, counts: Counts) {
    const activity = activityOfSummary(summary);
    if (!activity) return void (counts.skipped += 1);
    await this.upsert(ownerId, { provider: 'garmin', ...activity, file: null });
    counts.written += 1;
  }

  private async writeFile(
    ownerId: string,
    token: string,
    item: Extract<GarminDeliveryItem, { kind: 'file' }>,
    counts: Counts,
    signal: AbortSignal,
  ) {
    const url = this.checked(item.callbackURL);
    if (!url) return void (counts.skipped += 1);
    const bytes = await this.api.file(token, url, signal);
    const parsed = await this.readFit(ownerId, bytes);
    // A multi-sport file is several sessions; Garmin's activity is the first of them.
    const first = parsed?.[0];
    if (!first) return void (counts.skipped += 1);
    // Written from its summary before the file came: the file's activity (with the route)
    // takes its place.
    if (await this.activities.summaryOnly(ownerId, item.activityId)) {
      await this.sync.remove(ownerId, 'garmin', item.activityId);
    }
    await this.upsert(ownerId, {
      provider: 'garmin',
      externalId: item.activityId,
      parsed: first,
      name: item.name ?? undefined,
      file: { bytes, name: `${item.name ?? `garmin-${item.activityId}`}.${item.fileType}` },
    });
    counts.written += 1;
  }

  /** The file's activities; null for a file the reader refuses (broken, no activity). */
  private async readFit(ownerId: string, bytes: Buffer) {
    try {
      return await this.files.readFile(ownerId, bytes);
    } catch (error) {
      const problem = (error as { problem?: unknown } | null)?.problem;
      // The reader was busy or slow: another run reads it.
      if (problem === undefined || problem === 'busy' || problem === 'timeout') throw error;
      this.logger.warn({ err: error, ownerId }, 'A Garmin activity file was refused');
      return null;
    }
  }

  /** Another run wrote the same id meanwhile: the second try finds it and updates. */
  private async upsert(ownerId: string, synced: SyncedActivity) {
    try {
      return await this.sync.upsert(ownerId, synced);
    } catch (error) {
      if (!(error instanceof ActivitySyncConflict)) throw error;
      return this.sync.upsert(ownerId, synced);
    }
  }

  /** Checked again when fetched: a job's data outlives a change of GARMIN_API_URL. */
  private checked(raw: string): URL | null {
    const url = garminCallbackUrl(raw, this.config.GARMIN_API_URL);
    if (!url) this.logger.warn({ callbackURL: raw.slice(0, 300) }, 'Refused a Garmin callback URL');
    return url;
  }
}
