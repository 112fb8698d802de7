import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { TripEntity } from './trip.entity.js';

export type TripValues = Partial<
  Pick<
    TripEntity,
    | 'name'
    | 'description'
    | 'notes'
    | 'startDate'
    | 'endDate'
    | 'activity'
    | 'latitude'
    | 'longitude'
    | 'isPublic'
    | 'hideRouteEnds'
    | 'showActivities'
    | 'paceKmh'
    | 'climbMPerHour'
    | 'foodPerDayGrams'
    | 'waterLitresPerHour'
    | 'dayOverrides'
    | 'distanceM'
    | 'gainM'
    | 'preview'
    | 'previewSegmentStarts'
  >
>;

/**
 * Trips, every query scoped to the owner. Built on an EntityManager so a transaction can use its
 * own instance (`within(manager)`).
 */
@Injectable()
export class TripsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): TripsRepository {
    return new TripsRepository(manager);
  }

  private get trips() {
    return this.manager.getRepository(TripEntity);
  }

  /** The owner's trips, the latest start first, in one query. */
  list(ownerId: string): Promise<TripEntity[]> {
    return this.trips.find({
      where: { ownerId },
      order: { startDate: 'DESC', createdAt: 'DESC', id: 'ASC' },
    });
  }

  async existingIds(ownerId: string, ids: readonly string[]): Promise<string[]> {
    const rows = await this.trips
      .createQueryBuilder('trip')
      .select('trip.id', 'id')
      .where('trip.ownerId = :ownerId AND trip.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  findOne(ownerId: string, id: string): Promise<TripEntity | null> {
    return this.trips.findOneBy({ ownerId, id });
  }

  /** The names of the owner's trips of these ids: one query, of those two columns only. */
  names(ownerId: string, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.trips
      .createQueryBuilder('trip')
      .select(['trip.id AS id', 'trip.name AS name'])
      .where('trip.ownerId = :ownerId AND trip.id = ANY(:ids::uuid[])', { ownerId, ids })
      .getRawMany<{ id: string; name: string }>();
  }

  /** The owner's trips whose days include any of from..to (dates): one query. */
  overlapping(ownerId: string, from: string, to: string): Promise<TripEntity[]> {
    return this.trips
      .createQueryBuilder('trip')
      .where('trip.ownerId = :ownerId', { ownerId })
      .andWhere('trip.startDate <= :to AND trip.endDate >= :from', { from, to })
      .orderBy('trip.startDate', 'DESC')
      .addOrderBy('trip.id')
      .getMany();
  }

  /** The trip, locked until the transaction ends: changes to its parts go one at a time. */
  lockOne(ownerId: string, id: string): Promise<TripEntity | null> {
    return this.trips
      .createQueryBuilder('trip')
      .where('trip.ownerId = :ownerId AND trip.id = :id', { ownerId, id })
      .setLock('pessimistic_write')
      .getOne();
  }

  async insert(
    ownerId: string,
    values: Pick<TripEntity, 'name' | 'startDate' | 'endDate'> & TripValues,
  ): Promise<string> {
    const result = await this.trips.insert({ ...values, ownerId });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Also stamps updatedAt (with no values, only that). False when missing or another user's. */
  async update(ownerId: string, id: string, values: TripValues = {}): Promise<boolean> {
    const result = await this.trips
      .createQueryBuilder()
      .update()
      .set({ ...values, updatedAt: () => 'now()' })
      .where('owner_id = :ownerId AND id = :id', { ownerId, id })
      .execute();
    return result.affected === 1;
  }

  /** Its route, packs and waypoints go with it (ON DELETE CASCADE). */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.trips.delete({ ownerId, id });
    return result.affected === 1;
  }
}
