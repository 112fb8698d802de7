import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { isForeignKeyViolation } from '@server/common/database-errors.js';
import { DEFAULT_TRIP_ACTIVITY } from '@server/domain/trip-limits.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import type { CreateTripDto } from './dto/create-trip.dto.js';
import type { TripDetailDto, TripSummaryDto } from './dto/trip-response.dto.js';
import type { TripPackInputDto } from './dto/trip-pack-input.dto.js';
import type { UpdateTripDto } from './dto/update-trip.dto.js';
import { checkDates, normalizedOverrides, normalizedPacks, positionOf } from './trip-rules.js';
import { noSuchPack, tripNotFound } from './trips.errors.js';
import { TripsReadService } from './trips-read.service.js';
import { TripsRepository } from './trips.repository.js';
import { TripTransactions, type TripTransaction } from './trips.transactions.js';

const PACK_LINK = 'FK_trip_packs_pack';

/** Trips themselves: their fields and the packs they take. */
@Injectable()
export class TripsService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly transactions: TripTransactions,
    private readonly read: TripsReadService,
    private readonly packs: PacksReadService,
  ) {}

  list(ownerId: string): Promise<TripSummaryDto[]> {
    return this.read.list(ownerId);
  }

  get(ownerId: string, id: string): Promise<TripDetailDto> {
    return this.read.detail(ownerId, id);
  }

  /** A day trip when endDate is left out; figures not sent take the columns' defaults. */
  async create(ownerId: string, dto: CreateTripDto): Promise<TripDetailDto> {
    const endDate = dto.endDate ?? dto.startDate;
    checkDates(dto.startDate, endDate);
    const position = positionOf(dto.latitude, dto.longitude);
    const packs = dto.packs && (await this.ownedPacks(ownerId, dto.packs));
    const id = await this.linkingPacks(() =>
      this.transactions.run(async (tx) => {
        const created = await tx.trips.insert(ownerId, {
          ...definedOnly({
            description: dto.description,
            notes: dto.notes,
            isPublic: dto.isPublic,
            hideRouteEnds: dto.hideRouteEnds,
            showActivities: dto.showActivities,
            paceKmh: dto.paceKmh,
            climbMPerHour: dto.climbMPerHour,
            foodPerDayGrams: dto.foodPerDayGrams,
            waterLitresPerHour: dto.waterLitresPerHour,
          }),
          ...position,
          name: dto.name,
          startDate: dto.startDate,
          endDate,
          activity: dto.activity ?? DEFAULT_TRIP_ACTIVITY,
        });
        if (packs) await tx.packs.replace(ownerId, created, packs);
        return created;
      }),
    );
    return this.read.detail(ownerId, id);
  }

  /** The dates are checked with the ones the trip keeps; the trip is locked while they are. */
  async update(ownerId: string, id: string, dto: UpdateTripDto): Promise<TripDetailDto> {
    const position = positionOf(dto.latitude, dto.longitude);
    const packs = dto.packs && (await this.ownedPacks(ownerId, dto.packs));
    await this.linkingPacks(() =>
      this.transactions.run(async (tx) => {
        const trip = await tx.trips.lockOne(ownerId, id);
        if (!trip) throw tripNotFound();
        if (dto.startDate !== undefined || dto.endDate !== undefined) {
          checkDates(dto.startDate ?? trip.startDate, dto.endDate ?? trip.endDate, {
            startDate: dto.startDate !== undefined,
            endDate: dto.endDate !== undefined,
          });
        }
        await tx.trips.update(ownerId, id, {
          ...definedOnly({
            name: dto.name,
            description: dto.description,
            notes: dto.notes,
            startDate: dto.startDate,
            endDate: dto.endDate,
            activity: dto.activity,
            isPublic: dto.isPublic,
            hideRouteEnds: dto.hideRouteEnds,
            showActivities: dto.showActivities,
            paceKmh: dto.paceKmh,
            climbMPerHour: dto.climbMPerHour,
            foodPerDayGrams: dto.foodPerDayGrams,
            waterLitresPerHour: dto.waterLitresPerHour,
            dayOverrides: dto.dayOverrides && normalizedOverrides(dto.dayOverrides),
          }),
          ...position,
        });
        if (packs) await tx.packs.replace(ownerId, id, packs);
      }),
    );
    return this.read.detail(ownerId, id);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.trips.delete(ownerId, id))) throw tripNotFound();
  }

  /** The trip's packs become these (PUT /api/trips/:id/packs). */
  async putPacks(
    ownerId: string,
    id: string,
    sent: readonly TripPackInputDto[],
  ): Promise<TripDetailDto> {
    const packs = await this.ownedPacks(ownerId, sent);
    await this.linkingPacks(() =>
      this.transactions.run(async (tx) => {
        await this.lockTrip(tx, ownerId, id);
        await tx.packs.replace(ownerId, id, packs);
      }),
    );
    return this.read.detail(ownerId, id);
  }

  /** Whether the trip is the owner's (one query). */
  async exists(ownerId: string, id: string): Promise<boolean> {
    return (await this.trips.findOne(ownerId, id)) !== null;
  }

  /** Locks the trip and stamps its updatedAt, or 404. */
  async lockTrip(tx: TripTransaction, ownerId: string, id: string): Promise<void> {
    if (!(await tx.trips.lockOne(ownerId, id))) throw tripNotFound();
    await tx.trips.update(ownerId, id);
  }

  /** The packs sent, each the owner's, or 400 "No such pack". */
  private async ownedPacks(ownerId: string, sent: readonly TripPackInputDto[]) {
    const packs = normalizedPacks(sent);
    const found = await this.packs.existing(
      ownerId,
      packs.map((pack) => pack.packId),
    );
    if (packs.some((pack) => !found.has(pack.packId))) throw noSuchPack();
    return packs;
  }

  /** A pack deleted between the check and the write is a pack that does not exist. */
  private async linkingPacks<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isForeignKeyViolation(error, PACK_LINK)) throw noSuchPack();
      throw error;
    }
  }
}
