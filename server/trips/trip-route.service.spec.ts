import { HttpException } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import type { TripDetailDto } from './dto/trip-response.dto.js';
import type { RouteElevation } from './route-elevation.js';
import type { RoutePoint } from './route-point.js';
import { type FileRoute, TripRouteService } from './trip-route.service.js';
import type { RouteValues } from './trip-routes.repository.js';
import type { NewWaypointValues } from './trip-waypoints.repository.js';
import type { TripWaypointsService } from './trip-waypoints.service.js';
import type { TripRoutesRepository } from './trip-routes.repository.js';
import type { TripsReadService } from './trips-read.service.js';
import type { TripsService } from './trips.service.js';
import type { TripTransaction, TripTransactions } from './trips.transactions.js';

/** A filler that gives every missing elevation 1000 m, as the tiles would. */
const tiles = () => {
  const fill = vi.fn((points: RoutePoint[]) => {
    const filled = points.filter((point) => point[2] === null).length;
    return Promise.resolve({
      points: points.map((point): RoutePoint => [point[0], point[1], point[2] ?? 1000]),
      filled,
    });
  });
  return { fill, elevation: { fill } satisfies RouteElevation };
};

/** Only prepare() is exercised: it touches no repository. */
const service = (elevation: RouteElevation) =>
  new TripRouteService(
    elevation,
    null as unknown as TripTransactions,
    null as unknown as TripsService,
    null as unknown as TripWaypointsService,
    null as unknown as TripsReadService,
    null as unknown as TripRoutesRepository,
  );

describe('preparing a route', () => {
  it('keeps the points’ times as instants, one per point, and none for a route without', async () => {
    const { elevation } = tiles();
    const points: RoutePoint[] = [
      [46, 13, 1000],
      [46.001, 13, 1001],
      [46.002, 13, 1002],
    ];
    const prepare = (times?: (string | null)[]) =>
      service(elevation)
        .prepare({ points, times })
        .then(({ route }) => route?.times);
    expect(await prepare(['2010-10-03T09:12:34Z', null, '2010-10-03T10:00:00+02:00'])).toEqual([
      '2010-10-03T09:12:34.000Z',
      null,
      '2010-10-03T08:00:00.000Z',
    ]);
    expect(await prepare()).toBeNull();
    expect(await prepare([null, null, null])).toBeNull();
    expect(await prepare(['not a time', null, null])).toBeNull();
    // Times that do not pair with the points are not guessed at.
    expect(await prepare(['2010-10-03T09:12:34Z'])).toBeNull();
  });

  it('asks the tiles only when a point has no elevation', async () => {
    const { fill, elevation } = tiles();
    const prepared = await service(elevation).prepare({
      points: [
        [54, -3, 100],
        [54.01, -3, 120],
      ],
    });
    expect(fill).not.toHaveBeenCalled();
    expect(prepared.route?.elevationSource).toBe('file');
    expect(prepared.trip.gainM).toBe(20);
  });

  it('fills missing elevations from the tiles and says where they came from', async () => {
    const { elevation } = tiles();
    const all = await service(elevation).prepare({
      points: [
        [54, -3, null],
        [54.01, -3, null],
      ],
    });
    expect(all.route?.points).toEqual([
      [54, -3, 1000],
      [54.01, -3, 1000],
    ]);
    expect(all.route).toMatchObject({ elevationSource: 'tiles', highestM: 1000, lowestM: 1000 });
    const some = await service(elevation).prepare({
      points: [
        [54, -3, 900],
        [54.01, -3, null],
      ],
    });
    expect(some.route?.elevationSource).toBe('mixed');
    expect(some.trip.gainM).toBe(100);
  });

  it('keeps the nulls when the tiles give nothing', async () => {
    const none: RouteElevation = { fill: (points) => Promise.resolve({ points, filled: 0 }) };
    const prepared = await service(none).prepare({
      points: [
        [54, -3, null],
        [54.01, -3, null],
      ],
    });
    expect(prepared.route).toMatchObject({ elevationSource: 'none', highestM: null });
    const partly = await service(none).prepare({
      points: [
        [54, -3, 10],
        [54.01, -3, null],
      ],
    });
    expect(partly.route?.elevationSource).toBe('file');
  });

  it('makes no route of an empty list', async () => {
    const prepared = await service(tiles().elevation).prepare({ points: [] });
    expect(prepared).toEqual({
      route: null,
      trip: { distanceM: 0, gainM: 0, preview: [], previewSegmentStarts: [] },
    });
  });

  it('measures each segment on its own and keeps the breaks, in the preview too', async () => {
    const { elevation } = tiles();
    // Two outings 10 km apart: 1.1 km up 100 m, then 1.1 km down 50 m from 600 m.
    const prepared = await service(elevation).prepare({
      points: [
        [54, -3, 100],
        [54.01, -3, 200],
        [54.1, -3, 600],
        [54.11, -3, 550],
      ],
      segmentStarts: [2],
    });
    expect(prepared.route?.segmentStarts).toEqual([2]);
    expect(prepared.trip.gainM).toBe(100);
    expect(prepared.route?.lossM).toBe(50);
    expect(prepared.trip.distanceM).toBeCloseTo(2 * 1113, -1);
    expect(prepared.trip.previewSegmentStarts).toEqual([2]);
    const joined = await service(elevation).prepare({ points: prepared.route?.points ?? [] });
    expect(joined.route?.segmentStarts).toEqual([]);
    expect(joined.trip.gainM).toBe(500);
  });
});

/**
 * A service whose trips and transaction are stand-ins: `exists` says whether the trip is the
 * owner's; `steps` records, in order, the check, the file's reading, the tiles and the writes.
 */
function importing(elevation: RouteElevation, exists = true) {
  const steps: string[] = [];
  const saved: { route?: RouteValues | null; waypoints?: readonly NewWaypointValues[] } = {};
  const tx = {
    trips: {
      lockOne: () => Promise.resolve({}),
      update: () => Promise.resolve(true),
    },
    routes: {
      save: (_owner: string, _trip: string, route: RouteValues) => {
        steps.push('route saved');
        saved.route = route;
        return Promise.resolve();
      },
      delete: () => {
        steps.push('route deleted');
        return Promise.resolve();
      },
    },
  } as unknown as TripTransaction;
  const trips = {
    exists: () => {
      steps.push('trip checked');
      return Promise.resolve(exists);
    },
  } as unknown as TripsService;
  const transactions = {
    run: <T>(work: (tx: TripTransaction) => Promise<T>) => work(tx),
  } as unknown as TripTransactions;
  const waypoints = {
    addWithin: (
      _tx: TripTransaction,
      _owner: string,
      _trip: string,
      added: NewWaypointValues[],
    ) => {
      steps.push('waypoints added');
      saved.waypoints = added;
      return Promise.resolve();
    },
  } as unknown as TripWaypointsService;
  const read = {
    detail: () => Promise.resolve({} as TripDetailDto),
  } as unknown as TripsReadService;
  const tiles: RouteElevation = {
    fill: (points) => {
      steps.push('tiles read');
      return elevation.fill(points);
    },
  };
  const routeService = new TripRouteService(
    tiles,
    transactions,
    trips,
    waypoints,
    read,
    null as unknown as TripRoutesRepository,
  );
  const importFile = (file: FileRoute) =>
    routeService.importInto('owner', 'trip', () => {
      steps.push('file read');
      return Promise.resolve(file);
    });
  return { importFile, steps, saved };
}

const waypoint = (elevationM: number | null): NewWaypointValues => ({
  name: 'Camp',
  note: '',
  latitude: 54.005,
  longitude: -3,
  elevationM,
  color: '#e53e3e',
  icon: 'camp',
});

describe('importing a file into a trip', () => {
  it('checks the trip once, before the file is read, and reads nothing for another’s', async () => {
    const { elevation } = tiles();
    const theirs = importing(elevation, false);
    const refused = await theirs.importFile({ points: [], waypoints: [] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(404);
    expect(theirs.steps).toEqual(['trip checked']);

    const mine = importing(elevation);
    await mine.importFile({
      points: [
        [54, -3, 100],
        [54.01, -3, 120],
      ],
      waypoints: [],
    });
    expect(mine.steps).toEqual(['trip checked', 'file read', 'route saved', 'waypoints added']);
  });

  it('fills the heights the route and the waypoints lack with one read of the tiles', async () => {
    const { elevation, fill } = tiles();
    const { importFile, steps, saved } = importing(elevation);
    await importFile({
      points: [
        [54, -3, null],
        [54.01, -3, null],
      ],
      waypoints: [waypoint(null), waypoint(812)],
    });
    expect(fill).toHaveBeenCalledTimes(1);
    expect(fill).toHaveBeenCalledWith([
      [54, -3, null],
      [54.01, -3, null],
      [54.005, -3, null],
      [54.005, -3, 812],
    ]);
    expect(steps.filter((step) => step === 'tiles read')).toHaveLength(1);
    expect(saved.route).toMatchObject({ elevationSource: 'tiles', highestM: 1000 });
    expect(saved.waypoints?.map((w) => w.elevationM)).toEqual([1000, 812]);
  });

  it('leaves the route as it was for a file of waypoints alone', async () => {
    const { elevation, fill } = tiles();
    const { importFile, steps, saved } = importing(elevation);
    await importFile({ points: [], waypoints: [waypoint(812)] });
    expect(fill).not.toHaveBeenCalled();
    expect(steps).toEqual(['trip checked', 'file read', 'waypoints added']);
    expect(saved.waypoints).toEqual([waypoint(812)]);
  });
});
