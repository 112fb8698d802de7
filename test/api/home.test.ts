import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '@client/lib/api/schema.js';
import { send, setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createItem,
  createPack,
  createTrip,
  createUser,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

type HomeJson = ApiSchema<'HomeDto'>;

const ZONE = 'Europe/London';

/** A day `days` from today in London, as the API writes days. */
function londonDay(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

const home = async (user: User, zone = ZONE) => {
  const response = await send<HomeJson>(
    user,
    'GET',
    `/api/home?timeZone=${encodeURIComponent(zone)}`,
  );
  expect(response.status).toBe(200);
  return response.body;
};

describe('the home screen’s read', () => {
  const { app, owner, stranger } = setupApi();

  it('gives a new user nothing yet, and says what they have not done', async () => {
    const fresh = await home(stranger);
    expect(fresh).toMatchObject({
      today: londonDay(0),
      nextTrip: null,
      recentPacks: [],
      library: { items: 0, totalMg: 0, notInPack: 0 },
      heaviest: [],
      activities: [],
      month: { count: 0, distanceM: 0, movingS: 0, gainM: null },
      started: { gear: false, pack: false, trip: false, tracker: false },
    });
  });

  it('says something true about the library, the packs, the next trip and the month', async () => {
    const tent = await createItem(app, owner.session, { name: 'Tent', weightMg: 900_000 });
    const quilt = await createItem(app, owner.session, { name: 'Quilt', weightMg: 600_000 });
    await createItem(app, owner.session, {
      name: 'Spare stakes',
      // As text, "80000" would sort between the other two.
      weightMg: 80_000,
      quantityOwned: 4,
    });
    await createItem(app, owner.session, { name: 'Old stove', weightMg: 2_000_000, retired: true });
    const sleep = await createBundle(app, owner.session, { name: 'Sleep' });
    await addToBundle(app, owner.session, sleep.id, quilt.id);
    const summer = await createPack(app, owner.session, { name: 'Summer' });
    await addLine(app, owner.session, summer.id, { gearItemId: tent.id });
    await addLine(app, owner.session, summer.id, { bundleId: sleep.id });
    const winter = await createPack(app, owner.session, { name: 'Winter' });

    await createTrip(app, owner.session, {
      name: 'Last week',
      startDate: londonDay(-9),
      endDate: londonDay(-7),
    });
    const next = await createTrip(app, owner.session, {
      name: 'Cairngorms',
      startDate: londonDay(12),
      endDate: londonDay(14),
    });
    await createTrip(app, owner.session, { name: 'Later', startDate: londonDay(40) });
    const packs = await send(owner, 'PUT', `/api/trips/${next.id}/packs`, {
      packs: [{ packId: summer.id, isMain: true }],
    });
    expect(packs.status).toBe(200);

    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
    for (const [name, start, distanceM] of [
      ['Month start', thisMonth, 5_000],
      ['Last month', lastMonth, 9_000],
    ] as const) {
      const created = await send(owner, 'POST', '/api/activities', {
        name,
        category: 'run',
        startTime: start.toISOString(),
        timeZone: 'UTC',
        distanceM,
        movingS: 1_800,
        elapsedS: 1_900,
        gainM: 50,
      });
      expect(created.status).toBe(201);
    }

    const seen = await home(owner);
    // Retired gear is left out; a quantity counts in the weight; the stakes are in no pack
    // (the quilt is, through its bundle).
    expect(seen.library).toEqual({ items: 3, totalMg: 1_820_000, notInPack: 1 });
    expect(seen.heaviest.map((item) => item.name)).toEqual(['Tent', 'Quilt', 'Spare stakes']);
    expect(seen.recentPacks.map((pack) => pack.name)).toEqual(['Winter', 'Summer']);
    expect(seen.recentPacks[1]?.totals.baseMg).toBe(1_500_000);
    expect(seen.nextTrip).toMatchObject({
      id: next.id,
      name: 'Cairngorms',
      startDate: londonDay(12),
      mainPack: { id: summer.id, totals: { baseMg: 1_500_000 } },
    });
    expect(seen.activities.map((activity) => activity.name)).toEqual(['Month start', 'Last month']);
    expect(seen.month).toEqual({ count: 1, distanceM: 5_000, movingS: 1_800, gainM: 50 });
    expect(seen.started).toEqual({ gear: true, pack: true, trip: true, tracker: false });
    expect(winter.id).not.toBe(summer.id);

    // Nothing of the owner's reaches the stranger.
    expect((await home(stranger)).library.items).toBe(0);
  });

  it('takes a trip under way as the next one', async () => {
    const user = await createUser(app);
    await createTrip(app, user.session, {
      name: 'Under way',
      startDate: londonDay(-1),
      endDate: londonDay(1),
    });
    await createTrip(app, user.session, { name: 'Soon', startDate: londonDay(3) });
    expect((await home(user)).nextTrip?.name).toBe('Under way');
  });

  it('refuses a missing or unknown time zone by name', async () => {
    for (const query of ['', '?timeZone=Mars%2FOlympus']) {
      const response = await send<{ errors: { field: string }[] }>(
        owner,
        'GET',
        `/api/home${query}`,
      );
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error) => error.field)).toEqual(['timeZone']);
    }
  });

  it('asks the same number of statements whatever the library holds', async () => {
    const user = await createUser(app);
    const counter = countQueries(app.app.get(DataSource));
    try {
      const forNothing = await counter.during(() => home(user));
      for (let index = 0; index < 6; index += 1) {
        const item = await createItem(app, user.session, { name: `Item ${index}` });
        const pack = await createPack(app, user.session, { name: `Pack ${index}` });
        await addLine(app, user.session, pack.id, { gearItemId: item.id });
      }
      const trip = await createTrip(app, user.session, { startDate: londonDay(2) });
      const packs = (await home(user)).recentPacks;
      await send(user, 'PUT', `/api/trips/${trip.id}/packs`, {
        packs: [{ packId: packs[0]?.id, isMain: true }],
      });
      const forMany = await counter.during(() => home(user));
      expect(forNothing).toBeGreaterThan(0);
      expect(forMany).toBeLessThanOrEqual(4);
      expect(forMany).toBeGreaterThanOrEqual(forNothing);
    } finally {
      counter.restore();
    }
  });
});
