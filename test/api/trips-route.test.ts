import { describe, expect, it } from 'vitest';
import { distanceM } from '@server/domain/route/geodesy.js';
import { MAX_ROUTE_POINTS } from '@server/domain/trip-limits.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  createTrip,
  createUser,
  putTripRoute,
  requestJson,
  type TripJson,
  type TripSummaryJson,
} from '@test/support/factories.js';
import { refused, type ErrorJson } from './trips.helpers.js';

type Point = [number, number, number | null];

/**
 * One degree of latitude north from the equator, in 101 points: 110,574.389 m on the WGS 84
 * ellipsoid (the meridian arc from 0° to 1°, as GeographicLib and every geodesic tool give it),
 * climbing 0 to 500 m and back down to 300 m in steady steps.
 */
const meridian = (elevation: (i: number) => number | null): Point[] =>
  Array.from({ length: 101 }, (_, i) => [i / 100, 0, elevation(i)]);
const UP_AND_DOWN = (i: number) => (i <= 50 ? i * 10 : 500 - (i - 50) * 4);

describe('a trip’s route', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<TripJson>('/api/trips');

  it('saves the points and answers the route’s figures', async () => {
    const trip = await createTrip(app, owner.session);
    const points = meridian(UP_AND_DOWN);
    const { route, distanceM, gainM, preview } = await putTripRoute(
      app,
      owner.session,
      trip.id,
      points,
    );
    expect(route?.points).toEqual(points);
    expect(route?.distanceM).toBeCloseTo(110_574.389, 1);
    expect(distanceM).toBe(route?.distanceM);
    expect(route).toMatchObject({
      gainM: 500,
      lossM: 200,
      highestM: 500,
      lowestM: 0,
      elevationSource: 'file',
    });
    expect(gainM).toBe(500);
    expect(preview.length).toBeLessThanOrEqual(64);
    expect(preview[0]).toEqual([0, 0]);
    expect(preview.at(-1)).toEqual([1, 0]);
    const read = await send(owner, 'GET', `/${trip.id}`);
    expect(read.body.route).toEqual(route);
  });

  it('keeps every point exactly, and a route of the most points the API takes', async () => {
    const trip = await createTrip(app, owner.session);
    const points: Point[] = Array.from({ length: MAX_ROUTE_POINTS }, (_, i) => [
      45.12345678901234 + i * 1e-5,
      6.98765432109876 - i * 1e-5,
      i % 7 === 0 ? null : 1000 + Math.sin(i / 100) * 50.123456789,
    ]);
    const saved = await putTripRoute(app, owner.session, trip.id, points);
    expect(saved.route?.points).toEqual(points);
    expect(saved.route?.points).toHaveLength(MAX_ROUTE_POINTS);
    expect(saved.preview).toHaveLength(64);
  });

  it('keeps a route without elevations: gain unknown, no highest point, source none', async () => {
    const user = await createUser(app);
    const trip = await createTrip(app, user.session);
    const saved = await putTripRoute(
      app,
      user.session,
      trip.id,
      meridian(() => null),
    );
    expect(saved.gainM).toBeNull();
    expect(saved.route).toMatchObject({
      gainM: null,
      lossM: 0,
      highestM: null,
      lowestM: null,
      elevationSource: 'none',
    });
    expect(saved.route?.distanceM).toBeGreaterThan(110_000);
    const { body } = await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'));
    expect(body[0]?.gainM).toBeNull();
  });

  it('shows the distance, gain and preview in the list, which never reads routes', async () => {
    const user = await createUser(app);
    const trip = await createTrip(app, user.session);
    await putTripRoute(app, user.session, trip.id, meridian(UP_AND_DOWN));
    const { body } = await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'));
    expect(body[0]).toMatchObject({
      distanceM: expect.closeTo(110_574.389, 1) as unknown,
      gainM: 500,
    });
    expect(body[0]?.preview.length).toBeGreaterThanOrEqual(2);
    expect(body[0]).not.toHaveProperty('route');
  });

  it('removes the route with an empty list', async () => {
    const trip = await createTrip(app, owner.session);
    await putTripRoute(app, owner.session, trip.id, meridian(UP_AND_DOWN));
    const removed = await putTripRoute(app, owner.session, trip.id, []);
    expect(removed).toMatchObject({ route: null, distanceM: 0, gainM: 0, preview: [] });
    const again = await putTripRoute(app, owner.session, trip.id, []);
    expect(again.route).toBeNull();
  });

  it('replaces the route and moves updatedAt', async () => {
    const trip = await createTrip(app, owner.session);
    await putTripRoute(app, owner.session, trip.id, meridian(UP_AND_DOWN));
    const replaced = await putTripRoute(app, owner.session, trip.id, [
      [10, 10, 5],
      [10, 10.001, 5],
    ]);
    expect(replaced.route?.points).toHaveLength(2);
    expect(replaced.route?.distanceM).toBeCloseTo(109.64, 0);
    expect(replaced.gainM).toBe(0);
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThan(Date.parse(trip.updatedAt));
  });

  describe('of several segments', () => {
    // The meridian's two halves as two outings: the second moved a degree east and 1000 m up.
    const pieces = meridian(UP_AND_DOWN).map(([latitude, longitude, elevation], i): Point =>
      i < 51
        ? [latitude, longitude, elevation]
        : [latitude, longitude + 1, (elevation ?? 0) + 1000],
    );

    it('measures each segment, not the gap between them, and answers the breaks', async () => {
      const trip = await createTrip(app, owner.session);
      const { status, body } = await send(owner, 'PUT', `/${trip.id}/route`, {
        points: pieces,
        segmentStarts: [51],
      });
      expect(status).toBe(200);
      expect(body.route?.segmentStarts).toEqual([51]);
      // 0.5° up the meridian, then 0.49° (the leg from 0.50° to 0.51° is now the gap).
      const gapLeg = distanceM({ latitude: 0.5, longitude: 0 }, { latitude: 0.51, longitude: 0 });
      expect(body.distanceM).toBeCloseTo(110_574.389 - gapLeg, 1);
      // Up 500 m on the first; down from 1496 to 1300 m on the second; the step is neither.
      expect(body.route).toMatchObject({ gainM: 500, lossM: 196, highestM: 1496, lowestM: 0 });
      expect(body.gainM).toBe(500);
      expect(body.preview).toHaveLength(64);
      expect(body.previewSegmentStarts).toHaveLength(1);
      const start = body.previewSegmentStarts[0] ?? 0;
      expect(body.preview[start]).toEqual([0.51, 1]);
      expect(body.preview[start - 1]).toEqual([0.5, 0]);
      expect((await send(owner, 'GET', `/${trip.id}`)).body.route).toEqual(body.route);
      const list = await send<TripSummaryJson[]>(owner, 'GET');
      expect(list.body.find((t) => t.id === trip.id)?.previewSegmentStarts).toEqual([start]);
    });

    it('is one segment without segmentStarts, which every route answers', async () => {
      const trip = await createTrip(app, owner.session);
      const joined = await putTripRoute(app, owner.session, trip.id, pieces);
      expect(joined.route?.segmentStarts).toEqual([]);
      expect(joined.previewSegmentStarts).toEqual([]);
      // Joined, the step of 1000 m and the degree of longitude between the halves count.
      expect(joined.gainM).toBeGreaterThan(1400);
      expect(joined.distanceM).toBeGreaterThan(200_000);
    });

    it.each([
      ['not a list', 5, 'segmentStarts must be a list of point indices'],
      ['null', null, 'segmentStarts must be a list of point indices'],
      [
        'index 0',
        [0],
        'segmentStarts[0] must be a whole number between 1 and 100 (an index into points)',
      ],
      [
        'an index past the last point',
        [50, 101],
        'segmentStarts[1] must be a whole number between 1 and 100 (an index into points)',
      ],
      [
        'a fraction',
        [50.5],
        'segmentStarts[0] must be a whole number between 1 and 100 (an index into points)',
      ],
      ['out of order', [60, 50], 'segmentStarts must be in ascending order, each index once'],
      ['repeated', [50, 50], 'segmentStarts must be in ascending order, each index once'],
    ])('refuses segmentStarts %s with 400', async (_label, segmentStarts, message) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/route`, {
        points: pieces,
        segmentStarts,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused(['segmentStarts', message]));
      expect((await send(owner, 'GET', `/${trip.id}`)).body.route).toBeNull();
    });

    it('refuses segmentStarts for no route, and names only the points when they are wrong', async () => {
      const trip = await createTrip(app, owner.session);
      const empty = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/route`, {
        points: [],
        segmentStarts: [1],
      });
      expect(empty.body).toMatchObject(
        refused([
          'segmentStarts',
          'segmentStarts must be empty for a route of fewer than 2 points',
        ]),
      );
      const bad = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/route`, {
        points: [[91, 0, null], ...pieces],
        segmentStarts: [1],
      });
      expect(bad.body.errors?.map((error) => error.field)).toEqual(['points']);
    });
  });

  describe('refuses a bad route with 400 on points, naming the first bad point', () => {
    const ok: Point = [54, -3, 100];
    it.each([
      ['one point', [ok], 'points must hold no point (no route) or at least 2'],
      [
        `${MAX_ROUTE_POINTS + 1} points`,
        Array.from({ length: MAX_ROUTE_POINTS + 1 }, () => [0, 0, null]),
        `points must hold at most ${MAX_ROUTE_POINTS.toLocaleString('en')} points`,
      ],
      ['an object', { 0: ok }, 'points must be a list'],
      ['null', null, 'points must be a list'],
      [
        'a point of two numbers',
        [ok, ok, [54, -3]],
        'points[2] must be [latitude, longitude, elevation or null]',
      ],
      [
        'a point as an object',
        [{ latitude: 54, longitude: -3, elevationM: null }, ok],
        'points[0] must be [latitude, longitude, elevation or null]',
      ],
      [
        'a latitude of 91',
        [ok, ok, ok, [91, 0, null]],
        'points[3] latitude must be a number between -90 and 90',
      ],
      [
        'a longitude as text',
        [ok, [54, '-3', null]],
        'points[1] longitude must be a number between -180 and 180',
      ],
      [
        'an elevation as text',
        [ok, [54, -3, '100']],
        'points[1] elevation must be null or a number between -11000 and 9000',
      ],
      [
        'an elevation of 10 km',
        [ok, [54, -3, 10_000]],
        'points[1] elevation must be null or a number between -11000 and 9000',
      ],
    ])('%s', async (_label, points, message) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/route`, { points });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused(['points', message]));
      expect((await send(owner, 'GET', `/${trip.id}`)).body.route).toBeNull();
    });

    it('a body without points', async () => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/route`, {});
      expect(response.body).toMatchObject(refused(['points', 'points must be a list']));
    });
  });

  it('answers 404 to another user’s trip and leaves its route', async () => {
    const theirs = await createTrip(app, stranger.session);
    const points = meridian(UP_AND_DOWN);
    await putTripRoute(app, stranger.session, theirs.id, points);
    const response = await send<ErrorJson>(owner, 'PUT', `/${theirs.id}/route`, { points: [] });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'TRIP_NOT_FOUND' });
    expect((await send(stranger, 'GET', `/${theirs.id}`)).body.route?.points).toEqual(points);
  });

  it('keeps other routes to the 512 KB body limit', async () => {
    const trip = await createTrip(app, owner.session);
    const response = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, {
      notes: 'n'.repeat(600 * 1024),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });
});
