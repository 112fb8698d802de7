import { Injectable } from '@nestjs/common';
import {
  ActivitySyncService,
  type SyncedActivity,
  type SyncOutcome,
} from '@server/activities/sources/activity-sync.service.js';
import { StravaApiClient, type StravaCallOptions } from '../api/strava-api.client.js';
import { StravaNotFound } from '../api/strava-api.errors.js';
import type { StravaSummaryActivity } from '../api/strava-api.types.js';
import { StravaGearMap } from './strava-gear-map.js';
import { stravaActivity } from './strava-activity-values.js';

export interface StravaSyncOptions extends StravaCallOptions {
  /** The import job that brings it (undone as a whole). */
  importId?: string;
}

/**
 * One Strava activity into the owner's activities: its streams fetched (route, time, height,
 * heart rate, cadence) unless it is a manual entry, its gear mapped to the owner's library, and
 * written once through ActivitySyncService (merged with the same outing from a file or Garmin).
 */
@Injectable()
export class StravaActivitySync {
  constructor(
    private readonly api: StravaApiClient,
    private readonly sync: ActivitySyncService,
    private readonly gear: StravaGearMap,
  ) {}

  /** By id (a webhook's event): the activity fetched first. */
  async syncOne(
    ownerId: string,
    stravaActivityId: string,
    options: StravaSyncOptions = {},
  ): Promise<SyncOutcome | 'not-found'> {
    let summary: StravaSummaryActivity;
    try {
      summary = await this.api.activity(ownerId, stravaActivityId, options);
    } catch (error) {
      if (error instanceof StravaNotFound) return 'not-found';
      throw error;
    }
    return (await this.write(ownerId, summary, options)) ?? 'not-found';
  }

  /**
   * From a summary the caller has (a page of the history): its streams fetched and its gear
   * mapped, ready to write; null for one without a start time (nothing to place it by). Calls
   * Strava, so never inside a transaction.
   */
  async prepare(
    ownerId: string,
    summary: StravaSummaryActivity,
    options: StravaSyncOptions = {},
  ): Promise<SyncedActivity | null> {
    const streams = summary.manual
      ? {}
      : await this.api.streams(ownerId, String(summary.id), options);
    const parsed = stravaActivity(summary, streams);
    if (!parsed) return null;
    return {
      provider: 'strava',
      externalId: String(summary.id),
      parsed,
      name: parsed.name ?? undefined,
      category: parsed.category ?? undefined,
      gearItemIds: await this.gear.itemsFor(ownerId, summary.gear_id ?? null),
      file: null,
      importId: options.importId,
    };
  }

  private async write(ownerId: string, summary: StravaSummaryActivity, options: StravaSyncOptions) {
    const synced = await this.prepare(ownerId, summary, options);
    return synced ? (await this.sync.upsert(ownerId, synced)).outcome : null;
  }
}
