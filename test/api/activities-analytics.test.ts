import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import { addLine, createPack, createUser, insertItems } from '@test/support/factories.js';

type Analytics = ApiSchema<'ActivityAnalyticsDto'>;

describe('GET /api/activities/analytics/:category', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<Analytics>('/api/activities/analytics');

  const insert = (ownerId: string, values: Record<string, unknown>) =>
    app.app.get(DataSource).query(
      `INSERT INTO activities (owner_id, source, category, name, start_time, time_zone,
                               distance_m, moving_s, gain_m, best_5k_s, best_10k_s)
       VALUES ($1, 'file', $2, $3, $4, 'UTC', $5, $6, $7, $8, $9)`,
      [
        ownerId,
        values.category ?? 'run',
        values.name,
        values.startTime,
        values.distanceM ?? null,
        values.movingS ?? null,
        values.gainM ?? null,
        values.best5kS ?? null,
        values.best10kS ?? null,
      ],
    );

  const explorer = (userId: string) =>
    app.app
      .get(DataSource)
      .query(`UPDATE users SET subscription_plan = 'explorer' WHERE id = $1`, [userId]);

  it('is the Explorer plan’s: a Basic user is turned away with a code the client reads', async () => {
    const response = await send(stranger, 'GET', '/run?timeZone=UTC');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('answers weeks, months, all-time totals and personal bests of one category', async () => {
    await explorer(owner.id);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await insert(owner.id, {
      name: 'Long run',
      startTime: daysAgo(3),
      distanceM: 21_100,
      movingS: 7200,
      gainM: 150,
      best5kS: 1500,
      best10kS: 3100,
    });
    await insert(owner.id, {
      name: 'Hill reps',
      startTime: daysAgo(10),
      distanceM: 8000,
      movingS: 3000,
      gainM: 600,
      best5kS: 1450,
    });
    await insert(owner.id, {
      name: 'Easy',
      startTime: daysAgo(40),
      distanceM: 6000,
      movingS: 2400,
      gainM: 20,
    });
    await insert(owner.id, {
      name: 'Last year',
      startTime: daysAgo(800),
      distanceM: 42_195,
      movingS: 14_000,
      gainM: 300,
      best10kS: 2900,
    });
    await insert(owner.id, {
      name: 'A ride',
      category: 'ride',
      startTime: daysAgo(2),
      distanceM: 90_000,
      gainM: 1500,
    });
    await insert(stranger.id, { name: 'Not mine', startTime: daysAgo(1), distanceM: 99_000 });

    const { status, body } = await send(owner, 'GET', '/run?timeZone=UTC');
    expect(status).toBe(200);
    expect(body.category).toBe('run');
    expect(body.allTime).toMatchObject({
      count: 4,
      distanceM: 77_295,
      movingS: 26_600,
      gainM: 1070,
    });
    // Weeks and months hold the three recent runs, not the one of two years ago.
    const sum = (rows: { distanceM: number }[]) =>
      rows.reduce((total, row) => total + row.distanceM, 0);
    expect(sum(body.weeks)).toBe(35_100);
    expect(sum(body.months)).toBe(35_100);
    expect(body.weeks.every((week) => new Date(`${week.start}T00:00:00Z`).getUTCDay() === 1)).toBe(
      true,
    );
    expect(body.weeks.map((week) => week.start)).toEqual(
      [...body.weeks.map((week) => week.start)].sort(),
    );
    expect(body.bests.longest).toMatchObject({ name: 'Last year', value: 42_195 });
    expect(body.bests.mostGain).toMatchObject({ name: 'Hill reps', value: 600 });
    expect(body.bests.fastest5k).toMatchObject({ name: 'Hill reps', value: 1450 });
    expect(body.bests.fastest10k).toMatchObject({ name: 'Last year', value: 2900 });

    const rides = await send(owner, 'GET', '/ride?timeZone=UTC');
    expect(rides.body.allTime.count).toBe(1);
    expect(rides.body.bests.fastest5k).toBeNull();
    const swims = await send(owner, 'GET', '/swim?timeZone=UTC');
    expect(swims.body).toMatchObject({ weeks: [], months: [], allTime: { count: 0 } });
  });

  it('says an unknown category is not found and a missing zone is refused', async () => {
    await explorer(owner.id);
    const unknown = await send(owner, 'GET', '/running?timeZone=UTC');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ACTIVITY_CATEGORY_NOT_FOUND' });
    expect((await send(owner, 'GET', '/run')).status).toBe(400);
    expect((await send(owner, 'GET', '/run?timeZone=Mars%2FOlympus')).status).toBe(400);
  });

  it('sums gear mileage: items named on an activity and every item its pack carried', async () => {
    const hiker = await createUser(app);
    await explorer(hiker.id);
    const [shoes, tent, stove] = await insertItems(app, hiker.id, 3);
    const pack = await createPack(app, hiker.session);
    await addLine(app, hiker.session, pack.id, { gearItemId: tent });
    await addLine(app, hiker.session, pack.id, { gearItemId: stove });
    const db = app.app.get(DataSource);
    const activity = async (distanceM: number, packId: string | null, gear: string[]) => {
      const [row] = await db.query<{ id: string }[]>(
        `INSERT INTO activities (owner_id, source, category, name, start_time, distance_m, moving_s, pack_id)
         VALUES ($1, 'manual', 'hike', 'Walk', now(), $2, 3600, $3) RETURNING id`,
        [hiker.id, distanceM, packId],
      );
      for (const item of gear) {
        await db.query(
          'INSERT INTO activity_gear (activity_id, gear_item_id, owner_id) VALUES ($1, $2, $3)',
          [row?.id, item, hiker.id],
        );
      }
    };
    await activity(12_000, pack.id, [shoes ?? '']);
    await activity(8000, null, [shoes ?? '']);
    await activity(20_000, pack.id, [tent ?? '']);
    const { body } = await send(hiker, 'GET', '/hike?timeZone=UTC');
    expect(body.gear.map((item) => [item.name, item.count, item.distanceM, item.direct])).toEqual([
      ['Bulk item 002', 2, 32_000, true],
      ['Bulk item 003', 2, 32_000, false],
      ['Bulk item 001', 2, 20_000, true],
    ]);
    // Another category's gear is its own.
    expect((await send(hiker, 'GET', '/run?timeZone=UTC')).body.gear).toEqual([]);
  });
});
