import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import {
  activityFileMissing,
  activityFileNotFound,
  activityFileRefused,
  ActivityFilesBusyException,
  activityNotFound,
} from '../activities.errors.js';
import { toActivitySummaryDto } from '../activities.mapper.js';
import { ActivitiesRepository, type ActivityValues } from '../activities.repository.js';
import type { ActivityEntity } from '../activity.entity.js';
import type { ActivityCategory, ActivitySource } from '@server/domain/activity-categories.js';
import type { ActivityUploadDto, ActivityUploadResultDto } from '../dto/activity-upload.dto.js';
import { ActivityGearDefaultsService } from '../gear/activity-gear-defaults.service.js';
import {
  activityFileTimeLimitMs,
  ActivityFileReader,
  ActivityFileRefusal,
} from './activity-file-reader.js';
import { DUPLICATE_START_TOLERANCE_S, duplicateOf } from './activity-duplicates.js';
import { activityGpx } from './activity-gpx.js';
import { recordedActivity } from './activity-values.js';
import type { ActivityFileFormat, ParsedActivity } from './parsed-activity.js';

const gzipped = promisify(gzip);

/** What another source says of a file's activity (Strava's export), in place of the file's. */
export interface FileActivityChoices {
  source?: ActivitySource;
  /** For a file of one activity only (a multi-sport file keeps each part's own). */
  name?: string;
  category?: ActivityCategory;
  notes?: string;
  /** In place of the category's default gear (its default pack stays). */
  gearItemIds?: readonly string[];
  /** The import that brings it, which can be undone as a whole. */
  importId?: string;
}

/** A file's activity ready to write: its row, route, duplicate and gear. */
export interface PlannedActivity {
  format: ActivityFileFormat;
  values: ActivityValues;
  route: ReturnType<typeof recordedActivity>['route'];
  duplicate: ActivityEntity | null;
  gear: { packId: string | null; gearItemIds: readonly string[] };
}

/** An upload as multer holds it in memory. */
export interface UploadedActivityFile {
  buffer: Buffer;
  size: number;
  originalname: string;
}

/** A file's name as kept: its last path part, at most 255 characters, never empty. */
const keptName = (name: string): string => {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return (base || 'activity').slice(0, 255);
};

/** The retry a refused third file is told: the longest the two before it may take. */
const BUSY_RETRY_S = Math.ceil(activityFileTimeLimitMs(10 * 1024 * 1024) / 1000);

/**
 * Activities from uploaded files: read off the request thread (ActivityFileReader), each
 * activity checked against the owner's for a duplicate, the new ones written with the file as
 * it came (gzipped) and their category's default gear and pack (Explorer) in one transaction;
 * and the way back out, as GPX or as the original file.
 */
@Injectable()
export class ActivityFilesService {
  constructor(
    private readonly reader: ActivityFileReader,
    private readonly activities: ActivitiesRepository,
    private readonly defaults: ActivityGearDefaultsService,
  ) {}

  async upload(
    ownerId: string,
    file: UploadedActivityFile | undefined,
  ): Promise<ActivityUploadDto> {
    if (!file) throw activityFileMissing();
    const parsed = await this.read(ownerId, file.buffer);
    const fileName = keptName(file.originalname);
    const planned = await this.plan(ownerId, parsed);
    const created = await this.activities.transaction((activities) =>
      this.write(activities, ownerId, { bytes: file.buffer, name: fileName }, planned),
    );
    const rows = await this.activities.findMany(ownerId, [...created.values()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const shown = planned.map((activity, index) => {
      const id = created.get(index);
      const row = id ? byId.get(id) : activity.duplicate;
      if (!row) throw new Error('An uploaded activity was not written');
      return { outcome: id ? ('created' as const) : ('duplicate' as const), row };
    });
    const gear = await this.activities.gearOf(
      ownerId,
      shown.map(({ row }) => row.id),
    );
    const results: ActivityUploadResultDto[] = shown.map(({ outcome, row }) => ({
      outcome,
      activity: toActivitySummaryDto(row, gear.get(row.id) ?? []),
    }));
    return { fileName, activities: results };
  }

  /**
   * A file's activities as they would be written (reads only, before any transaction): each
   * with its duplicate among the owner's (or null), and the pack and gear it gets, the given
   * ones or its category's defaults (Explorer).
   */
  async plan(
    ownerId: string,
    parsed: readonly ParsedActivity[],
    given: FileActivityChoices = {},
  ): Promise<PlannedActivity[]> {
    const near = await this.activities.startingNear(
      ownerId,
      parsed.map((activity) => new Date(activity.startTime)),
      DUPLICATE_START_TOLERANCE_S,
    );
    // What another source said of a file of one activity (a name, a category, notes).
    const single = parsed.length === 1;
    const found = parsed.map((activity) => {
      const { values, route } = recordedActivity(activity, null);
      if (given.source) values.source = given.source;
      if (given.importId) values.importId = given.importId;
      if (single && given.name) values.name = given.name;
      if (single && given.category) values.category = given.category;
      if (single && given.notes) values.notes = given.notes;
      const startTime = values.startTime ?? new Date(activity.startTime);
      return {
        format: activity.format,
        values,
        route,
        duplicate: duplicateOf({ startTime, distanceM: values.distanceM ?? null }, near),
      };
    });
    const defaults = await this.defaults.forNewActivities(
      ownerId,
      found.flatMap(({ values, duplicate }) =>
        !duplicate && values.category ? [values.category] : [],
      ),
    );
    return found.map((activity) => {
      const byCategory = activity.values.category
        ? defaults.get(activity.values.category)
        : undefined;
      const gear =
        given.gearItemIds && given.gearItemIds.length > 0
          ? { packId: byCategory?.packId ?? null, gearItemIds: given.gearItemIds }
          : byCategory
            ? { packId: byCategory.packId, gearItemIds: byCategory.gearItemIds }
            : { packId: null, gearItemIds: [] };
      return { ...activity, gear };
    });
  }

  /**
   * Writes a planned file's new activities through `activities` (a transaction's), with the
   * file as it came (gzipped) when any is new; answers the new ones' ids by their index. A
   * service's activity without a file (Strava's streams) is written with `file` null.
   */
  async write(
    activities: ActivitiesRepository,
    ownerId: string,
    file: { bytes: Buffer; name: string } | null,
    planned: readonly PlannedActivity[],
  ): Promise<Map<number, string>> {
    const created = new Map<number, string>();
    if (planned.every((activity) => activity.duplicate)) return created;
    const fileId = file ? await this.keepFile(activities, ownerId, file, planned) : null;
    for (const [index, activity] of planned.entries()) {
      if (activity.duplicate) continue;
      const id = await activities.insert(ownerId, {
        ...activity.values,
        fileId,
        packId: activity.gear.packId,
      });
      await activities.insertRoute({ activityId: id, ownerId, ...activity.route });
      await activities.addGear(ownerId, id, activity.gear.gearItemIds);
      created.set(index, id);
    }
    return created;
  }

  private async keepFile(
    activities: ActivitiesRepository,
    ownerId: string,
    file: { bytes: Buffer; name: string },
    planned: readonly PlannedActivity[],
  ): Promise<string> {
    return activities.insertFile({
      ownerId,
      fileName: file.name,
      format: formatOf(planned),
      sizeBytes: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      gzipped: await gzipped(file.bytes),
    });
  }

  /**
   * A file's activities read off the request thread, for work that is not a request (an
   * import): ActivityFileRefusal as it comes, 'busy' included, for the caller to handle.
   */
  readFile(ownerId: string, bytes: Buffer): Promise<ParsedActivity[]> {
    return this.reader.read(ownerId, bytes);
  }

  /** The activity as GPX, in pieces; with its name for the download. */
  async gpx(ownerId: string, id: string): Promise<{ name: string; pieces: Iterable<string> }> {
    const activity = await this.activities.findOne(ownerId, id);
    if (!activity) throw activityNotFound();
    const route = await this.activities.findRoute(ownerId, id);
    return { name: activity.name, pieces: activityGpx(activity, route) };
  }

  /** The file the activity came from, as uploaded (gzipped as kept). */
  async original(ownerId: string, id: string) {
    const activity = await this.activities.findOne(ownerId, id);
    if (!activity) throw activityNotFound();
    const file = activity.fileId ? await this.activities.findFile(ownerId, activity.fileId) : null;
    if (!file) throw activityFileNotFound();
    return file;
  }

  private async read(ownerId: string, bytes: Buffer): Promise<ParsedActivity[]> {
    try {
      return await this.reader.read(ownerId, bytes);
    } catch (error) {
      if (!(error instanceof ActivityFileRefusal)) throw error;
      if (error.problem === 'busy') throw new ActivityFilesBusyException(BUSY_RETRY_S);
      throw activityFileRefused(error.message, error.problem);
    }
  }
}

const formatOf = (planned: readonly PlannedActivity[]): ActivityFileFormat =>
  planned[0]?.format ?? 'gpx';
