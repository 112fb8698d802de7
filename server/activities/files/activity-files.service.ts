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
import { ActivitiesRepository } from '../activities.repository.js';
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
    const near = await this.activities.startingNear(
      ownerId,
      parsed.map((activity) => new Date(activity.startTime)),
      DUPLICATE_START_TOLERANCE_S,
    );
    const found = parsed.map((activity) => {
      const { values, route } = recordedActivity(activity, null);
      const startTime = values.startTime ?? new Date(activity.startTime);
      return {
        values,
        route,
        duplicate: duplicateOf({ startTime, distanceM: values.distanceM ?? null }, near),
      };
    });
    const fresh = found.filter((activity) => activity.duplicate === null);
    const created = new Map<number, string>();
    const defaults = await this.defaults.forNewActivities(
      ownerId,
      fresh.flatMap(({ values }) => (values.category ? [values.category] : [])),
    );
    if (fresh.length > 0) {
      const content = await gzipped(file.buffer);
      const sha256 = createHash('sha256').update(file.buffer).digest('hex');
      await this.activities.transaction(async (activities) => {
        const fileId = await activities.insertFile({
          ownerId,
          fileName,
          format: formatOf(parsed),
          sizeBytes: file.size,
          sha256,
          gzipped: content,
        });
        for (const [index, activity] of found.entries()) {
          if (activity.duplicate) continue;
          const given = activity.values.category && defaults.get(activity.values.category);
          const id = await activities.insert(ownerId, {
            ...activity.values,
            fileId,
            packId: given ? given.packId : null,
          });
          await activities.insertRoute({ activityId: id, ownerId, ...activity.route });
          if (given) await activities.addGear(ownerId, id, given.gearItemIds);
          created.set(index, id);
        }
      });
    }
    const rows = await this.activities.findMany(ownerId, [...created.values()]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const shown = found.map((activity, index) => {
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

const formatOf = (parsed: readonly ParsedActivity[]): ActivityFileFormat =>
  parsed[0]?.format ?? 'gpx';
