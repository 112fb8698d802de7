import { Injectable } from '@nestjs/common';
import { groupBy } from '@server/common/group-by.js';
import { DEFAULT_FOOD_PER_DAY_GRAMS } from '@server/domain/trip-limits.js';
import { PacksReadService } from '@server/packs/packs-read.service.js';
import { UsersRepository } from '@server/users/users.repository.js';
import type { TripDetailDto, TripSummaryDto } from './dto/trip-response.dto.js';
import { orderTripPacks } from '@server/domain/trip-packs.js';
import { tripNotFound } from './trips.errors.js';
import { toMainPackDto, toTripDetailDto, toTripSummaryDto } from './trips.mapper.js';
import { TripPacksRepository } from './trip-packs.repository.js';
import { TripRoutesRepository } from './trip-routes.repository.js';
import { TripWaypointsRepository } from './trip-waypoints.repository.js';
import type { TripEntity } from './trip.entity.js';
import { TripsRepository } from './trips.repository.js';

/** What another module may know of a trip to match things to it (the activities). */
export interface TripPlace {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  /** The route's preview (`[latitude, longitude]`); [] without a route. */
  preview: [number, number][];
  /** The trip's own position, where one is set. */
  position: [number, number] | null;
}

const toTripPlace = (trip: TripEntity): TripPlace => ({
  id: trip.id,
  name: trip.name,
  startDate: trip.startDate,
  endDate: trip.endDate,
  preview: trip.preview,
  position:
    trip.latitude !== null && trip.longitude !== null ? [trip.latitude, trip.longitude] : null,
});

/**
 * Reads trips in a fixed number of queries, whatever they hold: the list never reads a route
 * (each trip keeps its route's distance, gain and preview), and the packs' totals come from the
 * packs module for all the packs at once.
 */
@Injectable()
export class TripsReadService {
  constructor(
    private readonly trips: TripsRepository,
    private readonly links: TripPacksRepository,
    private readonly waypoints: TripWaypointsRepository,
    private readonly routes: TripRoutesRepository,
    private readonly packs: PacksReadService,
    private readonly users: UsersRepository,
  ) {}

  /** Which of these ids name trips that exist and are the owner's: one query. */
  async existing(ownerId: string, ids: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Set();
    return new Set(await this.trips.existingIds(ownerId, wanted));
  }

  /** The names of those of these trips that are the owner's, by id: one query. */
  async names(ownerId: string, ids: readonly string[]): Promise<Map<string, string>> {
    const trips = await this.trips.names(ownerId, [...new Set(ids)]);
    return new Map(trips.map((trip) => [trip.id, trip.name]));
  }

  /** One trip's dates and places (404 when missing or another user's): one query. */
  async place(ownerId: string, id: string): Promise<TripPlace> {
    const trip = await this.trips.findOne(ownerId, id);
    if (!trip) throw tripNotFound();
    return toTripPlace(trip);
  }

  /** The owner's trips whose days include any of from..to (dates), latest first: one query. */
  async placesDuring(ownerId: string, from: string, to: string): Promise<TripPlace[]> {
    return (await this.trips.overlapping(ownerId, from, to)).map(toTripPlace);
  }

  /**
   * Five queries however many trips: the trips, the owner's trip packs, then the main packs'
   * totals (three: packs, lines, bundles' items).
   */
  async list(ownerId: string): Promise<TripSummaryDto[]> {
    const [trips, links] = await Promise.all([
      this.trips.list(ownerId),
      this.links.forTrips(ownerId),
    ]);
    const mainLinks = new Map<string, string>();
    for (const [tripId, rows] of groupBy(links, (link) => link.tripId)) {
      const main = orderTripPacks(rows)[0];
      if (main) mainLinks.set(tripId, main.packId);
    }
    const packs = new Map(
      (await this.packs.summaries(ownerId, [...mainLinks.values()])).map((pack) => [pack.id, pack]),
    );
    return trips.map((trip) => {
      const main = packs.get(mainLinks.get(trip.id) ?? '');
      return toTripSummaryDto(trip, main ? toMainPackDto(main) : null);
    });
  }

  /**
   * Eight queries: the trip, then at once its pack links, waypoints, route and the account's
   * food default, then its packs' totals (three).
   */
  async detail(ownerId: string, id: string): Promise<TripDetailDto> {
    const trip = await this.trips.findOne(ownerId, id);
    if (!trip) throw tripNotFound();
    const [links, waypoints, route, user] = await Promise.all([
      this.links.forTrips(ownerId, [id]),
      this.waypoints.forTrip(ownerId, id),
      this.routes.findOne(ownerId, id),
      this.users.findById(ownerId),
    ]);
    const packs = await this.packs.summaries(
      ownerId,
      links.map((link) => link.packId),
    );
    return toTripDetailDto(trip, {
      links,
      packs: new Map(packs.map((pack) => [pack.id, pack])),
      waypoints,
      route,
      accountFoodPerDayGrams: user?.foodPerDayGrams ?? DEFAULT_FOOD_PER_DAY_GRAMS,
    });
  }
}
