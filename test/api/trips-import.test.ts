import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';
import {
  gpx11,
  importTrip,
  routeFixture,
  uploadRouteFile,
  within,
  type ErrorJson,
  type TripDetail,
} from './trips-files.helpers.js';

/**
 * The elevation tiles' heights: near Cerknica (longitude 14.3) a slope rising 20 m every
 * 0.01° eastwards, linear in longitude so bilinear sampling gives it exactly; held within the
 * heights a route may have elsewhere.
 */
const field = (lon: number): number => Math.max(-100, Math.min(4000, 550 + (lon - 14.3) * 2000));

/**
 * Reference figures from test/fixtures/gpx/README.md (reference.py, none of Packtrail's code):
 * the sum of each segment's GeographicLib geodesics, gpxpy's length_2d, and gpxpy's gain (its
 * calculate_uphill_downhill per segment, summed). A route keeps its files' segments apart, so
 * its distance is what gpxpy (or a GPS) gives, not the straight lines across the gaps between
 * outings (`joinedM`, what a route of one segment would measure).
 *
 * Gains: gpxpy smooths little and then adds every rise, so it counts some GPS noise that
 * Packtrail's filter (25 m smoothing, 3 m hysteresis) leaves out; the real tracks agree within
 * `gainWithin` (a fraction of gpxpy's figure). Two fall short of 10 %: run.gpx (a 3 km run,
 * 124 m against 141: its bumps of 2 to 4 m are under the threshold once smoothed) and
 * multitrackgpx (37 m against 42 over three short flat walks: 5 m is a threshold and a half).
 * Tiny gains (the KML files) are checked to the metre instead.
 */
const REAL_FILES = [
  {
    file: 'korita-zbevnica.gpx',
    points: 871,
    segments: 3,
    joinedM: 27649.3,
    segmentsM: 14914.3,
    gpxpyLengthM: 14913.7,
    waypoints: 2,
    gpxpyGainM: 703.8,
    gainWithin: 0.01,
  },
  {
    file: 'cerknicko-jezero.gpx',
    points: 296,
    segments: 7,
    joinedM: 13675.8,
    segmentsM: 4576.9,
    gpxpyLengthM: 4580.1,
    waypoints: 7,
    gpxpyGainM: 223.5,
    gainWithin: 0.1,
  },
  {
    file: 'blue_hills.gpx',
    points: 1242,
    segments: 13,
    joinedM: 52928.1,
    segmentsM: 51929.4,
    gpxpyLengthM: 51955.3,
    waypoints: 46,
    gpxpyGainM: 974.5,
    gainWithin: 0.05,
  },
  {
    file: 'multitrackgpx.gpx',
    points: 117,
    segments: 3,
    joinedM: 23413.2,
    segmentsM: 1747.5,
    gpxpyLengthM: 1746.0,
    waypoints: 0,
    gpxpyGainM: 41.8,
    gainWithin: 0.12,
  },
  {
    file: 'run.gpx',
    points: 206,
    segments: 1,
    joinedM: 3100.6,
    segmentsM: 3100.6,
    gpxpyLengthM: 3102.0,
    waypoints: 0,
    gpxpyGainM: 140.9,
    gainWithin: 0.12,
  },
  // A planned route (gpxpy-made, clean elevations): one segment, gpxpy has no length for routes.
  {
    file: 'trek.gpx',
    points: 120,
    segments: 1,
    joinedM: 5031.5,
    segmentsM: 5031.5,
    waypoints: 0,
    gpxpyGainM: 993.4,
    gainWithin: 0.05,
  },
  {
    file: 'gxmultitrack.kml',
    points: 26,
    segments: 2,
    joinedM: 170462.0,
    segmentsM: 85254.6,
    waypoints: 2,
    gpxpyGainM: 5.6,
    gainWithinM: 6,
  },
  {
    file: 'gxtrack.kml',
    points: 7,
    segments: 1,
    joinedM: 527.3,
    segmentsM: 527.3,
    waypoints: 0,
    gpxpyGainM: 0,
    gainWithinM: 1,
  },
  {
    file: 'linestring.kml',
    points: 4,
    segments: 2,
    joinedM: 140.7,
    segmentsM: 89.1,
    waypoints: 0,
    gpxpyGainM: 0,
    gainWithinM: 1,
  },
] as const;

describe('POST /api/trips/import', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close()); // registered first: runs after the app has stopped
  const { owner, stranger, send } = setupApi(async () => {
    standIn = await startTileStandIn({ elevation: field });
    return { env: standIn.env };
  });
  beforeEach(() => standIn.reset());

  const imported = async (file: string, user: User = owner): Promise<TripDetail> => {
    const { status, body } = await importTrip(user, routeFixture(file), { fileName: file });
    expect(status, JSON.stringify(body)).toBe(201);
    return body;
  };

  describe.each(REAL_FILES)('$file', (reference) => {
    it('becomes a trip whose distance and gain agree with the reference', async () => {
      const trip = await imported(reference.file);
      const route = trip.route;
      expect(route?.points).toHaveLength(reference.points);
      expect(route?.segmentStarts).toHaveLength(reference.segments - 1);
      expect(trip.waypoints).toHaveLength(reference.waypoints);
      expect(within(trip.distanceM, reference.segmentsM, 0.001)).toBe(true);
      expect(route?.distanceM).toBe(trip.distanceM);
      if ('gpxpyLengthM' in reference) {
        expect(within(trip.distanceM, reference.gpxpyLengthM, 0.005)).toBe(true);
      }
      if (reference.segments > 1) {
        // The gaps between outings are not walked.
        expect(trip.distanceM).toBeLessThan(reference.joinedM - 1);
      }
      if ('gainWithin' in reference) {
        expect(within(trip.gainM ?? NaN, reference.gpxpyGainM, reference.gainWithin)).toBe(true);
      } else {
        expect(Math.abs((trip.gainM ?? NaN) - reference.gpxpyGainM)).toBeLessThanOrEqual(
          reference.gainWithinM,
        );
      }
      expect(route?.gainM).toBe(trip.gainM);
      if (reference.file.endsWith('.gpx')) expect(route?.elevationSource).toBe('file');
    });
  });

  it('keeps a file’s tracks and track segments apart, each where the file has it', async () => {
    // Three tracks: 358 points (the first, empty segment gives none), 176, then 337.
    const korita = await imported('korita-zbevnica.gpx');
    expect(korita.route?.segmentStarts).toEqual([358, 534]);
    // The second track's first point, from the file.
    expect(korita.route?.points[358]).toEqual([45.452595614, 14.018194014, 753.330322]);
    // blue_hills: 14 segments in 3 tracks, less one of a single point.
    const blueHills = await imported('blue_hills.gpx');
    expect(blueHills.route?.segmentStarts).toEqual([
      95, 154, 269, 272, 274, 277, 283, 308, 480, 806, 1104, 1194,
    ]);
    expect(blueHills.previewSegmentStarts.length).toBeGreaterThan(0);
    expect(blueHills.preview.length).toBeLessThanOrEqual(64);
  });

  it('names and dates a trip from the file, with the icons its waypoints suggest', async () => {
    const trip = await imported('korita-zbevnica.gpx');
    expect(trip).toMatchObject({
      name: 'korita-zbevnica',
      startDate: '2010-10-03',
      endDate: '2010-10-03',
      days: 1,
    });
    const blueHills = await imported('blue_hills.gpx');
    // Three outings weeks apart in 2001: the trip is dated by the first, not 60 days of them.
    expect(blueHills).toMatchObject({
      name: 'Blue Hills Reservation',
      startDate: '2001-05-26',
      endDate: '2001-05-26',
    });
    const lookout = blueHills.waypoints.find((waypoint) => waypoint.name === 'LOOKOUT');
    expect(lookout).toMatchObject({ icon: 'summit', note: 'Lookout Rock', elevationM: 86.2584 });
    expect(blueHills.waypoints.map((waypoint) => waypoint.icon)).toEqual(
      expect.arrayContaining(['summit', 'danger', 'viewpoint', 'parking', 'generic']),
    );
  });

  it('fills the elevations a file lacks from the elevation tiles', async () => {
    const trip = await imported('cerknicko-jezero-without-elevations.gpx');
    const route = trip.route;
    expect(route?.elevationSource).toBe('tiles');
    expect(route?.points).toHaveLength(296);
    for (const [, longitude, elevation] of route?.points ?? []) {
      expect(elevation).not.toBeNull();
      expect(Math.abs((elevation ?? 0) - field(longitude ?? NaN))).toBeLessThan(0.05);
    }
    expect(trip.gainM).toBeGreaterThan(0);
    for (const waypoint of trip.waypoints) {
      expect(Math.abs((waypoint.elevationM ?? 0) - field(waypoint.longitude))).toBeLessThan(0.05);
    }
    // Through the tile proxy, at most 64 tiles for one route.
    const elevationTiles = standIn.requests.filter((r) => r.path.startsWith('/elevation/'));
    expect(elevationTiles.length).toBeGreaterThan(0);
    expect(elevationTiles.length).toBeLessThanOrEqual(64 + 8);
  });

  it('reads the elevation tiles from the proxy’s cache the second time', async () => {
    await imported('route.gpx');
    const first = standIn.requests.length;
    expect(first).toBeGreaterThan(0);
    standIn.reset();
    const again = await imported('route.gpx');
    expect(again.route?.elevationSource).toBe('tiles');
    expect(standIn.requests).toEqual([]);
  });

  it('still makes the trip when the elevation tiles are down, without elevations', async () => {
    standIn.respondWith({ status: 503 });
    const trip = await imported('osm.gpx');
    expect(trip.route?.points).toHaveLength(420);
    expect(trip.route?.elevationSource).toBe('none');
    expect(trip.route?.points.every(([, , elevation]) => elevation === null)).toBe(true);
    // Unknown, not 0 m.
    expect(trip.gainM).toBeNull();
  });

  it('makes a trip of waypoints alone, and names it after the file', async () => {
    const { status, body } = await importTrip(owner, routeFixture('point.kml'), {
      fileName: 'Simple_spot.kml',
    });
    expect(status).toBe(201);
    expect(body.route).toBeNull();
    expect(body.waypoints).toMatchObject([{ name: 'Simple placemark', icon: 'generic' }]);
  });

  it('is answered with the trip on GET, owned by the importer alone', async () => {
    const trip = await imported('gxtrack.kml');
    expect((await send(owner, 'GET', `/api/trips/${trip.id}`)).status).toBe(200);
    expect((await send(stranger, 'GET', `/api/trips/${trip.id}`)).status).toBe(404);
  });
});

describe('POST /api/trips/:id/route/import', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { owner, stranger, send } = setupApi(async () => {
    standIn = await startTileStandIn({ elevation: field });
    return { env: standIn.env };
  });

  const newTrip = async (user: User): Promise<TripDetail> => {
    const { status, body } = await send<TripDetail>(user, 'POST', '/api/trips', {
      name: 'Julian Alps',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    expect(status).toBe(201);
    return body;
  };
  const importInto = (user: User, tripId: string, file: string) =>
    uploadRouteFile(user, `/api/trips/${tripId}/route/import`, routeFixture(file), {
      fileName: file,
    });

  it('replaces the route and adds the waypoints, keeping the trip’s own fields', async () => {
    const trip = await newTrip(owner);
    const first = await importInto(owner, trip.id, 'cerknicko-jezero.gpx');
    expect(first.status).toBe(200);
    expect(first.body.route?.points).toHaveLength(296);
    expect(first.body.waypoints).toHaveLength(7);
    const second = await importInto(owner, trip.id, 'korita-zbevnica.gpx');
    expect(second.body).toMatchObject({
      name: 'Julian Alps',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    expect(second.body.route?.points).toHaveLength(871);
    expect(second.body.waypoints).toHaveLength(9);
  });

  it('keeps the route and its segments when the file holds waypoints alone', async () => {
    const trip = await newTrip(owner);
    const first = await importInto(owner, trip.id, 'multitrackgpx.gpx');
    expect(first.body.route?.segmentStarts).toEqual([38, 103]);
    const { status, body } = await importInto(owner, trip.id, 'point.kml');
    expect(status).toBe(200);
    expect(body.route?.points).toHaveLength(117);
    expect(body.route?.segmentStarts).toEqual([38, 103]);
    expect(body.distanceM).toBe(first.body.distanceM);
    expect(body.waypoints).toHaveLength(1);
  });

  it('leaves the route exactly as it was when the file holds waypoints alone', async () => {
    const trip = await newTrip(owner);
    const first = await importInto(owner, trip.id, 'cerknicko-jezero-without-elevations.gpx');
    expect(first.body.route?.elevationSource).toBe('tiles');
    const { status, body } = await importInto(owner, trip.id, 'point.kml');
    expect(status).toBe(200);
    // The heights the tiles gave are not taken for the file's own.
    expect(body.route).toEqual(first.body.route);
    expect(body.waypoints).toHaveLength(first.body.waypoints.length + 1);
  });

  it('answers 404 for another user’s trip, and leaves it as it was', async () => {
    const theirs = await newTrip(stranger);
    const { status, body } = await importInto(owner, theirs.id, 'run.gpx');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'TRIP_NOT_FOUND' });
    const after = await send<TripDetail>(stranger, 'GET', `/api/trips/${theirs.id}`);
    expect(after.body.route).toBeNull();
  });

  it('answers 400 for a malformed id', async () => {
    expect((await importInto(owner, 'not-a-uuid', 'run.gpx')).status).toBe(400);
  });
});

describe('route files refused', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close());
  const { owner, send } = setupApi(async () => {
    standIn = await startTileStandIn({ elevation: field });
    return { env: standIn.env, users: 1 };
  });

  /** Refused with `status`, nothing written, and the server still answering. */
  const refused = async (
    content: string | Buffer | null,
    status: number,
    options: Parameters<typeof importTrip>[2] = {},
  ): Promise<ErrorJson> => {
    const before = await send<unknown[]>(owner, 'GET', '/api/trips');
    const response = await importTrip<ErrorJson>(owner, content, options);
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    const after = await send<unknown[]>(owner, 'GET', '/api/trips');
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    return response.body;
  };

  it('refuses an external entity reading a local file (XXE) before parsing', async () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n${gpx11(
      '<wpt lat="1" lon="2"><name>&secret;</name></wpt>',
    )}`;
    const body = await refused(xxe, 400);
    expect(body).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
      message: expect.stringContaining('DOCTYPE or ENTITY') as string,
      errors: [{ field: 'file' }],
    });
    expect(JSON.stringify(body)).not.toContain('root:');
  });

  it('refuses billion laughs before parsing', async () => {
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE gpx [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n<gpx version="1.1" creator="x"><metadata><name>&lol9;</name></metadata></gpx>`;
    expect(await refused(bomb, 400)).toMatchObject({ code: 'ROUTE_FILE_INVALID' });
  });

  it('refuses a 50 MB file with 413 FILE_TOO_LARGE, and goes on answering', async () => {
    const head = gpx11('<trk><trkseg>').replace('</gpx>', '');
    const big = Buffer.alloc(50 * 1024 * 1024, ' ');
    big.write(head);
    expect(await refused(big, 413)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is over 10 MB',
      errors: [{ field: 'file', message: 'file must be at most 10 MB' }],
    });
  });

  it('refuses broken XML, naming the fault', async () => {
    const body = await refused(gpx11('<trk><trkseg><trkpt lat="1" lon="2"></trk>'), 400);
    expect(body).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
      message: expect.stringMatching(/^The file is not well-formed XML/) as string,
    });
  });

  it('refuses files of another kind', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await refused(png, 400, { fileName: 'map.gpx', type: 'image/png' })).toMatchObject({
      code: 'ROUTE_FILE_UNSUPPORTED',
      errors: [{ field: 'file' }],
    });
    expect(await refused('<html><body>Hi</body></html>', 400)).toMatchObject({
      code: 'ROUTE_FILE_UNSUPPORTED',
      message: 'The file is XML but neither GPX nor KML: its root element is <html>',
    });
  });

  it('refuses a file with no track, route or waypoint', async () => {
    expect(await refused(gpx11('<trk><name>Empty</name></trk>'), 400)).toMatchObject({
      code: 'ROUTE_FILE_INVALID',
    });
  });

  it('refuses a request without a file, or with the file in another field', async () => {
    expect(await refused(null, 400)).toMatchObject({
      errors: [{ field: 'file', message: 'file is required' }],
    });
    expect(await refused(routeFixture('run.gpx'), 400, { field: 'gpx' })).toMatchObject({
      errors: [{ field: 'file' }],
    });
  });

  it('still imports a good file afterwards', async () => {
    const { status } = await importTrip(owner, routeFixture('gxtrack.kml'), {
      fileName: 'gxtrack.kml',
    });
    expect(status).toBe(201);
  });
});
