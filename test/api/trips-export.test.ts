import { afterAll, describe, expect, it } from 'vitest';
import { MARKER_ICONS } from '@server/domain/map-markers.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { gpxSchemaErrors } from '@test/support/gpx-schema.js';
import { startTileStandIn, type TileStandIn } from '@test/support/stand-ins/tiles.js';
import { importTrip, routeFixture, type TripDetail } from './trips-files.helpers.js';

type Point = [number, number, number | null];

/** GET /api/trips/:id/gpx: status, headers and text. */
async function exportGpx(user: User, tripId: string) {
  const response = await user.session.fetch(user.url(`/api/trips/${tripId}/gpx`));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A route of `count` points with every digit a GPS gives, some without elevation. */
const route = (count: number): Point[] =>
  Array.from({ length: count }, (_, i) => [
    46.3578123 + i * 1.2345e-5 + Math.sin(i) * 1e-6,
    13.8364567 - i * 2.3456e-5,
    i % 4 === 0 ? null : 1500 + Math.round(i * 37.3) / 100,
  ]);

describe('GET /api/trips/:id/gpx', () => {
  let standIn: TileStandIn;
  afterAll(() => standIn.close()); // registered first: runs after the app has stopped
  const { owner, stranger, send } = setupApi(async () => {
    // Tiles for the points without elevation: a plane, so the filled heights are known.
    standIn = await startTileStandIn({ elevation: () => 1200 });
    return { env: standIn.env };
  });

  /** Where the planned route's three segments begin. */
  const SEGMENT_STARTS = [1000, 2500];

  /**
   * A trip with a 3,000-point route in three segments and a waypoint of every icon, made through
   * the API.
   */
  async function plannedTrip(user: User, name = 'Triglav & the "Seven Lakes" <loop>') {
    const created = await send<TripDetail>(user, 'POST', '/api/trips', {
      name,
      description: 'Up from Bohinj, down by Krma.\nBook the huts.',
      activity: 'backpacking',
      startDate: '2026-08-14',
      endDate: '2026-08-16',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const put = await send<TripDetail>(user, 'PUT', `/api/trips/${id}/route`, {
      points: route(3000),
      segmentStarts: SEGMENT_STARTS,
    });
    expect(put.status).toBe(200);
    for (const [index, icon] of MARKER_ICONS.entries()) {
      const added = await send(user, 'POST', `/api/trips/${id}/waypoints`, {
        name: `${icon} ${index} — Koča`,
        note: index % 2 ? `Note ${index} & more` : undefined,
        latitude: 46.36 + index / 1000,
        longitude: 13.83 + index / 997,
        elevationM: index % 3 ? 1800 + index : undefined,
        icon,
      });
      expect(added.status).toBe(201);
    }
    return (await send<TripDetail>(user, 'GET', `/api/trips/${id}`)).body;
  }

  it('downloads the trip as GPX 1.1 named after the trip', async () => {
    const trip = await plannedTrip(owner);
    const { status, headers, text } = await exportGpx(owner, trip.id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="Triglav the Seven Lakes loop.gpx"; filename*=UTF-8''${encodeURIComponent(
        'Triglav & the "Seven Lakes" <loop>.gpx',
      )}`,
    );
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1"/);
    expect(text).toContain('<name>Triglav &amp; the &quot;Seven Lakes&quot; &lt;loop&gt;</name>');
    expect(text).toContain(
      '<desc>2026-08-14 to 2026-08-16\n\nUp from Bohinj, down by Krma.\nBook the huts.</desc>',
    );
    expect(text).toContain('<time>2026-08-14T00:00:00Z</time>');
    // One track, a segment for each of the route's.
    expect(text.match(/<trk>/g)).toHaveLength(1);
    expect(text.match(/<trkseg>/g)).toHaveLength(SEGMENT_STARTS.length + 1);
  });

  it('is valid against the GPX 1.1 schema', async () => {
    const trip = await plannedTrip(owner);
    const { text } = await exportGpx(owner, trip.id);
    expect(await gpxSchemaErrors(text)).toEqual([]);
    // The validator does refuse what the schema refuses.
    expect(await gpxSchemaErrors(text.replace('<trkseg>', '<trkseg><bogus/>'))).not.toEqual([]);
  });

  it('imports again with every point and every waypoint kept', async () => {
    const trip = await plannedTrip(owner);
    const { text } = await exportGpx(owner, trip.id);
    const { status, body: again } = await importTrip(owner, text, { fileName: 'export.gpx' });
    expect(status).toBe(201);
    expect(again.name).toBe(trip.name);
    expect(again.description).toBe('Up from Bohinj, down by Krma.\nBook the huts.');
    expect(again.activity).toBe('backpacking');
    // The points carry no times: the trip's days come back from the metadata.
    expect([again.startDate, again.endDate]).toEqual(['2026-08-14', '2026-08-16']);
    expect(again.route?.points).toEqual(trip.route?.points);
    expect(again.route?.segmentStarts).toEqual(SEGMENT_STARTS);
    expect(again.route?.elevationSource).toBe('file');
    expect(again.distanceM).toBe(trip.distanceM);
    expect(again.gainM).toBe(trip.gainM);
    expect(again.route?.lossM).toBe(trip.route?.lossM);
    const kept = (waypoints: TripDetail['waypoints']) =>
      waypoints.map(({ name, note, latitude, longitude, elevationM, icon }) => ({
        name,
        note,
        latitude,
        longitude,
        elevationM,
        icon,
      }));
    // A waypoint written without elevation gets one from the tiles on the way back in.
    const expected = kept(trip.waypoints).map((w) => ({ ...w, elevationM: w.elevationM ?? 1200 }));
    expect(kept(again.waypoints)).toEqual(expected);
    expect(trip.waypoints.some((w) => w.elevationM === null)).toBe(true);
  });

  it('exports an imported real file that imports back the same', async () => {
    const { body: trip } = await importTrip(owner, routeFixture('blue_hills.gpx'), {
      fileName: 'blue_hills.gpx',
    });
    const { text } = await exportGpx(owner, trip.id);
    expect(await gpxSchemaErrors(text)).toEqual([]);
    const { body: again } = await importTrip(owner, text, { fileName: 'again.gpx' });
    expect(again.route?.points).toEqual(trip.route?.points);
    // blue_hills' 13 segments, measured without the gaps, both ways.
    expect(trip.route?.segmentStarts).toHaveLength(12);
    expect(again.route?.segmentStarts).toEqual(trip.route?.segmentStarts);
    expect(again.distanceM).toBe(trip.distanceM);
    expect(again.gainM).toBe(trip.gainM);
    expect(again.waypoints.map((w) => [w.name, w.icon, w.latitude, w.longitude])).toEqual(
      trip.waypoints.map((w) => [w.name, w.icon, w.latitude, w.longitude]),
    );
    // Every point's time goes out and comes back: the second export is the first, time for time.
    const times = (gpx: string) =>
      [...gpx.matchAll(/<trkpt [^>]*>.*?<\/trkpt>/g)].map(
        ([point]) => /<time>(.*?)<\/time>/.exec(point)?.[1] ?? null,
      );
    const written = times(text);
    expect(written).toHaveLength(trip.route?.points.length ?? 0);
    expect(written.filter((time) => time !== null).length).toBeGreaterThan(1200);
    expect(written[0]).toBe(
      new Date(
        /<trkpt[^]*?<time>(.*?)<\/time>/.exec(routeFixture('blue_hills.gpx').toString())?.[1] ?? '',
      ).toISOString(),
    );
    expect(times((await exportGpx(owner, again.id)).text)).toEqual(written);
    expect([again.startDate, again.endDate]).toEqual([trip.startDate, trip.endDate]);
  });

  it('writes no times for a route drawn by hand, nor once an imported route is edited', async () => {
    const { body: trip } = await importTrip(owner, routeFixture('run.gpx'), {
      fileName: 'run.gpx',
    });
    expect((await exportGpx(owner, trip.id)).text).toContain('<time>');
    const edited = await send<TripDetail>(owner, 'PUT', `/api/trips/${trip.id}/route`, {
      points: trip.route?.points.slice(0, 50),
    });
    expect(edited.status).toBe(200);
    const { text } = await exportGpx(owner, trip.id);
    expect(text).toContain('<trkpt');
    expect(text).not.toMatch(/<trkpt [^>]*>[^\n]*<time>/);
  });

  it('exports a trip without a route or waypoints as a valid file', async () => {
    const { body: trip } = await send<TripDetail>(owner, 'POST', '/api/trips', {
      name: 'Day out',
      startDate: '2026-09-01',
    });
    const { status, text } = await exportGpx(owner, trip.id);
    expect(status).toBe(200);
    expect(text).not.toContain('<trk>');
    expect(text).toContain('<desc>2026-09-01</desc>');
    expect(await gpxSchemaErrors(text)).toEqual([]);
  });

  it('answers 404 for another user’s trip, and 400 for a malformed id', async () => {
    const theirs = await plannedTrip(stranger, 'Private');
    const response = await exportGpx(owner, theirs.id);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toMatchObject({ code: 'TRIP_NOT_FOUND' });
    expect(response.text).not.toContain('Private');
    expect((await exportGpx(owner, 'nope')).status).toBe(400);
  });
});
