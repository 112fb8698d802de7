import { DataSource } from 'typeorm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { createTrip } from '@test/support/factories.js';
import { distanceM } from '@server/domain/route/geodesy.js';
import {
  expectPublicTripShape,
  north,
  setAccount,
  straightRoute,
  visit,
  type PublicTripJson,
} from './public.helpers.js';
import { countQueries } from '@test/support/query-counter.js';

type Detail = ApiSchema<'ActivityDetailDto'>;
type Upload = ApiSchema<'ActivityUploadDto'>;
type TripActivities = ApiSchema<'TripActivitiesDto'>;
type TripSuggestions = ApiSchema<'TripSuggestionsDto'>;

interface ErrorJson {
  code?: string;
}

/**
 * A GPX track due east from `start` ([latitude, longitude]), a fix every 10 s at 1.2 m/s, from
 * `time` (ISO, UTC): `minutes` long.
 */
function track(start: [number, number], time: string, minutes: number, name = 'Walk'): string {
  const from = Date.parse(time);
  const fixes = Array.from({ length: minutes * 6 }, (_, i) => {
    const longitude = start[1] + (i * 12) / (111_320 * Math.cos((start[0] * Math.PI) / 180));
    const at = new Date(from + i * 10_000).toISOString();
    return `<trkpt lat="${start[0]}" lon="${longitude.toFixed(6)}"><ele>${300 + i}</ele><time>${at}</time></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>${name}</name><trkseg>${fixes.join('')}</trkseg></trk></gpx>`;
}

async function upload(user: User, gpx: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([gpx]), 'walk.gpx');
  const response = await user.session.fetch(user.url('/api/activities/files'), {
    method: 'POST',
    body: form,
  });
  const body = (await response.json()) as Upload;
  const id = body.activities[0]?.activity.id;
  if (response.status !== 201 || !id) throw new Error(`upload failed: ${response.status}`);
  return id;
}

/** A GPX walk due north along public.helpers' line from `fromM` to `toM`, a fix every 10 m. */
function northTrack(fromM: number, toM: number, time: string): string {
  const from = Date.parse(time);
  const fixes = Array.from({ length: (toM - fromM) / 10 + 1 }, (_, i) => {
    const [latitude, longitude, elevation] = north(fromM + i * 10);
    const at = new Date(from + i * 8_000).toISOString();
    return `<trkpt lat="${latitude.toFixed(7)}" lon="${longitude}"><ele>${elevation}</ele><time>${at}</time></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${fixes.join('')}</trkseg></trk></gpx>`;
}

// Near Aviemore: the trip's route runs 4 km east along 57.19° N.
const ROUTE = Array.from({ length: 20 }, (_, i) => [57.19, -3.83 + i * 0.0035, 300]);

describe('trips meet activities', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder('/api');

  it('offers an activity on a trip’s days near its route, links it, and shows it on the trip', async () => {
    const trip = await createTrip(app, owner.session, {
      name: 'Cairngorm weekend',
      startDate: '2026-06-05',
      endDate: '2026-06-07',
    });
    expect((await send(owner, 'PUT', `/trips/${trip.id}/route`, { points: ROUTE })).status).toBe(
      200,
    );
    // Same days, the Alps: not near. Other days, same place: not on its days.
    const alps = await createTrip(app, owner.session, {
      startDate: '2026-06-05',
      endDate: '2026-06-06',
      latitude: 46.5,
      longitude: 7.9,
    });
    await createTrip(app, owner.session, { startDate: '2026-07-01', endDate: '2026-07-02' });
    // A trip with no route or place on the day: its days are all it has, so it matches too.
    const unplaced = await createTrip(app, owner.session, {
      name: 'Somewhere',
      startDate: '2026-06-06',
      endDate: '2026-06-06',
    });

    // Day 2 of the trip (half past midnight in UTC is still 6 June in Scotland's summer time).
    const walk = await upload(owner, track([57.191, -3.82], '2026-06-05T23:30:00Z', 40));
    const elsewhere = await upload(owner, track([57.5, -4.5], '2026-06-06T09:00:00Z', 20));
    const before = await upload(owner, track([57.19, -3.8], '2026-06-01T09:00:00Z', 20));

    const suggested = await send<TripSuggestions>(
      owner,
      'GET',
      `/activities/${walk}/trip-suggestions`,
    );
    expect(suggested.status).toBe(200);
    expect(suggested.body.trips.map((offered) => offered.name).sort()).toEqual([
      'Cairngorm weekend',
      'Somewhere',
    ]);
    expect(suggested.body.trips.find((offered) => offered.id === alps.id)).toBeUndefined();
    const far = await send<TripSuggestions>(
      owner,
      'GET',
      `/activities/${elsewhere}/trip-suggestions`,
    );
    expect(far.body.trips.map((offered) => offered.id)).toEqual([unplaced.id]);
    const early = await send<TripSuggestions>(
      owner,
      'GET',
      `/activities/${before}/trip-suggestions`,
    );
    expect(early.body.trips).toEqual([]);

    // The trip's side: the walk is offered, nothing linked yet.
    const offered = await send<TripActivities>(owner, 'GET', `/trips/${trip.id}/activities`);
    expect(offered.status).toBe(200);
    expect(offered.body.activities).toEqual([]);
    expect(offered.body.suggestions.map((activity) => activity.id)).toEqual([walk]);

    // Linked: it leaves the suggestions, and comes with its day and line.
    const linked = await send<Detail>(owner, 'PATCH', `/activities/${walk}`, { tripId: trip.id });
    expect(linked.status).toBe(200);
    expect(linked.body.trip).toEqual({ id: trip.id, name: 'Cairngorm weekend' });
    const shown = await send<TripActivities>(owner, 'GET', `/trips/${trip.id}/activities`);
    expect(shown.body.suggestions).toEqual([]);
    expect(shown.body.activities).toHaveLength(1);
    const [done] = shown.body.activities;
    expect(done).toMatchObject({ id: walk, tripId: trip.id, localDate: '2026-06-06' });
    expect(done?.line.length).toBeGreaterThan(10);
    expect(done?.line.length).toBeLessThanOrEqual(400);
    expect(done?.distanceM).toBeGreaterThan(2800);
    const stillOffered = await send<TripSuggestions>(
      owner,
      'GET',
      `/activities/${walk}/trip-suggestions`,
    );
    expect(stillOffered.body.trips).toEqual([]);

    // Unlinked again.
    const unlinked = await send<Detail>(owner, 'PATCH', `/activities/${walk}`, { tripId: null });
    expect(unlinked.body.trip).toBeNull();
    const again = await send<TripActivities>(owner, 'GET', `/trips/${trip.id}/activities`);
    expect(again.body.activities).toEqual([]);
    expect(again.body.suggestions.map((activity) => activity.id)).toEqual([walk]);
  });

  it('reads a trip’s activities in a constant number of queries', async () => {
    const trip = await createTrip(app, owner.session, {
      startDate: '2026-08-01',
      endDate: '2026-08-04',
    });
    await send(owner, 'PUT', `/trips/${trip.id}/route`, { points: ROUTE });
    const read = () => send<TripActivities>(owner, 'GET', `/trips/${trip.id}/activities`);
    const ids: string[] = [];
    const counts: number[] = [];
    const counter = countQueries(app.app.get(DataSource));
    onTestFinished(counter.restore);
    for (const day of [1, 2, 3, 4]) {
      const id = await upload(owner, track([57.19, -3.82], `2026-08-0${day}T09:00:00Z`, 10));
      await send(owner, 'PATCH', `/activities/${id}`, { tripId: trip.id });
      ids.push(id);
      await upload(owner, track([57.19, -3.81], `2026-08-0${day}T15:00:00Z`, 10));
      let result: Awaited<ReturnType<typeof read>> | undefined;
      counts.push(
        await counter.during(async () => {
          result = await read();
        }),
      );
      expect(result?.body.activities).toHaveLength(day);
      expect(result?.body.suggestions).toHaveLength(day);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
    expect((await read()).body.activities.map((activity) => activity.id)).toEqual(ids);
  });

  it('answers 404 for another user’s trip or activity, and offers none of theirs', async () => {
    const trip = await createTrip(app, owner.session, {
      startDate: '2026-09-01',
      endDate: '2026-09-02',
    });
    const walk = await upload(owner, track([57.19, -3.82], '2026-09-01T09:00:00Z', 10));
    const theirs = await send<ErrorJson>(stranger, 'GET', `/trips/${trip.id}/activities`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('TRIP_NOT_FOUND');
    const notTheirs = await send<ErrorJson>(
      stranger,
      'GET',
      `/activities/${walk}/trip-suggestions`,
    );
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.code).toBe('ACTIVITY_NOT_FOUND');
    // The stranger's own trip on that day is not offered for the owner's walk, nor can be linked.
    const strangers = await createTrip(app, stranger.session, {
      startDate: '2026-09-01',
      endDate: '2026-09-01',
    });
    const offered = await send<TripSuggestions>(
      owner,
      'GET',
      `/activities/${walk}/trip-suggestions`,
    );
    expect(offered.body.trips.map((one) => one.id)).toEqual([trip.id]);
    const link = await send<ErrorJson>(owner, 'PATCH', `/activities/${walk}`, {
      tripId: strangers.id,
    });
    expect(link.status).toBe(400);
    const theirSide = await send<TripActivities>(
      stranger,
      'GET',
      `/trips/${strangers.id}/activities`,
    );
    expect(theirSide.body.suggestions).toEqual([]);
    const malformed = await send(owner, 'GET', '/trips/not-a-uuid/activities');
    expect(malformed.status).toBe(400);
  });

  it('shows a public trip’s activities only when the owner chooses, their ends hidden as its own', async () => {
    await setAccount(owner, { username: 'walker_in_the_hills' });
    const trip = await createTrip(app, owner.session, {
      name: 'Skiddaw day',
      startDate: '2026-10-03',
      isPublic: true,
      hideRouteEnds: true,
    });
    await send(owner, 'PUT', `/trips/${trip.id}/route`, { points: straightRoute(3000) });
    // Walked from 300 m before the trip's start (the door) to its end.
    const walk = await upload(owner, northTrack(-300, 3000, '2026-10-03T08:00:00Z'));
    await send(owner, 'PATCH', `/activities/${walk}`, { tripId: trip.id });
    const read = async () =>
      (await visit<PublicTripJson>(app, `/api/public/users/walker_in_the_hills/trips/${trip.id}`))
        .body;

    // Not shown until the owner says so.
    expect((await read()).activities).toEqual([]);
    await send(owner, 'PATCH', `/trips/${trip.id}`, { showActivities: true });
    const shown = await read();
    expectPublicTripShape(shown);
    expect(shown.activities).toHaveLength(1);
    const [activity] = shown.activities;
    expect(activity).toMatchObject({ localDate: '2026-10-03' });
    // Its figures are the whole walk's; its line keeps out of every circle: the trip's start and
    // end, and the walk's own start 300 m before the trip's.
    expect(activity?.distanceM).toBeGreaterThan(3200);
    const line = activity?.line ?? [];
    expect(line.length).toBeGreaterThan(1);
    const from = (metres: number, [latitude, longitude]: number[]) => {
      const [lat, lon] = north(metres);
      return distanceM(
        { latitude: lat, longitude: lon },
        { latitude: latitude ?? 0, longitude: longitude ?? 0 },
      );
    };
    for (const point of line) {
      for (const centre of [-300, 0, 3000]) expect(from(centre, point)).toBeGreaterThan(499);
    }
    // Its own hidden start reaches 200 m past the trip's: the line starts at the circle's edge.
    expect(from(0, line[0] ?? [])).toBeCloseTo(500, -1);

    // Ends shown: the whole line, from the door.
    await send(owner, 'PATCH', `/trips/${trip.id}`, { hideRouteEnds: false });
    const whole = await read();
    expect(from(-300, whole.activities[0]?.line[0] ?? [])).toBeLessThan(1);
    // Unlinked: gone from the public page.
    await send(owner, 'PATCH', `/activities/${walk}`, { tripId: null });
    expect((await read()).activities).toEqual([]);
  });
});
