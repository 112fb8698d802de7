import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { type MarkerValues, withMarkerColumns } from '@server/common/marker-columns.js';
import { TripWaypointEntity } from './trip-waypoint.entity.js';

/** A waypoint's fields, the marker's among them (kept in the entity's `marker`). */
export type NewWaypointValues = Pick<TripWaypointEntity, 'name' | 'note' | 'elevationM'> &
  MarkerValues;

export type WaypointValues = Partial<NewWaypointValues>;

/** A trip's waypoints, every query scoped to the owner. */
@Injectable()
export class TripWaypointsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  within(manager: EntityManager): TripWaypointsRepository {
    return new TripWaypointsRepository(manager);
  }

  private get waypoints() {
    return this.manager.getRepository(TripWaypointEntity);
  }

  /** The trip's waypoints in the order they were added. */
  forTrip(ownerId: string, tripId: string): Promise<TripWaypointEntity[]> {
    return this.waypoints.find({
      where: { ownerId, tripId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  count(ownerId: string, tripId: string): Promise<number> {
    return this.waypoints.countBy({ ownerId, tripId });
  }

  /**
   * Adds waypoints in their order. Rows of one insert share a transaction's now(), so each gets
   * its own creation time a microsecond apart: the order they were given is the order they read.
   */
  async insertMany(
    ownerId: string,
    tripId: string,
    values: readonly NewWaypointValues[],
  ): Promise<string[]> {
    if (values.length === 0) return [];
    const result = await this.waypoints.insert(
      values.map((waypoint, index) => ({
        ...withMarkerColumns(waypoint),
        ownerId,
        tripId,
        createdAt: () => `clock_timestamp() + ${index} * interval '1 microsecond'`,
      })),
    );
    return result.identifiers.map((identifier) => (identifier as { id: string }).id);
  }

  /** Also stamps updatedAt. False when missing, another trip's or another user's. */
  async update(
    ownerId: string,
    tripId: string,
    id: string,
    values: WaypointValues,
  ): Promise<boolean> {
    const result = await this.waypoints
      .createQueryBuilder()
      .update()
      .set({ ...withMarkerColumns(values), updatedAt: () => 'now()' })
      .where('owner_id = :ownerId AND trip_id = :tripId AND id = :id', { ownerId, tripId, id })
      .execute();
    return result.affected === 1;
  }

  async delete(ownerId: string, tripId: string, id: string): Promise<boolean> {
    const result = await this.waypoints.delete({ ownerId, tripId, id });
    return result.affected === 1;
  }
}
