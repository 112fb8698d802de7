import { Injectable } from '@nestjs/common';
import { invalidField } from '@server/common/errors.js';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { GearItemsReadService } from '@server/gear/gear-items-read.service.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import { TripsReadService } from '@server/trips/trips-read.service.js';
import { ACTIVITY_PAGE_SIZE } from '@server/domain/activity-limits.js';
import {
  activityNotFound,
  movingOverElapsed,
  noSuchGearItem,
  noSuchPack,
  noSuchTrip,
  recordedFigure,
  unknownTimeZone,
} from './activities.errors.js';
import { toActivityDetailDto, toActivitySummaryDto } from './activities.mapper.js';
import {
  ActivitiesRepository,
  type ActivityCursor,
  type ActivityValues,
} from './activities.repository.js';
import type { ActivityEntity } from './activity.entity.js';
import { toActivityOverviewDto } from './activity-overview.mapper.js';
import type { ActivityOverviewDto } from './dto/activity-overview.dto.js';
import { MANUAL_FIGURES } from './dto/activity-figures-input.js';
import { offsetMinutesOf } from './dto/activity-fields.js';
import type { ActivityDetailDto, ActivityPageDto } from './dto/activity-response.dto.js';
import type { CreateActivityDto } from './dto/create-activity.dto.js';
import type { ListActivitiesQueryDto } from './dto/list-activities-query.dto.js';
import type { UpdateActivityDto } from './dto/update-activity.dto.js';
import { ActivityGearDefaultsService } from './gear/activity-gear-defaults.service.js';
import { ActivitySourcesRepository } from './sources/activity-sources.repository.js';

/** The list's cursor: the last row's start and id, as base64url so it travels in a query. */
export const encodeCursor = (activity: Pick<ActivityEntity, 'startTime' | 'id'>): string =>
  Buffer.from(`${activity.startTime.toISOString()}|${activity.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): ActivityCursor | null {
  if (cursor === undefined) return null;
  const [time = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startTime = new Date(time);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (Number.isNaN(startTime.getTime()) || !uuid.test(id)) {
    throw invalidField('cursor', 'cursor must be a nextCursor as given');
  }
  return { startTime, id };
}

type References = Pick<CreateActivityDto, 'packId' | 'tripId' | 'gearItemIds' | 'timeZone'>;

/** Average speed over the moving time (else the elapsed), where both are known. */
function averageSpeed(values: Pick<ActivityEntity, 'distanceM' | 'movingS' | 'elapsedS'>) {
  const seconds = values.movingS ?? values.elapsedS;
  return values.distanceM !== null && seconds ? values.distanceM / seconds : null;
}

/**
 * Activities: the list, one activity, and those entered by hand. Recorded ones come in through
 * ActivityFilesService; here their name, category, notes, gear, pack and trip can change.
 */
@Injectable()
export class ActivitiesService {
  constructor(
    private readonly activities: ActivitiesRepository,
    private readonly packs: PacksReadService,
    private readonly trips: TripsReadService,
    private readonly gear: GearItemsReadService,
    private readonly defaults: ActivityGearDefaultsService,
    private readonly sources: ActivitySourcesRepository,
  ) {}

  /** Two queries: the page, then its rows' gear. */
  async list(ownerId: string, query: ListActivitiesQueryDto): Promise<ActivityPageDto> {
    const limit = query.limit ?? ACTIVITY_PAGE_SIZE;
    const rows = await this.activities.page(ownerId, {
      category: query.category,
      from: query.from === undefined ? undefined : new Date(query.from),
      to: query.to === undefined ? undefined : new Date(query.to),
      after: decodeCursor(query.cursor),
      limit,
    });
    const page = rows.slice(0, limit);
    const gear = await this.activities.gearOf(
      ownerId,
      page.map((activity) => activity.id),
    );
    const last = page.at(-1);
    return {
      activities: page.map((activity) =>
        toActivitySummaryDto(activity, gear.get(activity.id) ?? []),
      ),
      nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    };
  }

  /** One query: this week's, month's and year's totals by category, and the last year's days. */
  async overview(ownerId: string, timeZone: string): Promise<ActivityOverviewDto> {
    if (!(await this.activities.knowsTimeZone(timeZone))) throw unknownTimeZone();
    return toActivityOverviewDto(await this.activities.overview(ownerId, timeZone));
  }

  /**
   * Eight queries: the activity, its gear, its route, the parts of its file and the services it
   * was synced from, the names of its gear, pack and trip.
   */
  async get(ownerId: string, id: string): Promise<ActivityDetailDto> {
    const activity = await this.activities.findOne(ownerId, id);
    if (!activity) throw activityNotFound();
    const [gear, route, parts, synced] = await Promise.all([
      this.activities.gearOf(ownerId, [id]),
      this.activities.findRoute(ownerId, id),
      activity.fileId ? this.activities.fromFile(ownerId, activity.fileId) : [],
      this.sources.providersOf(ownerId, [id]),
    ]);
    const gearItemIds = gear.get(id) ?? [];
    const [gearNames, packNames, tripNames] = await Promise.all([
      this.gear.names(ownerId, gearItemIds),
      this.packs.names(ownerId, activity.packId ? [activity.packId] : []),
      this.trips.names(ownerId, activity.tripId ? [activity.tripId] : []),
    ]);
    return toActivityDetailDto(activity, gearItemIds, route, {
      gear: gearNames,
      packs: packNames,
      trips: tripNames,
      fileParts: parts,
      syncedFrom: synced.get(id) ?? [],
    });
  }

  /**
   * An activity entered by hand. Without gearItemIds it uses the category's default gear, and
   * without packId its default pack (Explorer); an empty list or null says none.
   */
  async create(ownerId: string, dto: CreateActivityDto): Promise<ActivityDetailDto> {
    await this.checkReferences(ownerId, dto);
    const defaults =
      dto.gearItemIds === undefined || dto.packId === undefined
        ? (await this.defaults.forNewActivities(ownerId, [dto.category])).get(dto.category)
        : undefined;
    const gearItemIds = dto.gearItemIds ?? defaults?.gearItemIds ?? [];
    const figures = Object.fromEntries(
      MANUAL_FIGURES.map((name) => [name, dto[name] ?? null]),
    ) as Record<(typeof MANUAL_FIGURES)[number], number | null>;
    const values: ActivityValues = {
      source: 'manual',
      name: dto.name,
      category: dto.category,
      notes: dto.notes ?? '',
      startTime: new Date(dto.startTime),
      timeZone: dto.timeZone ?? null,
      utcOffsetMinutes: offsetMinutesOf(dto.startTime),
      ...figures,
      avgSpeedMps: averageSpeed(figures),
      packId: dto.packId === undefined ? (defaults?.packId ?? null) : dto.packId,
      tripId: dto.tripId ?? null,
    };
    checkTimes(values);
    const id = await withReferenceErrors(() =>
      this.activities.transaction(async (activities) => {
        const created = await activities.insert(ownerId, values);
        await activities.addGear(ownerId, created, gearItemIds);
        return created;
      }),
    );
    return this.get(ownerId, id);
  }

  async update(ownerId: string, id: string, dto: UpdateActivityDto): Promise<ActivityDetailDto> {
    const activity = await this.activities.findOne(ownerId, id);
    if (!activity) throw activityNotFound();
    const values: ActivityValues = {};
    const recorded = activity.source !== 'manual';
    if (dto.startTime !== undefined) {
      if (recorded) throw recordedFigure('startTime');
      values.startTime = new Date(dto.startTime);
      values.utcOffsetMinutes = offsetMinutesOf(dto.startTime);
    }
    for (const name of MANUAL_FIGURES) {
      const value = dto[name];
      if (value === undefined) continue;
      if (recorded) throw recordedFigure(name);
      values[name] = value;
    }
    if (!recorded) {
      values.avgSpeedMps = averageSpeed({ ...activity, ...values });
      checkTimes({ ...activity, ...values });
    }
    if (dto.name !== undefined) values.name = dto.name;
    if (dto.category !== undefined) values.category = dto.category;
    if (dto.notes !== undefined) values.notes = dto.notes;
    if (dto.timeZone !== undefined) values.timeZone = dto.timeZone;
    if (dto.packId !== undefined) values.packId = dto.packId;
    if (dto.tripId !== undefined) values.tripId = dto.tripId;
    await this.checkReferences(ownerId, dto);
    await withReferenceErrors(() =>
      this.activities.transaction(async (activities) => {
        if (!(await activities.update(ownerId, id, values))) throw activityNotFound();
        if (dto.gearItemIds !== undefined) {
          await activities.replaceGear(ownerId, id, dto.gearItemIds);
        }
      }),
    );
    return this.get(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    const { deleted, fileId } = await this.activities.delete(ownerId, id);
    if (!deleted) throw activityNotFound();
    if (fileId) await this.activities.deleteFileIfUnused(ownerId, fileId);
  }

  /**
   * The pack, trip and gear items named must be the owner's: checked before the write's
   * transaction (the embedded database runs one at a time, and these reads are other modules').
   */
  private async checkReferences(ownerId: string, dto: References): Promise<void> {
    if (dto.timeZone && !(await this.activities.knowsTimeZone(dto.timeZone))) {
      throw unknownTimeZone();
    }
    const [packs, trips, gear] = await Promise.all([
      dto.packId ? this.packs.existing(ownerId, [dto.packId]) : null,
      dto.tripId ? this.trips.existing(ownerId, [dto.tripId]) : null,
      dto.gearItemIds?.length ? this.gear.existing(ownerId, dto.gearItemIds) : null,
    ]);
    if (dto.packId && !packs?.has(dto.packId)) throw noSuchPack();
    if (dto.tripId && !trips?.has(dto.tripId)) throw noSuchTrip();
    if (dto.gearItemIds?.some((item) => !gear?.has(item))) throw noSuchGearItem();
  }
}

function checkTimes(values: Pick<ActivityValues, 'movingS' | 'elapsedS'>): void {
  const { movingS, elapsedS } = values;
  if (
    movingS !== undefined &&
    movingS !== null &&
    elapsedS !== undefined &&
    elapsedS !== null &&
    movingS > elapsedS
  )
    throw movingOverElapsed();
}

/** A pack, trip or item deleted between the check and the write: the same 400 as a missing one. */
async function withReferenceErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error, 'FK_activities_pack')) throw noSuchPack();
    if (isForeignKeyViolation(error, 'FK_activities_trip')) throw noSuchTrip();
    if (isForeignKeyViolation(error, 'FK_activity_gear_item')) throw noSuchGearItem();
    throw error;
  }
}
