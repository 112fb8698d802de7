import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TripPacksRepository } from './trip-packs.repository.js';
import { TripRoutesRepository } from './trip-routes.repository.js';
import { TripWaypointsRepository } from './trip-waypoints.repository.js';
import { TripsRepository } from './trips.repository.js';

/** The repositories a trip transaction may use: all bound to its one connection. */
export interface TripTransaction {
  trips: TripsRepository;
  packs: TripPacksRepository;
  waypoints: TripWaypointsRepository;
  routes: TripRoutesRepository;
}

/**
 * Runs work in one transaction, like PlaceTransactions. The work gets repositories bound to the
 * transaction's manager and must use only those: the embedded database runs one transaction at
 * a time, so a query on another connection would wait for this one forever.
 */
@Injectable()
export class TripTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripsRepository,
    private readonly packs: TripPacksRepository,
    private readonly waypoints: TripWaypointsRepository,
    private readonly routes: TripRoutesRepository,
  ) {}

  run<T>(work: (tx: TripTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work({
        trips: this.trips.within(manager),
        packs: this.packs.within(manager),
        waypoints: this.waypoints.within(manager),
        routes: this.routes.within(manager),
      }),
    );
  }
}
