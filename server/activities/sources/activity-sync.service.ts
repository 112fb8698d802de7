import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { ActivitiesRepository } from '../activities.repository.js';
import { ActivityFilesService, type PlannedActivity } from '../files/activity-files.service.js';
import type { ParsedActivity } from '../files/parsed-activity.js';
import type { ActivityProvider } from './activity-source.entity.js';
import { ActivitySourcesRepository } from './activity-sources.repository.js';

/** One activity as a service (Strava, Garmin) gives it. */
export interface SyncedActivity {
  provider: ActivityProvider;
  /** The service's id for it (Strava's activity id, Garmin's summary id). */
  externalId: string;
  /** Its points and figures (a Strava activity's streams, a Garmin FIT file's session). */
  parsed: ParsedActivity;
  /** What the service says in place of the parsed name, category and notes. */
  name?: string;
  category?: ActivityCategory;
  notes?: string;
  /** Gear in place of the category's default gear (the owner's mapping of the service's gear). */
  gearItemIds?: readonly string[];
  /** The file it came as, kept for download (a Garmin FIT file); null for Strava's streams. */
  file?: { bytes: Buffer; name: string } | null;
  /** The job that brought it, so that import can be undone as a whole. */
  importId?: string;
}

/**
 * 'created': new here; 'merged': the same outing was already here (a file, the other service)
 * and now also has this source; 'updated': this service's id was already here (a second sync).
 */
export type SyncOutcome = 'created' | 'merged' | 'updated';

/** A synced activity with what writing it will do (ActivitySyncService.plan). */
export interface PlannedSync {
  synced: SyncedActivity;
  /** The activity this service's id already names, if any. */
  known: string | null;
  planned: PlannedActivity | null;
}

/** Thrown when another run recorded the same service id meanwhile: the caller tries again. */
export class ActivitySyncConflict extends Error {
  constructor() {
    super('The activity was synced by another run at the same time');
  }
}

/**
 * Activities that come from a linked service: each written once, whichever way it comes (the
 * history import, a webhook, a push) and however often, and the same outing from a file, Strava
 * and Garmin kept as one activity with several sources (item 4 of issue 23: its duplicate is
 * found as an upload's is, by start and distance). Forgetting a service's activity deletes it
 * only where that service brought it in and no other source holds it.
 */
@Injectable()
export class ActivitySyncService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: ActivityFilesService,
    private readonly activities: ActivitiesRepository,
    private readonly sources: ActivitySourcesRepository,
  ) {}

  /** Writes or updates one synced activity, in a transaction of its own. */
  async upsert(
    ownerId: string,
    synced: SyncedActivity,
  ): Promise<{ outcome: SyncOutcome; activityId: string }> {
    const planned = await this.plan(ownerId, synced);
    return this.dataSource.transaction((manager) => this.apply(ownerId, planned, manager));
  }

  /**
   * What writing it would do, read before any transaction (on the embedded database a read
   * through the shared pool inside a transaction would wait for that transaction's connection):
   * the activity this service's id already names, else the duplicate among the owner's, and
   * the gear it gets.
   */
  async plan(ownerId: string, synced: SyncedActivity): Promise<PlannedSync> {
    const known = await this.sources.activityOf(ownerId, synced.provider, synced.externalId);
    if (known) return { synced, known, planned: null };
    const [planned] = await this.files.plan(ownerId, [synced.parsed], {
      source: synced.provider,
      name: synced.name,
      category: synced.category,
      notes: synced.notes,
      gearItemIds: synced.gearItemIds,
      importId: synced.importId,
    });
    if (!planned) throw new Error('A synced activity was not planned');
    return { synced, known: null, planned };
  }

  /**
   * Writes what `plan` found, through `manager` (a transaction's: a job's step). An update
   * changes the name and category only where the service brought the activity in (the owner's
   * edits of a file's activity stay). ActivitySyncConflict when another run wrote the same id
   * since the plan: the caller's transaction rolls back and the work is tried again.
   */
  async apply(
    ownerId: string,
    { synced, known, planned }: PlannedSync,
    manager: EntityManager,
  ): Promise<{ outcome: SyncOutcome; activityId: string }> {
    const activities = this.activities.within(manager);
    if (known) {
      await this.refresh(activities, ownerId, known, synced);
      return { outcome: 'updated', activityId: known };
    }
    if (!planned) throw new Error('A synced activity has no plan');
    const duplicate = planned.duplicate;
    const activityId = duplicate
      ? duplicate.id
      : (await this.files.write(activities, ownerId, synced.file ?? null, [planned])).get(0);
    if (!activityId) throw new Error('A synced activity was not written');
    const added = await this.sources.within(manager).add({
      ownerId,
      provider: synced.provider,
      externalId: synced.externalId,
      activityId,
      createdActivity: !duplicate,
    });
    if (!added) throw new ActivitySyncConflict();
    return { outcome: duplicate ? 'merged' : 'created', activityId };
  }

  /**
   * The service deleted it (or the owner's link went): its source goes, and the activity when
   * this service brought it in and nothing else holds it. Answers whether the activity went.
   */
  async remove(
    ownerId: string,
    provider: ActivityProvider,
    externalId: string,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.inTransaction(manager, async (within) => {
      const gone = await this.sources.within(within).remove(ownerId, provider, externalId);
      if (gone.fileId)
        await this.activities.within(within).deleteFileIfUnused(ownerId, gone.fileId);
      return gone.activityDeleted;
    });
  }

  /**
   * Deletes every activity the service brought in that no other source holds, in short
   * statements (the owner unlinked it and chose not to keep them). Answers how many went.
   */
  removeAll(ownerId: string, provider: ActivityProvider): Promise<number> {
    return this.sources.deleteBroughtBy(ownerId, provider, async (fileIds) => {
      for (const fileId of fileIds) await this.activities.deleteFileIfUnused(ownerId, fileId);
    });
  }

  /** Which of a page of the service's ids are here already (an import skips them). */
  known(ownerId: string, provider: ActivityProvider, externalIds: readonly string[]) {
    return this.sources.known(ownerId, provider, externalIds);
  }

  private async refresh(
    activities: ActivitiesRepository,
    ownerId: string,
    activityId: string,
    synced: SyncedActivity,
  ): Promise<void> {
    const activity = await activities.findOne(ownerId, activityId);
    if (activity?.source !== synced.provider) return;
    const name = synced.name?.trim();
    await activities.update(ownerId, activityId, {
      ...(name ? { name } : {}),
      ...(synced.category ? { category: synced.category } : {}),
    });
  }

  private inTransaction<T>(
    manager: EntityManager | undefined,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    return manager ? work(manager) : this.dataSource.transaction(work);
  }
}
