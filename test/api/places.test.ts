import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLACES, NAME_MAX_LENGTH, PLACE_NOTE_MAX_LENGTH } from '@server/domain/limits.js';
import { MARKER_ICONS } from '@server/domain/map-markers.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { createPlace, createUser, insertPlaces, type PlaceJson } from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

interface ErrorJson {
  statusCode: number;
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

const ICONS_MESSAGE = `icon must be one of ${MARKER_ICONS.join(', ')}`;

/** What a refused body answers: a 400 naming each field with its reason (or reasons). */
const refused = (...errors: [field: string, message: string | string[]][]) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  errors: errors.flatMap(([field, messages]) =>
    [messages].flat().map((message) => ({ field, message })),
  ),
});

describe('the places API', () => {
  const { app, owner, stranger } = setupApi();

  const send = sendUnder<PlaceJson>('/api/places');

  /** The body sent as text, for what JSON.stringify cannot write (1e999, NaN). */
  const postRaw = async (user: User, text: string) => {
    const response = await user.session.fetch(user.url('/api/places'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: text,
    });
    return { status: response.status, body: (await response.json()) as ErrorJson };
  };

  it('saves a place and reads it back: name trimmed, colour in lower case, position exact', async () => {
    const response = await send(owner, 'POST', '', {
      name: '  Esk Hause shelter ',
      note: 'Cross-shaped wall: sit on the lee side.',
      latitude: 54.46561234567891,
      longitude: -3.198123456789012,
      color: '#2F855A',
      icon: 'hut',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Esk Hause shelter',
      note: 'Cross-shaped wall: sit on the lee side.',
      latitude: 54.46561234567891,
      longitude: -3.198123456789012,
      color: '#2f855a',
      icon: 'hut',
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    expect((await send(owner, 'GET', `/${response.body.id}`)).body).toEqual(response.body);
  });

  it('gives a place without colour, icon or note the defaults', async () => {
    const response = await send(owner, 'POST', '', { name: 'Car', latitude: 54, longitude: -3 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ note: '', color: '#e53e3e', icon: 'generic' });
  });

  it.each(MARKER_ICONS)('takes the icon %s', async (icon) => {
    const place = await createPlace(app, owner.session, { icon });
    expect((await send(owner, 'GET', `/${place.id}`)).body.icon).toBe(icon);
  });

  it.each([
    ['the north pole', 90, 0],
    ['the south pole', -90, 0],
    ['the antimeridian from the east', 0, 180],
    ['the antimeridian from the west', 0, -180],
    ['null island', 0, 0],
    ['the smallest double', 5e-324, -5e-324],
  ])('takes a position at %s', async (_where, latitude, longitude) => {
    const place = await createPlace(app, owner.session, { latitude, longitude });
    const { body } = await send(owner, 'GET', `/${place.id}`);
    expect([body.latitude, body.longitude]).toEqual([latitude, longitude]);
  });

  it('takes a name of the longest length and a note of the longest length', async () => {
    const name = 'n'.repeat(NAME_MAX_LENGTH);
    const note = 'ñ'.repeat(PLACE_NOTE_MAX_LENGTH);
    const place = await createPlace(app, owner.session, { name, note });
    expect(place).toMatchObject({ name, note });
  });

  describe('refuses a bad body with 400, the field and the reason', () => {
    const valid = { name: 'Tarn', latitude: 54.5, longitude: -3.1 };

    it.each([
      ['a latitude of 91', { latitude: 91 }, 'latitude', 'latitude must be between -90 and 90'],
      [
        'a latitude just below -90',
        { latitude: -90.000001 },
        'latitude',
        'latitude must be between -90 and 90',
      ],
      [
        'a longitude of -181',
        { longitude: -181 },
        'longitude',
        'longitude must be between -180 and 180',
      ],
      [
        'a longitude of 180.5 (not wrapped)',
        { longitude: 180.5 },
        'longitude',
        'longitude must be between -180 and 180',
      ],
      ['a latitude as a string', { latitude: '54.5' }, 'latitude', 'latitude must be a number'],
      ['a longitude of "NaN"', { longitude: 'NaN' }, 'longitude', 'longitude must be a number'],
      ['a latitude of null', { latitude: null }, 'latitude', 'latitude must be a number'],
      ['no latitude', { latitude: undefined }, 'latitude', 'latitude must be a number'],
      ['a longitude as an array', { longitude: [-3] }, 'longitude', 'longitude must be a number'],
      ['the colour "red"', { color: 'red' }, 'color', 'color must be a hex colour like #3b82f6'],
      ['a short colour', { color: '#fff' }, 'color', 'color must be a hex colour like #3b82f6'],
      [
        'a colour with alpha',
        { color: '#3b82f6ff' },
        'color',
        'color must be a hex colour like #3b82f6',
      ],
      ['a colour of null', { color: null }, 'color', 'color must be a hex colour like #3b82f6'],
      ['the icon "castle"', { icon: 'castle' }, 'icon', ICONS_MESSAGE],
      ['an icon in capitals', { icon: 'CAMP' }, 'icon', ICONS_MESSAGE],
      ['an icon of null', { icon: null }, 'icon', ICONS_MESSAGE],
      ['an empty name', { name: '' }, 'name', 'name must be longer than or equal to 1 characters'],
      [
        'a name of spaces',
        { name: '   ' },
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
        'a note too long',
        { note: 'n'.repeat(PLACE_NOTE_MAX_LENGTH + 1) },
        'note',
        `note must be shorter than or equal to ${PLACE_NOTE_MAX_LENGTH} characters`,
      ],
      [
        'a note of null',
        { note: null },
        'note',
        [
          'note must be a string',
          `note must be shorter than or equal to ${PLACE_NOTE_MAX_LENGTH} characters`,
        ],
      ],
      [
        'a NUL character in the name',
        { name: 'Tarn\u0000' },
        'name',
        'name must not contain NUL characters (\\u0000)',
      ],
      [
        'a NUL character in the note',
        { note: '\u0000' },
        'note',
        'note must not contain NUL characters (\\u0000)',
      ],
      [
        'a field it does not know',
        { elevation: 978 },
        'elevation',
        'property elevation should not exist',
      ],
    ])('on create: %s', async (_label, change, field, message) => {
      const response = await send<ErrorJson>(owner, 'POST', '', { ...valid, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
    });

    it('on create: no name', async () => {
      const response = await send<ErrorJson>(owner, 'POST', '', { latitude: 1, longitude: 1 });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(
        refused([
          'name',
          ['name must be a string', 'name must be longer than or equal to 1 characters'],
        ]),
      );
    });

    it('on create: every bad field at once, each with its reason', async () => {
      const response = await send<ErrorJson>(owner, 'POST', '', {
        name: 'Tarn',
        latitude: 91,
        longitude: -181,
        color: 'red',
        icon: 'castle',
      });
      expect(response.body).toMatchObject(
        refused(
          ['latitude', 'latitude must be between -90 and 90'],
          ['longitude', 'longitude must be between -180 and 180'],
          ['color', 'color must be a hex colour like #3b82f6'],
          ['icon', ICONS_MESSAGE],
        ),
      );
    });

    it.each([
      [
        'an infinite latitude (1e999)',
        '{"name":"Tarn","latitude":1e999,"longitude":0}',
        'latitude',
      ],
      [
        'an infinite longitude (-1e999)',
        '{"name":"Tarn","latitude":0,"longitude":-1e999}',
        'longitude',
      ],
    ])('on create: %s', async (_label, text, field) => {
      const response = await postRaw(owner, text);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, `${field} must be a number`]));
    });

    it('on create: NaN, which is not JSON', async () => {
      const response = await postRaw(owner, '{"name":"Tarn","latitude":NaN,"longitude":0}');
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
    });

    it.each([
      ['a latitude of 91', { latitude: 91 }, 'latitude', 'latitude must be between -90 and 90'],
      [
        'a longitude of -181',
        { longitude: -181 },
        'longitude',
        'longitude must be between -180 and 180',
      ],
      ['a latitude of null', { latitude: null }, 'latitude', 'latitude must be a number'],
      ['a longitude as a string', { longitude: '-3' }, 'longitude', 'longitude must be a number'],
      ['the colour "red"', { color: 'red' }, 'color', 'color must be a hex colour like #3b82f6'],
      ['the icon "castle"', { icon: 'castle' }, 'icon', ICONS_MESSAGE],
      ['an empty name', { name: '' }, 'name', 'name must be longer than or equal to 1 characters'],
      [
        'a name of null',
        { name: null },
        'name',
        ['name must be a string', 'name must be longer than or equal to 1 characters'],
      ],
      [
        'a NUL character in the name',
        { name: '\u0000' },
        'name',
        'name must not contain NUL characters (\\u0000)',
      ],
    ])('on update, changing nothing: %s', async (_label, change, field, message) => {
      const place = await createPlace(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PATCH', `/${place.id}`, change);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
      expect((await send(owner, 'GET', `/${place.id}`)).body).toEqual(place);
    });
  });

  it('changes only what an update sends: a drag sends the position alone', async () => {
    const place = await createPlace(app, owner.session, {
      name: 'Camp',
      note: 'Flat grass',
      color: '#3182ce',
      icon: 'camp',
    });
    const moved = await send(owner, 'PATCH', `/${place.id}`, {
      latitude: -45.0312,
      longitude: 170.1234,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      ...place,
      latitude: -45.0312,
      longitude: 170.1234,
      updatedAt: expect.any(String) as unknown,
    });
    expect(Date.parse(moved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(place.updatedAt));

    const edited = await send(owner, 'PATCH', `/${place.id}`, {
      name: ' Camp two ',
      note: '',
      color: '#D53F8C',
      icon: 'water',
    });
    expect(edited.body).toMatchObject({
      name: 'Camp two',
      note: '',
      color: '#d53f8c',
      icon: 'water',
      latitude: -45.0312,
      longitude: 170.1234,
    });
    expect((await send(owner, 'GET', `/${place.id}`)).body).toEqual(edited.body);
  });

  it('answers an empty update with the place as it is', async () => {
    const place = await createPlace(app, owner.session);
    const response = await send(owner, 'PATCH', `/${place.id}`, {});
    expect(response.status).toBe(200);
    expect(response.body).toEqual(place);
  });

  it('deletes a place: 204, then 404', async () => {
    const place = await createPlace(app, owner.session);
    const response = await send(owner, 'DELETE', `/${place.id}`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect((await send(owner, 'GET', `/${place.id}`)).status).toBe(404);
    expect((await send(owner, 'DELETE', `/${place.id}`)).status).toBe(404);
  });

  it('lists only the user’s own places, by name in any case', async () => {
    const user = await createUser(app);
    const names = ['beta tarn', 'Alpha hut', 'Gamma col'];
    for (const name of names) await createPlace(app, user.session, { name });
    await createPlace(app, stranger.session, { name: 'Aaa theirs' });
    const { status, body } = await send<PlaceJson[]>(user, 'GET');
    expect(status).toBe(200);
    expect(body.map((place) => place.name)).toEqual(['Alpha hut', 'beta tarn', 'Gamma col']);
  });

  it('lists in the same number of queries for one place and for 300', async () => {
    const user = await createUser(app);
    const counter = countQueries(app.app.get(DataSource));
    try {
      const listAll = async () => {
        const response = await send<PlaceJson[]>(user, 'GET');
        return response.body.length;
      };
      await insertPlaces(app, user.id, 1);
      const forOne = await counter.during(listAll);
      await insertPlaces(app, user.id, 299);
      const forMany = await counter.during(listAll);
      expect((await send<PlaceJson[]>(user, 'GET')).body).toHaveLength(300);
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
      expect(forMany).toBeLessThanOrEqual(2);
    } finally {
      counter.restore();
    }
  });

  describe('another user’s place', () => {
    let theirs: PlaceJson;
    beforeAll(async () => {
      theirs = await createPlace(app, stranger.session, { name: 'Their secret spring' });
    });

    it.each([
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['PATCH', { latitude: 1 }],
      ['DELETE', undefined],
    ])('answers 404 to %s /api/places/:id %j and changes nothing', async (method, body) => {
      const response = await send<ErrorJson>(owner, method, `/${theirs.id}`, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'PLACE_NOT_FOUND' });
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body).toEqual(theirs);
    });

    it('is not in my list', async () => {
      const { body } = await send<PlaceJson[]>(owner, 'GET');
      expect(body.map((place) => place.id)).not.toContain(theirs.id);
    });
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'x' }],
    ['DELETE', undefined],
  ])('answers 404 to %s of a place that does not exist', async (method, body) => {
    const response = await send<ErrorJson>(owner, method, `/${randomUUID()}`, body);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('PLACE_NOT_FOUND');
  });

  it.each(['GET', 'PATCH', 'DELETE'])('answers 400 to %s of a malformed id', async (method) => {
    const body = method === 'PATCH' ? {} : undefined;
    expect((await send(owner, method, '/not-a-uuid', body)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${app.baseUrl}/api/places`);
    expect(response.status).toBe(401);
  });

  describe(`at most ${MAX_PLACES} places per user`, () => {
    it('refuses one more with 409 PLACES_FULL, and takes one again after a delete', async () => {
      const user = await createUser(app);
      const ids = await insertPlaces(app, user.id, MAX_PLACES - 1);
      const last = await send(user, 'POST', '', { name: 'Last one', latitude: 1, longitude: 1 });
      expect(last.status).toBe(201);

      const over = await send<ErrorJson>(user, 'POST', '', {
        name: 'One too many',
        latitude: 1,
        longitude: 1,
      });
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({
        code: 'PLACES_FULL',
        message: `You can save at most ${MAX_PLACES.toLocaleString('en')} places: delete one to add another`,
      });
      expect((await send<PlaceJson[]>(user, 'GET')).body).toHaveLength(MAX_PLACES);

      // Another user is not held by this one's count.
      expect(
        (await send(stranger, 'POST', '', { name: 'x', latitude: 0, longitude: 0 })).status,
      ).toBe(201);

      expect((await send(user, 'DELETE', `/${ids[0]}`)).status).toBe(204);
      const again = await send(user, 'POST', '', { name: 'Again', latitude: 1, longitude: 1 });
      expect(again.status).toBe(201);
    });

    it('lets only one of several places sent at once take the last free slot', async () => {
      const user = await createUser(app);
      await insertPlaces(app, user.id, MAX_PLACES - 1);
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          send<ErrorJson>(user, 'POST', '', { name: `Race ${n}`, latitude: 0, longitude: n }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      expect((await send<PlaceJson[]>(user, 'GET')).body).toHaveLength(MAX_PLACES);
    });
  });

  it('deletes a user’s places with their account', async () => {
    const user = await createUser(app);
    await createPlace(app, user.session);
    await createPlace(app, user.session);
    const countOf = async () =>
      (
        await app.app
          .get(DataSource)
          .query<{ count: number }[]>(
            'SELECT COUNT(*)::int AS count FROM places WHERE owner_id = $1',
            [user.id],
          )
      )[0]?.count;
    expect(await countOf()).toBe(2);
    const { body: account } = await sendUnder<{ email: string }>('/api/account')(user, 'GET');
    const deleted = await sendUnder('/api/account/delete')(user, 'POST', '', {
      confirmation: account.email,
    });
    expect(deleted.status).toBe(204);
    expect(await countOf()).toBe(0);
  });
});
