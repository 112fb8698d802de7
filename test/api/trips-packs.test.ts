import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRIP_PACKS } from '@server/domain/trip-limits.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addTripWaypoint,
  createItem,
  createPack,
  createTrip,
  createUser,
  insertItems,
  insertPackLines,
  putTripRoute,
  requestJson,
  type PackJson,
  type PackSummaryJson,
  type TripJson,
  type TripSummaryJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { insertTripWaypoints, refused, type ErrorJson } from './trips.helpers.js';

describe('the packs a trip takes', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<TripJson>('/api/trips');

  /** A pack of a 1,200 g tent, 200 g of food (consumable) and 300 g of clothes worn. */
  const packWithGear = async (user: User, name: string): Promise<PackJson> => {
    const pack = await createPack(app, user.session, { name });
    const tent = await createItem(app, user.session, { weightMg: 1_200_000 });
    const food = await createItem(app, user.session, { weightMg: 200_000 });
    const clothes = await createItem(app, user.session, { weightMg: 300_000 });
    await addLine(app, user.session, pack.id, { gearItemId: tent.id });
    await addLine(app, user.session, pack.id, { gearItemId: food.id, consumable: true });
    await addLine(app, user.session, pack.id, { gearItemId: clothes.id, worn: true });
    return pack;
  };

  const packsList = async (user: User) =>
    new Map(
      (await requestJson<PackSummaryJson[]>(user.session, user.url('/api/packs'))).body.map(
        (pack) => [pack.id, pack],
      ),
    );

  let heavy: PackJson;
  let light: PackJson;
  beforeAll(async () => {
    heavy = await packWithGear(owner, 'Heavy');
    light = await createPack(app, owner.session, { name: 'Light' });
  });

  it('takes packs on create and answers them main first, with the packs list’s totals', async () => {
    const trip = await createTrip(app, owner.session, {
      packs: [
        { packId: light.id, isMain: false },
        { packId: heavy.id, isMain: true },
      ],
    });
    const totals = await packsList(owner);
    expect(trip.packs).toEqual([
      { id: heavy.id, name: 'Heavy', isMain: true, totals: totals.get(heavy.id)?.totals },
      { id: light.id, name: 'Light', isMain: false, totals: totals.get(light.id)?.totals },
    ]);
    expect(trip.packs[0]?.totals).toMatchObject({
      totalMg: 1_700_000,
      baseMg: 1_200_000,
      wornMg: 300_000,
      consumableMg: 200_000,
      packWeightMg: 1_400_000,
    });
    expect(trip.mainPack).toEqual({
      id: heavy.id,
      name: 'Heavy',
      baseMg: 1_200_000,
      totalMg: 1_700_000,
      packWeightMg: 1_400_000,
    });
  });

  it('replaces the packs with PUT, in the order sent after the main one', async () => {
    const third = await createPack(app, owner.session, { name: 'Third' });
    const trip = await createTrip(app, owner.session, {
      packs: [{ packId: heavy.id, isMain: true }],
    });
    const response = await send(owner, 'PUT', `/${trip.id}/packs`, {
      packs: [
        { packId: third.id, isMain: false },
        { packId: heavy.id, isMain: false },
        { packId: light.id, isMain: true },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.packs.map((pack) => [pack.name, pack.isMain])).toEqual([
      ['Light', true],
      ['Third', false],
      ['Heavy', false],
    ]);
    expect(response.body.mainPack?.id).toBe(light.id);
    const emptied = await send(owner, 'PUT', `/${trip.id}/packs`, { packs: [] });
    expect(emptied.body).toMatchObject({ packs: [], mainPack: null });
  });

  it('takes pack ids in capitals', async () => {
    const trip = await createTrip(app, owner.session, {
      packs: [{ packId: heavy.id.toUpperCase(), isMain: true }],
    });
    expect(trip.packs.map((pack) => pack.id)).toEqual([heavy.id]);
  });

  it('replaces the packs on PATCH too', async () => {
    const trip = await createTrip(app, owner.session);
    const response = await send(owner, 'PATCH', `/${trip.id}`, {
      packs: [{ packId: light.id, isMain: true }],
    });
    expect(response.body.packs.map((pack) => pack.id)).toEqual([light.id]);
  });

  describe('refuses a bad list with 400 on packs', () => {
    it.each([
      [
        'no main pack',
        () => [
          { packId: heavy.id, isMain: false },
          { packId: light.id, isMain: false },
        ],
        'packs',
        'packs must have exactly one main pack',
      ],
      [
        'two main packs',
        () => [
          { packId: heavy.id, isMain: true },
          { packId: light.id, isMain: true },
        ],
        'packs',
        'packs must have exactly one main pack',
      ],
      [
        'a pack twice',
        () => [
          { packId: heavy.id, isMain: true },
          { packId: heavy.id.toUpperCase(), isMain: false },
        ],
        'packs',
        'packs must not name a pack twice',
      ],
      [
        `${MAX_TRIP_PACKS + 1} packs`,
        () =>
          Array.from({ length: MAX_TRIP_PACKS + 1 }, (_, i) => ({
            packId: randomUUID(),
            isMain: i === 0,
          })),
        'packs',
        `packs must hold at most ${MAX_TRIP_PACKS} packs`,
      ],
      [
        'an id that is not a uuid',
        () => [{ packId: 'heavy', isMain: true }],
        'packs.0.packId',
        'packId must be a pack’s id',
      ],
      [
        'isMain as text',
        () => [{ packId: heavy.id, isMain: 'true' }],
        'packs.0.isMain',
        'isMain must be true or false',
      ],
      [
        'a field it does not know',
        () => [{ packId: heavy.id, isMain: true, weight: 3 }],
        'packs.0.weight',
        'property weight should not exist',
      ],
    ])('%s', async (_label, packs, field, message) => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/packs`, {
        packs: packs(),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
      expect((await send(owner, 'GET', `/${trip.id}`)).body.packs).toEqual([]);
    });

    it('a body without packs', async () => {
      const trip = await createTrip(app, owner.session);
      const response = await send<ErrorJson>(owner, 'PUT', `/${trip.id}/packs`, {});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused(['packs', 'packs must be a list']));
    });
  });

  it(`takes ${MAX_TRIP_PACKS} packs`, async () => {
    const user = await createUser(app);
    const packs = [];
    for (let i = 0; i < MAX_TRIP_PACKS; i += 1) {
      packs.push(await createPack(app, user.session, { name: `Pack ${i}` }));
    }
    const trip = await createTrip(app, user.session, {
      packs: packs.map((pack, i) => ({ packId: pack.id, isMain: i === 5 })),
    });
    expect(trip.packs).toHaveLength(MAX_TRIP_PACKS);
    expect(trip.packs[0]?.id).toBe(packs[5]?.id);
  });

  it.each([
    ['another user’s pack', () => theirs.id],
    ['a pack that does not exist', () => randomUUID()],
  ])('refuses %s with 400 "No such pack" and keeps the list', async (_label, packId) => {
    const trip = await createTrip(app, owner.session, {
      packs: [{ packId: light.id, isMain: true }],
    });
    for (const [method, path, body] of [
      ['PUT', `/${trip.id}/packs`, { packs: [{ packId: packId(), isMain: true }] }],
      [
        'PATCH',
        `/${trip.id}`,
        {
          packs: [
            { packId: light.id, isMain: true },
            { packId: packId(), isMain: false },
          ],
        },
      ],
    ] as const) {
      const response = await send<ErrorJson>(owner, method, path, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused(['packs', 'No such pack']));
    }
    const created = await send<ErrorJson>(owner, 'POST', '', {
      name: 'Borrowed',
      startDate: '2025-07-14',
      packs: [{ packId: packId(), isMain: true }],
    });
    expect(created.body).toMatchObject(refused(['packs', 'No such pack']));
    expect((await send(owner, 'GET', `/${trip.id}`)).body.packs.map((p) => p.id)).toEqual([
      light.id,
    ]);
  });

  let theirs: PackJson;
  beforeAll(async () => {
    theirs = await createPack(app, stranger.session, { name: 'Not yours' });
  });

  describe('a pack deleted after being added', () => {
    const deletePack = async (user: User, id: string) => {
      const response = await user.session.fetch(user.url(`/api/packs/${id}`), {
        method: 'DELETE',
      });
      expect(response.status).toBe(204);
    };

    it('leaves the trip; when it was the main one, the next pack becomes main', async () => {
      const user = await createUser(app);
      const [first, second, third] = [
        await packWithGear(user, 'First'),
        await createPack(app, user.session, { name: 'Second' }),
        await createPack(app, user.session, { name: 'Third' }),
      ];
      const trip = await createTrip(app, user.session, {
        packs: [
          { packId: second.id, isMain: false },
          { packId: first.id, isMain: true },
          { packId: third.id, isMain: false },
        ],
      });
      const read = async () =>
        (await requestJson<TripJson>(user.session, user.url(`/api/trips/${trip.id}`))).body;
      const list = async () =>
        (await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'))).body;

      await deletePack(user, third.id);
      expect((await read()).packs.map((p) => [p.name, p.isMain])).toEqual([
        ['First', true],
        ['Second', false],
      ]);
      await deletePack(user, first.id);
      const afterMain = await read();
      expect(afterMain.packs.map((p) => [p.name, p.isMain])).toEqual([['Second', true]]);
      expect(afterMain.mainPack).toMatchObject({ id: second.id, name: 'Second', totalMg: 0 });
      expect((await list())[0]?.mainPack?.id).toBe(second.id);
      await deletePack(user, second.id);
      expect(await read()).toMatchObject({ packs: [], mainPack: null });
      expect((await list())[0]?.mainPack).toBeNull();
    });
  });

  describe('the list', () => {
    it('shows each trip’s main pack with its weights', async () => {
      const user = await createUser(app);
      const pack = await packWithGear(user, 'Main');
      const other = await packWithGear(user, 'Other');
      await createTrip(app, user.session, {
        name: 'With packs',
        startDate: '2025-08-01',
        packs: [
          { packId: other.id, isMain: false },
          { packId: pack.id, isMain: true },
        ],
      });
      await createTrip(app, user.session, { name: 'Without', startDate: '2025-07-01' });
      const { body } = await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'));
      expect(body.map((trip) => [trip.name, trip.mainPack])).toEqual([
        [
          'With packs',
          {
            id: pack.id,
            name: 'Main',
            baseMg: 1_200_000,
            totalMg: 1_700_000,
            packWeightMg: 1_400_000,
          },
        ],
        ['Without', null],
      ]);
    });

    it('is read in the same number of queries for one trip and for thirty', async () => {
      const user = await createUser(app);
      const counter = countQueries(app.app.get(DataSource));
      const makeTrip = async (i: number) => {
        const pack = await createPack(app, user.session, { name: `Pack ${i}` });
        await insertPackLines(app, user.id, pack.id, await insertItems(app, user.id, 3));
        const trip = await createTrip(app, user.session, {
          packs: [{ packId: pack.id, isMain: true }],
        });
        await putTripRoute(app, user.session, trip.id, [
          [54, -3, 100],
          [54.01, -3, 150],
        ]);
      };
      try {
        const listAll = async () =>
          (await requestJson<TripSummaryJson[]>(user.session, user.url('/api/trips'))).body.length;
        await makeTrip(0);
        const forOne = await counter.during(listAll);
        for (let i = 1; i < 30; i += 1) await makeTrip(i);
        const forMany = await counter.during(listAll);
        expect(await listAll()).toBe(30);
        expect(forOne).toBeGreaterThan(0);
        expect(forMany).toBe(forOne);
      } finally {
        counter.restore();
      }
    });
  });

  it('reads a trip in the same number of queries however many packs and waypoints', async () => {
    const user = await createUser(app);
    const counter = countQueries(app.app.get(DataSource));
    try {
      const small = await createTrip(app, user.session, {
        packs: [{ packId: (await createPack(app, user.session)).id, isMain: true }],
      });
      await addTripWaypoint(app, user.session, small.id);
      const packs = [];
      for (let i = 0; i < 6; i += 1) {
        const pack = await createPack(app, user.session);
        await insertPackLines(app, user.id, pack.id, await insertItems(app, user.id, 5));
        packs.push(pack);
      }
      const big = await createTrip(app, user.session, {
        packs: packs.map((pack, i) => ({ packId: pack.id, isMain: i === 0 })),
      });
      await insertTripWaypoints(app, user.id, big.id, 200);
      await putTripRoute(app, user.session, big.id, [
        [54, -3, 100],
        [54.01, -3, 150],
        [54.02, -3, 120],
      ]);
      const read = (id: string) => () =>
        requestJson<TripJson>(user.session, user.url(`/api/trips/${id}`));
      const forSmall = await counter.during(read(small.id));
      const forBig = await counter.during(read(big.id));
      expect((await read(big.id)()).body.waypoints).toHaveLength(200);
      expect(forSmall).toBeGreaterThan(0);
      expect(forBig).toBe(forSmall);
      expect(forBig).toBeLessThanOrEqual(8);
    } finally {
      counter.restore();
    }
  });
});
