import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import type { JsonObject } from '@server/jobs/job.entity.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import { JobFailure } from '@server/jobs/queue/job-errors.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { JobsService } from '@server/jobs/jobs.service.js';
import { JobUploadsRepository } from '@server/jobs/uploads/job-uploads.repository.js';
import { ActivitiesRepository } from '../activities.repository.js';
import { ActivityFileRefusal } from '../files/activity-file-reader.js';
import { ActivityFilesService } from '../files/activity-files.service.js';
import { duplicateOf, DUPLICATE_START_TOLERANCE_S } from '../files/activity-duplicates.js';
import {
  importNotFound,
  importStillRunning,
  stravaExportTooLarge,
} from './strava-export.errors.js';
import {
  readStravaExportCsv,
  StravaExportCsvError,
  type StravaExportRow,
} from './strava-export-csv.js';
import {
  openStravaExport,
  StravaExportZipError,
  type StravaExportZip,
} from './strava-export-zip.js';

export const STRAVA_IMPORT_KIND = 'activities.strava-import';

/** The largest export taken: years of activities' files, without Strava's photos, fit well. */
export const STRAVA_EXPORT_MAX_BYTES = 1024 * 1024 * 1024;

/** The problems a summary names one by one; the rest are counted. */
const PROBLEMS_LISTED = 20;

/** How long a file waits for the owner's other files to be read before it is refused. */
const BUSY_WAIT_MS = 1000;
const BUSY_TRIES = 60;

interface ImportData extends JsonObject {
  fileName: string;
}

/** What an import did, kept as its job's result (what the screen says when it is done). */
export interface StravaImportSummary {
  [key: string]: unknown;
  rows: number;
  added: number;
  duplicates: number;
  refused: number;
  /** Activities of the CSV with no file (entered by hand on Strava), added from its figures. */
  withoutFile: number;
  problems: { name: string; reason: string }[];
  /** Gear names of the CSV that match no item of the library (so no gear was linked). */
  unmatchedGear: string[];
}

/** Counts what the bytes of a stream add up to, refusing more than `max`. */
async function* limited(body: AsyncIterable<Uint8Array>, max: number): AsyncIterable<Uint8Array> {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) throw stravaExportTooLarge(max);
    yield chunk;
  }
}

/**
 * Strava's bulk export imported as a job: the zip is stored with the job, then each activity of
 * its `activities.csv` is added from its file (read off the request thread, as an upload's)
 * with the CSV's name, type, description and gear, or from the CSV's figures when it has no
 * file; a duplicate is reported, a bad file refused with its reason, and neither stops the rest.
 * Every activity added carries the job's id, so the import can be undone as a whole.
 */
@Injectable()
export class StravaExportImportService implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly jobs: JobsService,
    private readonly uploads: JobUploadsRepository,
    private readonly files: ActivityFilesService,
    private readonly activities: ActivitiesRepository,
    private readonly gear: GearItemsReadService,
  ) {}

  onModuleInit() {
    return this.queue.register<ImportData>(STRAVA_IMPORT_KIND, (context) => this.run(context), {
      retryLimit: 2,
      retryDelaySeconds: 30,
      backoff: true,
    });
  }

  /**
   * Stores the zip (`body`, streamed) and queues its import; answers the job's id. One import
   * of a user's at a time (409 IMPORT_RUNNING while another is queued or running).
   */
  async start(
    ownerId: string,
    body: AsyncIterable<Uint8Array>,
    declaredBytes: number | null,
    fileName: string,
  ): Promise<{ jobId: string }> {
    if (declaredBytes !== null && declaredBytes > STRAVA_EXPORT_MAX_BYTES) {
      throw stravaExportTooLarge(STRAVA_EXPORT_MAX_BYTES);
    }
    const [latest] = await this.jobs.list(ownerId, STRAVA_IMPORT_KIND, 1);
    if (latest && (latest.state === 'queued' || latest.state === 'running')) {
      throw importStillRunning();
    }
    const uploadId = await this.uploads.store(ownerId, limited(body, STRAVA_EXPORT_MAX_BYTES));
    const jobId = await this.queue.enqueue(ownerId, STRAVA_IMPORT_KIND, { fileName }, { uploadId });
    return { jobId };
  }

  /**
   * Deletes every activity an import added (its files too, where no other activity came from
   * them), a batch per statement. 409 while it still runs (cancel it first); 404 for a job that
   * is not the owner's import.
   */
  async undo(ownerId: string, jobId: string): Promise<{ deleted: number }> {
    const job = await this.jobs.get(ownerId, jobId).catch(() => null);
    if (job?.kind !== STRAVA_IMPORT_KIND) throw importNotFound();
    if (job.state === 'queued' || job.state === 'running') throw importStillRunning();
    return { deleted: await this.activities.deleteImported(ownerId, jobId) };
  }

  private async run(context: JobContext<ImportData>): Promise<StravaImportSummary> {
    const folder = await mkdtemp(join(tmpdir(), 'packtrail-strava-'));
    try {
      const path = join(folder, 'export.zip');
      await pipeline(Readable.from(context.readUpload()), createWriteStream(path));
      const zip = await openStravaExport(path).catch((error: unknown) => {
        throw error instanceof StravaExportZipError
          ? new JobFailure(error.message, { final: true })
          : error;
      });
      try {
        return await this.importRows(context, zip);
      } finally {
        zip.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async importRows(
    context: JobContext<ImportData>,
    zip: StravaExportZip,
  ): Promise<StravaImportSummary> {
    let rows: StravaExportRow[];
    try {
      rows = readStravaExportCsv(await zip.csv()).rows;
    } catch (error) {
      if (error instanceof StravaExportCsvError || error instanceof StravaExportZipError) {
        throw new JobFailure(error.message, { final: true });
      }
      throw error;
    }
    if (rows.length === 0)
      throw new JobFailure('activities.csv lists no activities', { final: true });
    const gearNames = [...new Set(rows.map((row) => row.gear).filter((name) => name !== ''))];
    const gearIds = await this.gear.idsByName(context.ownerId, gearNames);
    const summary: StravaImportSummary = {
      rows: rows.length,
      added: 0,
      duplicates: 0,
      refused: 0,
      withoutFile: 0,
      problems: [],
      unmatchedGear: gearNames.filter((name) => !gearIds.has(name.trim().toLowerCase())),
    };
    const total = rows.length;
    for (let index = context.resumeFrom.done; index < total; index += 1) {
      const row = rows[index];
      if (!row) continue;
      const progress = { done: index + 1, total, message: row.name || row.fileName };
      const gearItemId = row.gear ? gearIds.get(row.gear.trim().toLowerCase()) : undefined;
      try {
        const outcome = row.fileName
          ? await this.addFromFile(context, zip, row, gearItemId, progress)
          : await this.addFromFigures(context, row, gearItemId, progress);
        summary.added += outcome.added;
        summary.duplicates += outcome.duplicates;
        if (!row.fileName) summary.withoutFile += outcome.added;
      } catch (error) {
        const reason =
          error instanceof ActivityFileRefusal || error instanceof StravaExportZipError
            ? error.message
            : null;
        if (reason === null) throw error;
        summary.refused += 1;
        if (summary.problems.length < PROBLEMS_LISTED) {
          summary.problems.push({ name: row.fileName, reason });
        }
        await context.progress(progress.done, total, progress.message);
      }
    }
    // The last row's name would read as what is under way: the end says it is done.
    await context.progress(total, total, `All ${total.toLocaleString('en')} activities read`);
    return summary;
  }

  /** One row's file: read off the request thread, planned, then written with its progress. */
  private async addFromFile(
    context: JobContext<ImportData>,
    zip: StravaExportZip,
    row: StravaExportRow,
    gearItemId: string | undefined,
    progress: { done: number; total: number; message: string },
  ): Promise<{ added: number; duplicates: number }> {
    const bytes = await zip.file(row.fileName);
    if (!bytes) throw new StravaExportZipError('The file activities.csv names is not in the zip');
    const parsed = await this.readWaiting(context, bytes);
    const planned = await this.files.plan(context.ownerId, parsed, {
      source: 'strava',
      name: row.name || undefined,
      category: row.category ?? undefined,
      notes: row.description || undefined,
      gearItemIds: gearItemId ? [gearItemId] : undefined,
      importId: context.id,
    });
    const name = row.fileName.split('/').pop() ?? row.fileName;
    const created = await context.step(progress, (manager) =>
      this.files.write(this.activities.within(manager), context.ownerId, { bytes, name }, planned),
    );
    return { added: created.size, duplicates: planned.length - created.size };
  }

  /** A row with no file (entered by hand on Strava): an activity from the CSV's figures. */
  private async addFromFigures(
    context: JobContext<ImportData>,
    row: StravaExportRow,
    gearItemId: string | undefined,
    progress: { done: number; total: number; message: string },
  ): Promise<{ added: number; duplicates: number }> {
    const near = await this.activities.startingNear(
      context.ownerId,
      [row.startTime],
      DUPLICATE_START_TOLERANCE_S,
    );
    if (duplicateOf({ startTime: row.startTime, distanceM: row.distanceM }, near)) {
      await context.progress(progress.done, progress.total, progress.message);
      return { added: 0, duplicates: 1 };
    }
    const seconds = row.movingS ?? row.elapsedS;
    await context.step(progress, async (manager) => {
      const activities = this.activities.within(manager);
      const id = await activities.insert(context.ownerId, {
        source: 'strava',
        name: (row.name || 'Activity from Strava').slice(0, 200),
        category: row.category ?? 'other',
        notes: row.description,
        startTime: row.startTime,
        elapsedS: row.elapsedS,
        movingS: row.movingS,
        distanceM: row.distanceM,
        gainM: row.gainM,
        avgSpeedMps: row.distanceM && seconds ? row.distanceM / seconds : null,
        importId: context.id,
      });
      if (gearItemId) await activities.addGear(context.ownerId, id, [gearItemId]);
    });
    return { added: 1, duplicates: 0 };
  }

  /** The file's activities, waiting while two of the owner's other files are being read. */
  private async readWaiting(context: JobContext<ImportData>, bytes: Buffer) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.files.readFile(context.ownerId, bytes);
      } catch (error) {
        if (!(error instanceof ActivityFileRefusal) || error.problem !== 'busy') throw error;
        if (attempt >= BUSY_TRIES) throw error;
        context.throwIfStopping();
        await sleep(BUSY_WAIT_MS);
      }
    }
  }
}
