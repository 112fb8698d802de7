import { Module } from '@nestjs/common';
import { ElevationModule } from '@server/elevation/elevation.module.js';
import { ElevationService } from '@server/elevation/elevation.service.js';
import { PacksModule } from '@server/packs/packs.module.js';
import { UsersModule } from '@server/users/users.module.js';
import { ROUTE_ELEVATION } from './route-elevation.js';
import { TripPacksRepository } from './trip-packs.repository.js';
import { TripRouteController } from './trip-route.controller.js';
import { TripRouteService } from './trip-route.service.js';
import { TripRoutesRepository } from './trip-routes.repository.js';
import { TripWaypointsController } from './trip-waypoints.controller.js';
import { TripWaypointsRepository } from './trip-waypoints.repository.js';
import { TripWaypointsService } from './trip-waypoints.service.js';
import { TripsController } from './trips.controller.js';
import { TripsReadService } from './trips-read.service.js';
import { TripsRepository } from './trips.repository.js';
import { TripsService } from './trips.service.js';
import { TripTransactions } from './trips.transactions.js';

/**
 * Trips: dates, a place, the packs taken (read through the packs module, never its tables),
 * waypoints and a route with its figures. Trips read packs; packs know nothing of trips (a
 * deleted pack leaves its trips through the database's ON DELETE CASCADE).
 */
@Module({
  imports: [UsersModule, PacksModule, ElevationModule],
  controllers: [TripsController, TripWaypointsController, TripRouteController],
  providers: [
    TripsRepository,
    TripPacksRepository,
    TripWaypointsRepository,
    TripRoutesRepository,
    TripTransactions,
    TripsReadService,
    TripsService,
    TripWaypointsService,
    TripRouteService,
    // Missing elevations come from the Terrarium tiles, through the tile proxy's cache.
    { provide: ROUTE_ELEVATION, useExisting: ElevationService },
  ],
  exports: [TripsService, TripsReadService, TripRouteService],
})
export class TripsModule {}
