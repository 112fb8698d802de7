import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { send, setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createUser,
  insertItems,
  insertPackLines,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

type Mileage = ApiSchema<'GearMileageListDto'>;
type Analytics = ApiSchema<'ActivityAnalyticsDto'>;

let minutes = 0;
/** A start a few minutes after the last, so no two activities look like duplicates. */
const nextStart = () => {
  minutes += 10;
  return new Date(Date.UTC(2026, 0, 1, 6, minutes)).toISOString();
};

describe('gear mileage: GET /api/activities/gear-mileage', () => {
  const { app } = setupApi({ users: 0 });

  const explorer = async () => {
    const user = await createUser(app);
    await app.app
      .get(DataSource)
      .query(`UPDATE users SET subscription_plan = 'explorer' WHERE id = $1`, [user.id]);
    return user;
  };

  /** An activity entered by hand, through the API. */
  const activity = async (user: User, body: Record<string, unknown>) => {
    const response = await send(user, 'POST', '/api/activities', {
      name: 'Out',
      category: 'run',
      startTime: nextStart(),
      ...body,
    });
    expect(response.status).toBe(201);
  };

  const mileage = async (user: User) => {
    const response = await send<Mileage>(user, 'GET', '/api/activities/gear-mileage');
    expect(response.status).toBe(200);
    return new Map(response.body.items.map((item) => [item.name, item]));
  };

  it('is the Explorer plan’s: a Basic user is turned away with a code the client reads', async () => {
    const basic = await createUser(app);
    const response = await send(basic, 'GET', '/api/activities/gear-mileage');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('sums every category: items named, carried in the pack or in a bundle of it, each once', async () => {
    const user = await explorer();
    const footwear = await createCategory(app, user.session, { name: 'Footwear' });
    const shoes = await createItem(app, user.session, {
      name: 'Speedcross 6',
      categoryId: footwear.id,
    });
    const poles = await createItem(app, user.session, { name: 'Poles' });
    const tent = await createItem(app, user.session, { name: 'Tent' });
    const stove = await createItem(app, user.session, { name: 'Stove' });
    const cookset = await createBundle(app, user.session, { name: 'Cook set' });
    await addToBundle(app, user.session, cookset.id, stove.id);
    const pack = await createPack(app, user.session);
    await addLine(app, user.session, pack.id, { gearItemId: tent.id });
    await addLine(app, user.session, pack.id, { bundleId: cookset.id });

    await activity(user, { distanceM: 10_000, movingS: 3600, gearItemIds: [shoes.id] });
    await activity(user, {
      category: 'hike',
      distanceM: 20_000,
      movingS: 7200,
      packId: pack.id,
      // The tent is named and in the pack as well: counted once.
      gearItemIds: [shoes.id, poles.id, tent.id],
    });
    await activity(user, { category: 'hike', distanceM: 5000, elapsedS: 1800, packId: pack.id });

    const items = await mileage(user);
    // The most distance first; at equal distance and count, the item named on an activity.
    expect([...items.keys()]).toEqual(['Speedcross 6', 'Tent', 'Stove', 'Poles']);
    expect(items.get('Speedcross 6')).toMatchObject({
      count: 2,
      distanceM: 30_000,
      movingS: 10_800,
      direct: true,
      totalDistanceM: 30_000,
      // Shoes by their category: 600 km unless set.
      retirementDistanceM: 600_000,
      wornShare: 0.05,
      retirementHint: null,
    });
    expect(items.get('Tent')).toMatchObject({ count: 2, distanceM: 25_000, movingS: 9000 });
    expect(items.get('Stove')).toMatchObject({
      count: 2,
      distanceM: 25_000,
      direct: false,
      retirementDistanceM: null,
      wornShare: null,
    });
    expect(items.get('Poles')).toMatchObject({ count: 1, distanceM: 20_000, direct: true });
  });

  it('says retire soon from 90 % and due from 100 %; an item’s own limit wins, 0 is none', async () => {
    const user = await explorer();
    const shoes = await createItem(app, user.session, { name: 'Trail shoes' });
    const unlimited = await createItem(app, user.session, {
      name: 'Hiking boots',
      retireAfterM: 0,
    });
    const chain = await createItem(app, user.session, { name: 'Chain', retireAfterM: 500_000 });
    await activity(user, {
      distanceM: 560_000,
      gearItemIds: [shoes.id, unlimited.id, chain.id],
    });

    const items = await mileage(user);
    expect(items.get('Trail shoes')).toMatchObject({
      retirementDistanceM: 600_000,
      retirementHint: 'soon',
    });
    expect(items.get('Trail shoes')?.wornShare).toBeCloseTo(0.9333, 4);
    expect(items.get('Hiking boots')).toMatchObject({
      retirementDistanceM: null,
      wornShare: null,
      retirementHint: null,
    });
    expect(items.get('Chain')).toMatchObject({
      retirementDistanceM: 500_000,
      wornShare: 1.12,
      retirementHint: 'due',
    });

    // The limit is read as it is now: cleared, the shoes' default is back for the boots.
    await send(user, 'PATCH', `/api/gear/items/${unlimited.id}`, { retireAfterM: null });
    expect((await mileage(user)).get('Hiking boots')?.retirementHint).toBe('soon');
  });

  it('counts only the owner’s activities and gear', async () => {
    const user = await explorer();
    const other = await explorer();
    const shoes = await createItem(app, user.session, { name: 'Mine' });
    const theirs = await createItem(app, other.session, { name: 'Theirs' });
    await activity(user, { distanceM: 1000, gearItemIds: [shoes.id] });
    await activity(other, { distanceM: 9000, gearItemIds: [theirs.id] });
    // Another user's pack or item named on an activity is refused, so it can never count.
    const foreign = await send(user, 'POST', '/api/activities', {
      name: 'Borrowed',
      category: 'run',
      startTime: nextStart(),
      gearItemIds: [theirs.id],
    });
    expect(foreign.status).toBe(400);

    expect([...(await mileage(user)).entries()]).toEqual([
      ['Mine', expect.objectContaining({ count: 1, distanceM: 1000 })],
    ]);
    expect([...(await mileage(other)).keys()]).toEqual(['Theirs']);
  });

  it('reads a hundred items’ mileage in as many queries as one item’s', async () => {
    const counter = countQueries(app.app.get(DataSource));
    try {
      const queriesFor = async (items: number) => {
        const user = await explorer();
        const ids = await insertItems(app, user.id, items);
        const pack = await createPack(app, user.session);
        await insertPackLines(app, user.id, pack.id, ids);
        await activity(user, { distanceM: 1000, packId: pack.id });
        await activity(user, { distanceM: 2000, packId: pack.id, gearItemIds: ids.slice(0, 30) });
        let answered = 0;
        const queries = await counter.during(async () => {
          answered = (await mileage(user)).size;
        });
        expect(answered).toBe(items);
        return queries;
      };
      expect(await queriesFor(100)).toBe(await queriesFor(1));
    } finally {
      counter.restore();
    }
  });

  it('shows the same wear on a category’s page, over every category', async () => {
    const user = await explorer();
    const shoes = await createItem(app, user.session, { name: 'Road shoes' });
    await activity(user, { distanceM: 400_000, gearItemIds: [shoes.id] });
    await activity(user, { category: 'walk', distanceM: 150_000, gearItemIds: [shoes.id] });
    const response = await send<Analytics>(
      user,
      'GET',
      '/api/activities/analytics/walk?timeZone=UTC',
    );
    expect(response.body.gear).toEqual([
      expect.objectContaining({
        name: 'Road shoes',
        count: 1,
        distanceM: 150_000,
        totalDistanceM: 550_000,
        retirementDistanceM: 600_000,
        retirementHint: 'soon',
      }),
    ]);
  });
});
