import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '@server/domain/limits.js';
import { MARKER_ICONS } from '@server/domain/map-markers.js';
import { MAX_TRIP_WAYPOINTS, TRIP_WAYPOINT_NOTE_MAX_LENGTH } from '@server/domain/trip-limits.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import { addTripWaypoint, createTrip, type TripJson } from '@test/support/factories.js';
import { insertTripWaypoints, NUL_MESSAGE, refused, type ErrorJson } from './trips.helpers.js';

const ICONS_MESSAGE = `icon must be one of ${MARKER_ICONS.join(', ')}`;

describe('a trip’s waypoints', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<TripJson>('/api/trips');

  it('adds a waypoint with every field and answers the trip with it', async () => {
    const trip = await createTrip(app, owner.session);
    const response = await send(owner, 'POST', `/${trip.id}/waypoints`, {
      name: '  Loch Etchachan camp ',
      note: 'Flat ground by the outflow.',
      latitude: 57.0823456789012,
      longitude: -3.6434567890123,
      elevationM: 927.5,
      color: '#2F855A',
      icon: 'camp',
    });
    expect(response.status).toBe(201);
    expect(response.body.waypoints).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        name: 'Loch Etchachan camp',
        note: 'Flat ground by the outflow.',
        latitude: 57.0823456789012,
        longitude: -3.6434567890123,
        elevationM: 927.5,
        color: '#2f855a',
        icon: 'camp',
      },
    ]);
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(trip.updatedAt));
    expect((await send(owner, 'GET', `/${trip.id}`)).body).toEqual(response.body);
  });

  it('gives a waypoint without note, elevation, colour or icon the defaults', async () => {
    const trip = await createTrip(app, owner.session);
    const { waypoints } = await addTripWaypoint(app, owner.session, trip.id, { name: 'Spring' });
    expect(waypoints[0]).toMatchObject({
      note: '',
      elevationM: null,
      color: '#e53e3e',
      icon: 'generic',
    });
  });

  it('answers waypoints in the order they were added', async () => {
    const trip = await createTrip(app, owner.session);
    for (const name of ['Start', 'Water', 'Camp', 'Summit']) {
      await addTripWaypoint(app, owner.session, trip.id, { name });
    }
    const { body } = await send(owner, 'GET', `/${trip.id}`);
    expect(body.waypoints.map((waypoint) => waypoint.name)).toEqual([
      'Start',
      'Water',
      'Camp',
      'Summit',
    ]);
  });

  it('changes only what a PATCH sends (a drag sends the position alone)', async () => {
    const trip = await createTrip(app, owner.session);
    const added = await addTripWaypoint(app, owner.session, trip.id, {
      name: 'Camp',
      icon: 'camp',
      elevationM: 500,
    });
    const waypoint = added.waypoints[0]!;
    const moved = await send(owner, 'PATCH', `/${trip.id}/waypoints/${waypoint.id}`, {
      latitude: 54.5,
      longitude: -3.25,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.waypoints).toEqual([{ ...waypoint, latitude: 54.5, longitude: -3.25 }]);
    const cleared = await send(owner, 'PATCH', `/${trip.id}/waypoints/${waypoint.id}`, {
      elevationM: null,
      note: 'Sheltered',
      icon: 'water',
    });
    expect(cleared.body.waypoints[0]).toMatchObject({
      elevationM: null,
      note: 'Sheltered',
      icon: 'water',
      name: 'Camp',
    });
  });

  it('deletes a waypoint and answers the trip without it', async () => {
    const trip = await createTrip(app, owner.session);
    await addTripWaypoint(app, owner.session, trip.id, { name: 'Keep' });
    const added = await addTripWaypoint(app, owner.session, trip.id, { name: 'Drop' });
    const drop = added.waypoints[1]!;
    const response = await send(owner, 'DELETE', `/${trip.id}/waypoints/${drop.id}`);
    expect(response.status).toBe(200);
    expect(response.body.waypoints.map((waypoint) => waypoint.name)).toEqual(['Keep']);
    const again = await send<ErrorJson>(owner, 'DELETE', `/${trip.id}/waypoints/${drop.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'TRIP_WAYPOINT_NOT_FOUND' });
  });

  describe('refuses a bad waypoint with 400, the field and the reason', () => {
    const valid = { name: 'Camp', latitude: 57, longitude: -3.6 };
    it.each([
      [
        'no name',
        { name: undefined },
        'name',
        ['name must be a string', 'name must be longer than or equal to 1 characters'],
      ],
      [
        'a name of spaces',
        { name: '   ' },
        'name',
        'name must be longer than or equal to 1 characters',
      ],
      [
        'a note too long',
        { note: 'n'.repeat(TRIP_WAYPOINT_NOTE_MAX_LENGTH + 1) },
        'note',
        `note must be shorter than or equal to ${TRIP_WAYPOINT_NOTE_MAX_LENGTH} characters`,
      ],
      [
        'a name too long',
        { name: 'n'.repeat(NAME_MAX_LENGTH + 1) },
        'name',
        `name must be shorter than or equal to ${NAME_MAX_LENGTH} characters`,
      ],
      ['a NUL in the note', { note: 'a\u0000' }, 'note', `note ${NUL_MESSAGE}`],
      ['no latitude', { latitude: undefined }, 'latitude', 'latitude must be a number'],
      ['a latitude of -91', { latitude: -91 }, 'latitude', 'latitude must be between -90 and 90'],
      ['a longitude as text', { longitude: '3' }, 'longitude', 'longitude must be a number'],
      ['an elevation as text', { elevationM: 'high' }, 'elevationM', 'elevationM must be a number'],
      [
        'an elevation of 9001 m',
        { elevationM: 9001 },
        'elevationM',
        'elevationM must be between -11000 and 9000',
      ],
      [
        'the colour "green"',
        { color: 'green' },
        'color',
        'color must be a hex colour like #3b82f6',
      ],
      ['the icon "tent"', { icon: 'tent' }, 'icon', ICONS_MESSAGE],
      ['a field it does not know', { sym: 'Campground' }, 'sym', 'property sym should not exist'],
    ])('%s', async (_label, change, field, message) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'POST', `/${trip.id}/waypoints`, {
        ...valid,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
    });

    it('on PATCH: a name of null and an icon of null', async () => {
      const trip = await createTrip(app, owner.session);
      const { waypoints } = await addTripWaypoint(app, owner.session, trip.id);
      const response = await send<ErrorJson>(
        owner,
        'PATCH',
        `/${trip.id}/waypoints/${waypoints[0]!.id}`,
        { name: null, icon: null },
      );
      expect(response.status).toBe(400);
      expect(response.body.errors?.map((error) => error.field)).toEqual(['name', 'name', 'icon']);
    });
  });

  it(`holds at most ${MAX_TRIP_WAYPOINTS} waypoints: 409 TRIP_WAYPOINTS_FULL after`, async () => {
    const trip = await createTrip(app, owner.session);
    await insertTripWaypoints(app, owner.id, trip.id, MAX_TRIP_WAYPOINTS - 1);
    const last = await send(owner, 'POST', `/${trip.id}/waypoints`, {
      name: 'Last',
      latitude: 1,
      longitude: 1,
    });
    expect(last.status).toBe(201);
    expect(last.body.waypoints).toHaveLength(MAX_TRIP_WAYPOINTS);
    expect(last.body.waypoints.at(-1)?.name).toBe('Last');
    const over = await send<ErrorJson>(owner, 'POST', `/${trip.id}/waypoints`, {
      name: 'One too many',
      latitude: 1,
      longitude: 1,
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'TRIP_WAYPOINTS_FULL' });
  });

  describe('another user’s or another trip’s waypoint', () => {
    it('answers 404 TRIP_NOT_FOUND for another user’s trip', async () => {
      const theirs = await createTrip(app, stranger.session);
      const { waypoints } = await addTripWaypoint(app, stranger.session, theirs.id);
      const id = waypoints[0]!.id;
      for (const [method, body] of [
        ['PATCH', { name: 'Mine' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await send<ErrorJson>(
          owner,
          method,
          `/${theirs.id}/waypoints/${id}`,
          body,
        );
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'TRIP_NOT_FOUND' });
      }
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body.waypoints).toEqual(waypoints);
    });

    it('answers 404 TRIP_WAYPOINT_NOT_FOUND for a waypoint of another trip, or none', async () => {
      const mine = await createTrip(app, owner.session);
      const other = await createTrip(app, owner.session);
      const { waypoints } = await addTripWaypoint(app, owner.session, other.id);
      for (const id of [waypoints[0]!.id, randomUUID()]) {
        const response = await send<ErrorJson>(owner, 'PATCH', `/${mine.id}/waypoints/${id}`, {
          name: 'Moved',
        });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          code: 'TRIP_WAYPOINT_NOT_FOUND',
          message: 'Waypoint not found',
        });
      }
      expect((await send(owner, 'GET', `/${other.id}`)).body.waypoints).toEqual(waypoints);
    });

    it('answers 400 to a waypoint id that is not a uuid', async () => {
      const trip = await createTrip(app, owner.session);
      const response = await send(owner, 'DELETE', `/${trip.id}/waypoints/camp-1`);
      expect(response.status).toBe(400);
    });
  });
});
