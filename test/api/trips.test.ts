import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
} from '@server/domain/limits.js';
import { MAX_TRIP_DAYS, TRIP_ACTIVITIES } from '@server/domain/trip-limits.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  createTrip,
  createUser,
  requestJson,
  type TripJson,
  type TripSummaryJson,
} from '@test/support/factories.js';
import { NUL_MESSAGE, refused, type ErrorJson } from './trips.helpers.js';

const ACTIVITIES_MESSAGE = `activity must be one of ${TRIP_ACTIVITIES.join(', ')}`;
const DATE_MESSAGE = (field: string) => `${field} must be a date as YYYY-MM-DD`;

describe('the trips API', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<TripJson>('/api/trips');

  it('saves a trip with every field and reads it back', async () => {
    const response = await send(owner, 'POST', '', {
      name: '  Cairngorms traverse ',
      startDate: '2025-08-01',
      endDate: '2025-08-04',
      description: 'Four days, high camps.',
      notes: 'Book the bothy.\nCarry a spare gas can.',
      activity: 'backpacking',
      latitude: 57.0702591234567,
      longitude: -3.6697061234567,
      isPublic: true,
      paceKmh: 4.2,
      climbMPerHour: 450,
      foodPerDayGrams: 850,
      waterLitresPerHour: 0.4,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Cairngorms traverse',
      activity: 'backpacking',
      startDate: '2025-08-01',
      endDate: '2025-08-04',
      days: 4,
      distanceM: 0,
      gainM: 0,
      mainPack: null,
      preview: [],
      previewSegmentStarts: [],
      latitude: 57.0702591234567,
      longitude: -3.6697061234567,
      isPublic: true,
      hideRouteEnds: false,
      showActivities: false,
      updatedAt: expect.any(String) as unknown,
      description: 'Four days, high camps.',
      notes: 'Book the bothy.\nCarry a spare gas can.',
      paceKmh: 4.2,
      climbMPerHour: 450,
      foodPerDayGrams: 850,
      effectiveFoodPerDayGrams: 850,
      waterLitresPerHour: 0.4,
      dayOverrides: [],
      packs: [],
      waypoints: [],
      route: null,
    });
    expect((await send(owner, 'GET', `/${response.body.id}`)).body).toEqual(response.body);
  });

  it('makes a day trip with the defaults from a name and a date', async () => {
    const response = await send(owner, 'POST', '', { name: 'Helvellyn', startDate: '2025-06-21' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      startDate: '2025-06-21',
      endDate: '2025-06-21',
      days: 1,
      activity: 'hike',
      description: '',
      notes: '',
      latitude: null,
      longitude: null,
      isPublic: false,
      hideRouteEnds: false,
      paceKmh: 5,
      climbMPerHour: 600,
      foodPerDayGrams: null,
      effectiveFoodPerDayGrams: 700,
      waterLitresPerHour: 0.5,
    });
  });

  it.each(TRIP_ACTIVITIES)('takes the activity %s', async (activity) => {
    const trip = await createTrip(app, owner.session, { activity });
    expect((await send(owner, 'GET', `/${trip.id}`)).body.activity).toBe(activity);
  });

  it('takes the longest name, description and notes', async () => {
    const values = {
      name: 'n'.repeat(NAME_MAX_LENGTH),
      description: 'd'.repeat(DESCRIPTION_MAX_LENGTH),
      notes: 'ñ'.repeat(NOTES_MAX_LENGTH),
    };
    expect(await createTrip(app, owner.session, values)).toMatchObject(values);
  });

  describe('dates', () => {
    it('refuses an end before the start with 400 on endDate', async () => {
      const response = await send<ErrorJson>(owner, 'POST', '', {
        name: 'Backwards',
        startDate: '2025-08-04',
        endDate: '2025-08-03',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(
        refused(['endDate', 'endDate must not be before startDate']),
      );
    });

    it(`takes a trip of ${MAX_TRIP_DAYS} days and refuses one of ${MAX_TRIP_DAYS + 1}`, async () => {
      const longest = await createTrip(app, owner.session, {
        startDate: '2025-01-01',
        endDate: '2025-03-01', // 2025 is not a leap year: 31 + 28 + 1 days
      });
      expect(longest.days).toBe(MAX_TRIP_DAYS);
      const response = await send<ErrorJson>(owner, 'POST', '', {
        name: 'Too long',
        startDate: '2025-01-01',
        endDate: '2025-03-02',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(
        refused(['endDate', `A trip lasts at most ${MAX_TRIP_DAYS} days`]),
      );
    });

    it('counts days across a leap day and a year end', async () => {
      const leap = await createTrip(app, owner.session, {
        startDate: '2024-02-28',
        endDate: '2024-03-01',
      });
      expect(leap.days).toBe(3);
      const newYear = await createTrip(app, owner.session, {
        startDate: '2025-12-30',
        endDate: '2026-01-02',
      });
      expect(newYear.days).toBe(4);
    });

    it('checks a changed date against the one the trip keeps', async () => {
      const trip = await createTrip(app, owner.session, {
        startDate: '2025-08-01',
        endDate: '2025-08-04',
      });
      const startAfterEnd = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, {
        startDate: '2025-08-05',
      });
      expect(startAfterEnd.status).toBe(400);
      expect(startAfterEnd.body).toMatchObject(
        refused(['startDate', 'startDate must not be after endDate']),
      );
      const endBeforeStart = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, {
        endDate: '2025-07-31',
      });
      expect(endBeforeStart.body).toMatchObject(
        refused(['endDate', 'endDate must not be before startDate']),
      );
      const tooLong = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, {
        endDate: '2025-09-30',
      });
      expect(tooLong.body).toMatchObject(
        refused(['endDate', `A trip lasts at most ${MAX_TRIP_DAYS} days`]),
      );
      const moved = await send(owner, 'PATCH', `/${trip.id}`, {
        startDate: '2025-09-10',
        endDate: '2025-09-12',
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ startDate: '2025-09-10', endDate: '2025-09-12', days: 3 });
      const shortened = await send(owner, 'PATCH', `/${trip.id}`, { endDate: '2025-09-10' });
      expect(shortened.body).toMatchObject({ endDate: '2025-09-10', days: 1 });
    });

    it.each([
      ['a day that does not exist', '2025-02-29'],
      ['a 31st of April', '2025-04-31'],
      ['a month 13', '2025-13-01'],
      ['no leading zeros', '2025-7-4'],
      ['a time as well', '2025-07-04T10:00:00Z'],
      ['a year 0', '0000-01-01'],
      ['a five-digit year', '20250-01-01'],
      ['an empty string', ''],
      ['a number', 20250704],
      ['null', null],
    ])('refuses a start date of %s', async (_label, startDate) => {
      const response = await send<ErrorJson>(owner, 'POST', '', { name: 'Bad date', startDate });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused(['startDate', DATE_MESSAGE('startDate')]));
    });

    it('refuses a trip without a start date', async () => {
      const response = await send<ErrorJson>(owner, 'POST', '', { name: 'When?' });
      expect(response.body).toMatchObject(refused(['startDate', DATE_MESSAGE('startDate')]));
    });
  });

  describe('refuses a bad field with 400, the field and the reason', () => {
    const valid = { name: 'Tarns', startDate: '2025-07-14' };
    const between = (field: string, min: number, max: number) =>
      `${field} must be between ${min} and ${max}`;

    it.each([
      ['an empty name', { name: '' }, 'name', 'name must be longer than or equal to 1 characters'],
      [
        'a name of spaces',
        { name: '  ' },
        'name',
        'name must be longer than or equal to 1 characters',
      ],
      [
        'a name too long',
        { name: 'n'.repeat(NAME_MAX_LENGTH + 1) },
        'name',
        `name must be shorter than or equal to ${NAME_MAX_LENGTH} characters`,
      ],
      [
        'a name as a number',
        { name: 42 },
        'name',
        [
          'name must be a string',
          `name must be longer than or equal to 1 and shorter than or equal to ${NAME_MAX_LENGTH} characters`,
        ],
      ],
      ['a NUL in the name', { name: 'Tarn\u0000' }, 'name', `name ${NUL_MESSAGE}`],
      ['a NUL in the notes', { notes: 'a\u0000b' }, 'notes', `notes ${NUL_MESSAGE}`],
      [
        'a description too long',
        { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH + 1) },
        'description',
        `description must be shorter than or equal to ${DESCRIPTION_MAX_LENGTH} characters`,
      ],
      [
        'notes too long',
        { notes: 'n'.repeat(NOTES_MAX_LENGTH + 1) },
        'notes',
        `notes must be shorter than or equal to ${NOTES_MAX_LENGTH} characters`,
      ],
      [
        'notes of null',
        { notes: null },
        'notes',
        [
          'notes must be a string',
          `notes must be shorter than or equal to ${NOTES_MAX_LENGTH} characters`,
        ],
      ],
      ['the activity "swimming"', { activity: 'swimming' }, 'activity', ACTIVITIES_MESSAGE],
      ['an activity of null', { activity: null }, 'activity', ACTIVITIES_MESSAGE],
      [
        'a latitude of 91',
        { latitude: 91, longitude: 0 },
        'latitude',
        between('latitude', -90, 90),
      ],
      [
        'a longitude of 181',
        { latitude: 0, longitude: 181 },
        'longitude',
        between('longitude', -180, 180),
      ],
      [
        'a latitude as text',
        { latitude: '57', longitude: 0 },
        'latitude',
        'latitude must be a number',
      ],
      ['a latitude alone', { latitude: 57 }, 'longitude', 'longitude must be sent with latitude'],
      ['a longitude alone', { longitude: -3 }, 'latitude', 'latitude must be sent with longitude'],
      ['isPublic as "yes"', { isPublic: 'yes' }, 'isPublic', 'isPublic must be true or false'],
      ['isPublic of null', { isPublic: null }, 'isPublic', 'isPublic must be true or false'],
      ['a pace of 0.4', { paceKmh: 0.4 }, 'paceKmh', between('paceKmh', 0.5, 50)],
      ['a pace of 51', { paceKmh: 51 }, 'paceKmh', between('paceKmh', 0.5, 50)],
      ['a pace as text', { paceKmh: '5' }, 'paceKmh', 'paceKmh must be a number'],
      ['a climb of 49', { climbMPerHour: 49 }, 'climbMPerHour', between('climbMPerHour', 50, 3000)],
      [
        'a climb of 3001',
        { climbMPerHour: 3001 },
        'climbMPerHour',
        between('climbMPerHour', 50, 3000),
      ],
      [
        'food of -1 g',
        { foodPerDayGrams: -1 },
        'foodPerDayGrams',
        between('foodPerDayGrams', 0, 5000),
      ],
      [
        'food of 5001 g',
        { foodPerDayGrams: 5001 },
        'foodPerDayGrams',
        between('foodPerDayGrams', 0, 5000),
      ],
      [
        'food of 700.5 g',
        { foodPerDayGrams: 700.5 },
        'foodPerDayGrams',
        'foodPerDayGrams must be a whole number',
      ],
      [
        'water of 5.1 l/h',
        { waterLitresPerHour: 5.1 },
        'waterLitresPerHour',
        between('waterLitresPerHour', 0, 5),
      ],
      [
        'water of -0.1 l/h',
        { waterLitresPerHour: -0.1 },
        'waterLitresPerHour',
        between('waterLitresPerHour', 0, 5),
      ],
      [
        'packs as a number',
        { packs: 3 },
        'packs',
        [
          'packs must be a list',
          'each value in nested property packs must be either object or array',
        ],
      ],
      [
        'a field it does not know',
        { elevation: 978 },
        'elevation',
        'property elevation should not exist',
      ],
      [
        'day overrides on create',
        { dayOverrides: [] },
        'dayOverrides',
        'property dayOverrides should not exist',
      ],
    ])('on create: %s', async (_label, change, field, message) => {
      const response = await send<ErrorJson>(owner, 'POST', '', { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
    });

    it('takes the bounds of every figure', async () => {
      const low = await createTrip(app, owner.session, {
        paceKmh: 0.5,
        climbMPerHour: 50,
        foodPerDayGrams: 0,
        waterLitresPerHour: 0,
        latitude: -90,
        longitude: -180,
      });
      expect(low).toMatchObject({ paceKmh: 0.5, climbMPerHour: 50, foodPerDayGrams: 0 });
      expect(low).toMatchObject({ effectiveFoodPerDayGrams: 0, waterLitresPerHour: 0 });
      const high = await createTrip(app, owner.session, {
        paceKmh: 50,
        climbMPerHour: 3000,
        foodPerDayGrams: 5000,
        waterLitresPerHour: 5,
        latitude: 90,
        longitude: 180,
      });
      expect(high).toMatchObject({ paceKmh: 50, climbMPerHour: 3000, foodPerDayGrams: 5000 });
      expect(high).toMatchObject({ waterLitresPerHour: 5, latitude: 90, longitude: 180 });
    });

    it.each([
      [
        'a day of 0',
        [{ day: 0, foodGrams: 500 }],
        'dayOverrides.0.day',
        'day must be between 1 and 60',
      ],
      [
        'a day of 61',
        [{ day: 61, foodGrams: 500 }],
        'dayOverrides.0.day',
        'day must be between 1 and 60',
      ],
      ['a day of 1.5', [{ day: 1.5 }], 'dayOverrides.0.day', 'day must be a whole number'],
      [
        'food of 10,001 g',
        [{ day: 1, foodGrams: 10_001 }],
        'dayOverrides.0.foodGrams',
        'foodGrams must be between 0 and 10000',
      ],
      [
        'water of 51 l',
        [{ day: 2, waterLitres: 51 }],
        'dayOverrides.0.waterLitres',
        'waterLitres must be between 0 and 50',
      ],
      [
        'water as text',
        [{ day: 2, waterLitres: '2' }],
        'dayOverrides.0.waterLitres',
        'waterLitres must be a number',
      ],
      [
        'a day twice',
        [
          { day: 2, foodGrams: 100 },
          { day: 2, waterLitres: 1 },
        ],
        'dayOverrides',
        'dayOverrides must not name a day twice',
      ],
      [
        'a field it does not know',
        [{ day: 2, snacks: 3 }],
        'dayOverrides.0.snacks',
        'property snacks should not exist',
      ],
    ])('on update, day overrides with %s', async (_label, dayOverrides, field, message) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, { dayOverrides });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
    });

    it.each([
      ['a name of null', { name: null }, 'name'],
      ['a start date of null', { startDate: null }, 'startDate'],
      ['a pace of null', { paceKmh: null }, 'paceKmh'],
      ['a latitude of null with a longitude', { latitude: null, longitude: 3 }, 'latitude'],
      ['a longitude of null with a latitude', { latitude: 3, longitude: null }, 'longitude'],
      ['day overrides of null', { dayOverrides: null }, 'dayOverrides'],
    ])('on update: %s', async (_label, body, field) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PATCH', `/${trip.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.errors?.map((error) => error.field)).toContain(field);
      expect((await send(owner, 'GET', `/${trip.id}`)).body).toEqual(trip);
    });
  });

  it('changes only what a PATCH sends, and moves updatedAt', async () => {
    const trip = await createTrip(app, owner.session, { description: 'Kept', paceKmh: 4 });
    const response = await send(owner, 'PATCH', `/${trip.id}`, { name: 'Renamed', notes: 'New' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...trip,
      name: 'Renamed',
      notes: 'New',
      updatedAt: expect.any(String) as unknown,
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(trip.updatedAt));
  });

  it('sets, moves and clears the main position', async () => {
    const trip = await createTrip(app, owner.session);
    const set = await send(owner, 'PATCH', `/${trip.id}`, { latitude: 5e-324, longitude: -0.5 });
    expect(set.body).toMatchObject({ latitude: 5e-324, longitude: -0.5 });
    const cleared = await send(owner, 'PATCH', `/${trip.id}`, { latitude: null, longitude: null });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
  });

  it('saves the public flag and answers it in the trip and the list', async () => {
    const user = await createUser(app);
    const trip = await createTrip(app, user.session);
    expect(trip.isPublic).toBe(false);
    const shared = await requestJson<TripJson>(
      user.session,
      user.url(`/api/trips/${trip.id}`),
      'PATCH',
      { isPublic: true },
    );
    expect(shared.body.isPublic).toBe(true);
    const list = await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'));
    expect(list.body.map((row) => row.isPublic)).toEqual([true]);
    const closed = await requestJson<TripJson>(
      user.session,
      user.url(`/api/trips/${trip.id}`),
      'PATCH',
      { isPublic: false },
    );
    expect(closed.body.isPublic).toBe(false);
  });

  it('saves whether the public page hides the route’s ends, on create and PATCH', async () => {
    const user = await createUser(app);
    const trip = await createTrip(app, user.session, { hideRouteEnds: true });
    expect(trip.hideRouteEnds).toBe(true);
    const changed = await requestJson<TripJson>(
      user.session,
      user.url(`/api/trips/${trip.id}`),
      'PATCH',
      { hideRouteEnds: false },
    );
    expect(changed.body.hideRouteEnds).toBe(false);
    const list = await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'));
    expect(list.body.map((row) => row.hideRouteEnds)).toEqual([false]);
    for (const hideRouteEnds of ['yes', null]) {
      const bad = await requestJson<ErrorJson>(
        user.session,
        user.url(`/api/trips/${trip.id}`),
        'PATCH',
        { hideRouteEnds },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { field: 'hideRouteEnds', message: 'hideRouteEnds must be true or false' },
      ]);
    }
  });

  describe('food per day', () => {
    it('follows the account’s default until the trip has its own', async () => {
      const user = await createUser(app);
      const trip = await createTrip(app, user.session);
      expect(trip).toMatchObject({ foodPerDayGrams: null, effectiveFoodPerDayGrams: 700 });
      const account = await requestJson(user.session, user.url('/api/account'), 'PATCH', {
        foodPerDayGrams: 900,
      });
      expect(account.status).toBe(200);
      const read = () =>
        requestJson<TripJson>(user.session, user.url(`/api/trips/${trip.id}`)).then((r) => r.body);
      expect(await read()).toMatchObject({ foodPerDayGrams: null, effectiveFoodPerDayGrams: 900 });
      await requestJson(user.session, user.url(`/api/trips/${trip.id}`), 'PATCH', {
        foodPerDayGrams: 600,
      });
      expect(await read()).toMatchObject({ foodPerDayGrams: 600, effectiveFoodPerDayGrams: 600 });
      await requestJson(user.session, user.url(`/api/trips/${trip.id}`), 'PATCH', {
        foodPerDayGrams: null,
      });
      expect(await read()).toMatchObject({ foodPerDayGrams: null, effectiveFoodPerDayGrams: 900 });
    });
  });

  it('replaces the day overrides, by day, leaving out a day that overrides nothing', async () => {
    const trip = await createTrip(app, owner.session, { endDate: '2025-07-17' });
    const response = await send(owner, 'PATCH', `/${trip.id}`, {
      dayOverrides: [
        { day: 3, foodGrams: null, waterLitres: 4.5 },
        { day: 1, foodGrams: 1200 },
        { day: 2, foodGrams: null, waterLitres: null },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.dayOverrides).toEqual([
      { day: 1, foodGrams: 1200, waterLitres: null },
      { day: 3, foodGrams: null, waterLitres: 4.5 },
    ]);
    const replaced = await send(owner, 'PATCH', `/${trip.id}`, {
      dayOverrides: [{ day: 4, foodGrams: 0, waterLitres: 0 }],
    });
    expect(replaced.body.dayOverrides).toEqual([{ day: 4, foodGrams: 0, waterLitres: 0 }]);
    const none = await send(owner, 'PATCH', `/${trip.id}`, { dayOverrides: [] });
    expect(none.body.dayOverrides).toEqual([]);
  });

  describe('the list', () => {
    it('answers every trip of the user, the latest start first, in the summary shape', async () => {
      const user = await createUser(app);
      const names = ['Early', 'Late', 'Middle'];
      const dates = ['2025-03-01', '2025-09-01', '2025-06-01'];
      for (const [index, name] of names.entries()) {
        await createTrip(app, user.session, { name, startDate: dates[index] });
      }
      const { status, body } = await requestJson<TripSummaryJson[]>(
        user.session,
        user.url('/api/trips'),
      );
      expect(status).toBe(200);
      expect(body.map((trip) => trip.name)).toEqual(['Late', 'Middle', 'Early']);
      expect(Object.keys(body[0] ?? {}).sort()).toEqual(
        [
          'activity',
          'days',
          'distanceM',
          'endDate',
          'gainM',
          'hideRouteEnds',
          'id',
          'isPublic',
          'latitude',
          'longitude',
          'mainPack',
          'name',
          'preview',
          'previewSegmentStarts',
          'showActivities',
          'startDate',
          'updatedAt',
        ].sort(),
      );
      expect(body[0]).toMatchObject({
        days: 1,
        distanceM: 0,
        gainM: 0,
        mainPack: null,
        preview: [],
        previewSegmentStarts: [],
      });
    });

    it('answers an empty list to a user without trips', async () => {
      const user = await createUser(app);
      expect((await requestJson(user.session, user.url('/api/trips'))).body).toEqual([]);
    });
  });

  it('deletes a trip: 204, then 404', async () => {
    const trip = await createTrip(app, owner.session);
    const response = await owner.session.fetch(owner.url(`/api/trips/${trip.id}`), {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    const again = await send<ErrorJson>(owner, 'GET', `/${trip.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'TRIP_NOT_FOUND', message: 'Trip not found' });
  });

  describe('another user’s trip', () => {
    let theirs: TripJson;
    beforeAll(async () => {
      theirs = await createTrip(app, stranger.session, { name: 'Their secret loop' });
    });

    it.each([
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Mine now' }],
      ['PATCH', '', { isPublic: true }],
      ['DELETE', '', undefined],
      ['PUT', '/packs', { packs: [] }],
      ['PUT', '/route', { points: [] }],
      ['POST', '/waypoints', { name: 'Camp', latitude: 1, longitude: 1 }],
    ])('answers 404 to %s /api/trips/:id%s and changes nothing', async (method, path, body) => {
      const response = await send<ErrorJson>(owner, method, `/${theirs.id}${path}`, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'TRIP_NOT_FOUND' });
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body).toEqual(theirs);
    });

    it('is not in the list', async () => {
      const { body } = await send<TripSummaryJson[]>(owner, 'GET');
      expect(body.map((trip) => trip.id)).not.toContain(theirs.id);
    });
  });

  it('answers 404 to a trip that does not exist and 400 to an id that is not a uuid', async () => {
    expect((await send(owner, 'GET', `/${randomUUID()}`)).status).toBe(404);
    const malformed = await send<ErrorJson>(owner, 'GET', '/not-a-uuid');
    expect(malformed.status).toBe(400);
  });

  it('goes with its owner: deleting the user deletes the trip and its parts', async () => {
    const user = await createUser(app);
    const trip = await createTrip(app, user.session);
    await requestJson(user.session, user.url(`/api/trips/${trip.id}/waypoints`), 'POST', {
      name: 'Camp',
      latitude: 1,
      longitude: 1,
    });
    const db = app.app.get(DataSource);
    await db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const [left] = await db.query<{ trips: number; waypoints: number }[]>(
      `SELECT (SELECT count(*)::int FROM trips WHERE owner_id = $1) AS trips,
              (SELECT count(*)::int FROM trip_waypoints WHERE owner_id = $1) AS waypoints`,
      [user.id],
    );
    expect(left).toEqual({ trips: 0, waypoints: 0 });
  });
});
