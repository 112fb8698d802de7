import { Injectable } from '@nestjs/common';
import { definedOnly } from '@server/common/defined-only.js';
import { DEFAULT_MARKER_COLOR, DEFAULT_MARKER_ICON } from '@server/domain/map-markers.js';
import { MAX_TRIP_WAYPOINTS } from '@server/domain/trip-limits.js';
import type { CreateTripWaypointDto } from './dto/create-trip-waypoint.dto.js';
import type { TripDetailDto } from './dto/trip-response.dto.js';
import type { UpdateTripWaypointDto } from './dto/update-trip-waypoint.dto.js';
import type { NewWaypointValues } from './trip-waypoints.repository.js';
import { waypointNotFound, waypointsFull } from './trips.errors.js';
import { TripsReadService } from './trips-read.service.js';
import { TripsService } from './trips.service.js';
import { TripTransactions, type TripTransaction } from './trips.transactions.js';

/** A waypoint as a create body gives it, the defaults filled in. */
export const newWaypoint = (dto: CreateTripWaypointDto): NewWaypointValues => ({
  name: dto.name,
  note: dto.note ?? '',
  latitude: dto.latitude,
  longitude: dto.longitude,
  elevationM: dto.elevationM ?? null,
  color: dto.color ?? DEFAULT_MARKER_COLOR,
  icon: dto.icon ?? DEFAULT_MARKER_ICON,
});

/** A trip's waypoints. Each change answers the whole trip, and stamps its updatedAt. */
@Injectable()
export class TripWaypointsService {
  constructor(
    private readonly transactions: TripTransactions,
    private readonly trips: TripsService,
    private readonly read: TripsReadService,
  ) {}

  async create(
    ownerId: string,
    tripId: string,
    dto: CreateTripWaypointDto,
  ): Promise<TripDetailDto> {
    await this.transactions.run((tx) => this.addWithin(tx, ownerId, tripId, [newWaypoint(dto)]));
    return this.read.detail(ownerId, tripId);
  }

  /**
   * Adds waypoints to a trip within a transaction (a file's waypoints too), at most
   * MAX_TRIP_WAYPOINTS in all: the trip is locked while they are counted.
   */
  async addWithin(
    tx: TripTransaction,
    ownerId: string,
    tripId: string,
    waypoints: readonly NewWaypointValues[],
  ): Promise<void> {
    await this.trips.lockTrip(tx, ownerId, tripId);
    const count = await tx.waypoints.count(ownerId, tripId);
    if (count + waypoints.length > MAX_TRIP_WAYPOINTS) throw waypointsFull(MAX_TRIP_WAYPOINTS);
    await tx.waypoints.insertMany(ownerId, tripId, waypoints);
  }

  async update(
    ownerId: string,
    tripId: string,
    id: string,
    dto: UpdateTripWaypointDto,
  ): Promise<TripDetailDto> {
    const values = definedOnly({
      name: dto.name,
      note: dto.note,
      latitude: dto.latitude,
      longitude: dto.longitude,
      elevationM: dto.elevationM,
      color: dto.color,
      icon: dto.icon,
    });
    await this.transactions.run(async (tx) => {
      await this.trips.lockTrip(tx, ownerId, tripId);
      if (!(await tx.waypoints.update(ownerId, tripId, id, values))) throw waypointNotFound();
    });
    return this.read.detail(ownerId, tripId);
  }

  async delete(ownerId: string, tripId: string, id: string): Promise<TripDetailDto> {
    await this.transactions.run(async (tx) => {
      await this.trips.lockTrip(tx, ownerId, tripId);
      if (!(await tx.waypoints.delete(ownerId, tripId, id))) throw waypointNotFound();
    });
    return this.read.detail(ownerId, tripId);
  }
}
