import { Inject, Injectable } from '@nestjs/common';
import { cleanSegmentStarts } from '@server/domain/route/route-segments.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
import type { TripDetailDto } from './dto/trip-response.dto.js';
import { ROUTE_ELEVATION, type RouteElevation } from './route-elevation.js';
import type { RoutePoint } from './route-point.js';
import { elevationSource, routeFigures } from './trip-route-figures.js';
import { TripRoutesRepository } from './trip-routes.repository.js';
import { checkDates } from './trip-rules.js';
import { tripNotFound } from './trips.errors.js';
import type { NewWaypointValues } from './trip-waypoints.repository.js';
import { TripWaypointsService } from './trip-waypoints.service.js';
import { TripsReadService } from './trips-read.service.js';
import { TripsService } from './trips.service.js';
import { TripTransactions, type TripTransaction } from './trips.transactions.js';
import type { RouteValues } from './trip-routes.repository.js';
import type { TripValues } from './trips.repository.js';

/** A route as it comes in: its points, and where its segments begin (none: one segment). */
export interface RouteInput {
  points: RoutePoint[];
  segmentStarts?: readonly number[];
  /** Each point's time, from a file; a route drawn by hand has none. */
  times?: readonly (string | null)[];
}

/** What a GPX or KML file gives a trip: a route (none: no points) and waypoints. */
export interface FileRoute extends RouteInput {
  /** Their elevations as the file gave them: missing ones are filled with the route's. */
  waypoints: readonly NewWaypointValues[];
}

/** A new trip from a file: its fields as the file names and dates them. */
export interface FileTrip extends FileRoute {
  name: string;
  description: string;
  activity: TripActivity;
  startDate: string;
  endDate: string;
}

/** The times worth keeping: one per point, as ISO 8601 instants, and at least one of them. */
function routeTimes(
  count: number,
  times: readonly (string | null)[] | undefined,
): (string | null)[] | null {
  if (times?.length !== count) return null;
  const instants = times.map((time) => {
    const date = time === null ? null : new Date(time);
    return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
  });
  return instants.some((time) => time !== null) ? instants : null;
}

/** A route ready to save: its row, and what the trip keeps of it. */
export interface PreparedRoute {
  route: RouteValues | null;
  trip: Pick<TripValues, 'distanceM' | 'gainM' | 'preview' | 'previewSegmentStarts'>;
}

const NO_ROUTE: PreparedRoute = {
  route: null,
  trip: { distanceM: 0, gainM: 0, preview: [], previewSegmentStarts: [] },
};

const isMissing = (point: RoutePoint) => point[2] === null;

/** The route's figures, segment by segment, from its points with their elevations filled. */
function withFigures(
  { points, segmentStarts, times }: RouteInput,
  filled: RoutePoint[],
): PreparedRoute {
  const known = points.filter((point) => !isMissing(point)).length;
  const filledCount = points.filter(
    (point, i) => isMissing(point) && !isMissing(filled[i] ?? point),
  ).length;
  // The API has checked them; what the domain would ignore is not stored either.
  const starts = cleanSegmentStarts(filled.length, segmentStarts);
  const figures = routeFigures(filled, starts);
  return {
    route: {
      points: filled,
      segmentStarts: starts,
      times: routeTimes(filled.length, times),
      lossM: figures.lossM,
      highestM: figures.highestM,
      lowestM: figures.lowestM,
      elevationSource: elevationSource(points.length, known, filledCount),
    },
    trip: {
      distanceM: figures.distanceM,
      gainM: figures.highestM === null ? null : figures.gainM,
      preview: figures.preview,
      previewSegmentStarts: figures.previewSegmentStarts,
    },
  };
}

/**
 * A trip's route: its elevations filled from the tiles where missing, its figures computed once
 * when it changes (the trip keeps distance, gain and preview for the list).
 */
@Injectable()
export class TripRouteService {
  constructor(
    @Inject(ROUTE_ELEVATION) private readonly elevation: RouteElevation,
    private readonly transactions: TripTransactions,
    private readonly trips: TripsService,
    private readonly waypoints: TripWaypointsService,
    private readonly read: TripsReadService,
    private readonly routes: TripRoutesRepository,
  ) {}

  /** PUT /api/trips/:id/route: the route becomes these points and segments; [] removes it. */
  async put(ownerId: string, tripId: string, route: RouteInput): Promise<TripDetailDto> {
    await this.assertTrip(ownerId, tripId);
    const prepared = await this.prepare(route);
    await this.transactions.run((tx) => this.saveWithin(tx, ownerId, tripId, prepared));
    return this.read.detail(ownerId, tripId);
  }

  /**
   * A file's route and waypoints into an existing trip (POST /api/trips/:id/route/import): the
   * route replaced, the waypoints added, in one transaction. A file of waypoints alone leaves the
   * route as it was. The trip is checked once, before `readFile` reads the file (another user's
   * trip is a 404 before any work), and locked in the transaction.
   */
  async importInto(
    ownerId: string,
    tripId: string,
    readFile: () => Promise<FileRoute>,
  ): Promise<TripDetailDto> {
    await this.assertTrip(ownerId, tripId);
    const file = await readFile();
    const { route, waypoints } = await this.prepareFile(file);
    await this.transactions.run(async (tx) => {
      if (file.points.length > 0) await this.saveWithin(tx, ownerId, tripId, route);
      await this.waypoints.addWithin(tx, ownerId, tripId, waypoints);
    });
    return this.read.detail(ownerId, tripId);
  }

  /**
   * A new trip from a file (POST /api/trips/import): its name and dates, route and waypoints,
   * in one transaction. The dates follow the trip rules (at most MAX_TRIP_DAYS days).
   */
  async createFromFile(ownerId: string, file: FileTrip): Promise<TripDetailDto> {
    checkDates(file.startDate, file.endDate);
    const { route: prepared, waypoints } = await this.prepareFile(file);
    const tripId = await this.transactions.run(async (tx) => {
      const created = await tx.trips.insert(ownerId, {
        name: file.name,
        description: file.description,
        activity: file.activity,
        startDate: file.startDate,
        endDate: file.endDate,
      });
      await this.saveWithin(tx, ownerId, created, prepared);
      await this.waypoints.addWithin(tx, ownerId, created, waypoints);
      return created;
    });
    return this.read.detail(ownerId, tripId);
  }

  /**
   * Fills missing elevations (outside any transaction: it may wait on the tiles) and computes
   * the figures, segment by segment. Fewer than two points is no route.
   */
  async prepare(route: RouteInput): Promise<PreparedRoute> {
    return (await this.prepareFile({ ...route, waypoints: [] })).route;
  }

  /**
   * The route prepared and the waypoints' missing elevations filled, with one read of the tiles
   * for both (the one way elevations are filled: ROUTE_ELEVATION), and none when nothing lacks
   * one. Outside any transaction: it may wait on the tiles.
   */
  private async prepareFile(
    file: FileRoute,
  ): Promise<{ route: PreparedRoute; waypoints: NewWaypointValues[] }> {
    const { waypoints } = file;
    const points = file.points.length < 2 ? [] : file.points;
    const positions = [
      ...points,
      ...waypoints.map((w): RoutePoint => [w.latitude, w.longitude, w.elevationM]),
    ];
    const filled = positions.some(isMissing)
      ? (await this.elevation.fill(positions)).points
      : positions;
    return {
      route: points.length === 0 ? NO_ROUTE : withFigures(file, filled.slice(0, points.length)),
      waypoints: waypoints.map((waypoint, index) => ({
        ...waypoint,
        elevationM: filled[points.length + index]?.[2] ?? null,
      })),
    };
  }

  /** The route's points' times, for the GPX export (null: none). */
  times(ownerId: string, tripId: string): Promise<(string | null)[] | null> {
    return this.routes.times(ownerId, tripId);
  }

  /** 404 before the tiles are asked for a trip that is missing or another user's. */
  private async assertTrip(ownerId: string, tripId: string): Promise<void> {
    if (!(await this.trips.exists(ownerId, tripId))) throw tripNotFound();
  }

  /** Saves a prepared route on a trip (locked, its updatedAt stamped), or removes its route. */
  async saveWithin(
    tx: TripTransaction,
    ownerId: string,
    tripId: string,
    prepared: PreparedRoute,
  ): Promise<void> {
    // One write: the update that keeps the route's figures also stamps updatedAt.
    if (!(await tx.trips.lockOne(ownerId, tripId))) throw tripNotFound();
    await tx.trips.update(ownerId, tripId, prepared.trip);
    if (prepared.route) await tx.routes.save(ownerId, tripId, prepared.route);
    else await tx.routes.delete(ownerId, tripId);
  }
}
