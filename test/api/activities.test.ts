import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { ACTIVITY_CATEGORIES } from '@server/domain/activity-categories.js';
import { sendUnder, setupApi } from '@test/support/api-fixture.js';
import { createPack, createTrip, createUser, insertItems } from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { refused } from './trips.helpers.js';

type ActivityJson = ApiSchema<'ActivityDetailDto'>;
type ActivityPageJson = ApiSchema<'ActivityPageDto'>;

const MANUAL = {
  name: '  Evening run ',
  category: 'run',
  startTime: '2026-05-01T18:30:00+02:00',
  timeZone: 'Europe/Ljubljana',
  elapsedS: 3720,
  movingS: 3600,
  distanceM: 10_000,
  gainM: 120,
  lossM: 118,
  avgHeartRate: 151,
  maxHeartRate: 178,
  notes: 'Easy, along the river.',
};

/** `count` recorded activities an hour apart, the latest at `latest`, straight into the database. */
async function insertActivities(
  db: DataSource,
  ownerId: string,
  count: number,
  category = 'hike',
): Promise<void> {
  await db.query(
    `INSERT INTO activities (owner_id, source, category, name, start_time, distance_m)
     SELECT $1, 'file', $3, 'Activity ' || lpad(n::text, 3, '0'),
            timestamptz '2026-03-01T12:00:00Z' - n * interval '1 hour', n * 1000
     FROM generate_series(1, $2::int) AS n`,
    [ownerId, count, category],
  );
}

describe('the activities API', () => {
  const { app, owner, stranger } = setupApi();
  const send = sendUnder<ActivityJson>('/api/activities');
  let db: DataSource;

  beforeAll(() => {
    db = app.app.get(DataSource);
  });

  it('saves an activity entered by hand and reads it back', async () => {
    const created = await send(owner, 'POST', '', MANUAL);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Evening run',
      category: 'run',
      source: 'manual',
      startTime: '2026-05-01T16:30:00.000Z',
      timeZone: 'Europe/Ljubljana',
      utcOffsetMinutes: 120,
      elapsedS: 3720,
      movingS: 3600,
      distanceM: 10_000,
      gainM: 120,
      lossM: 118,
      maxSpeedMps: null,
      avgSpeedMps: 10_000 / 3600,
      avgHeartRate: 151,
      maxHeartRate: 178,
      avgCadence: null,
      maxCadence: null,
      preview: [],
      previewSegmentStarts: [],
      packId: null,
      tripId: null,
      gearItemIds: [],
      hasFile: false,
      gear: [],
      pack: null,
      trip: null,
      fileParts: [],
      syncedFrom: [],
      notes: 'Easy, along the river.',
      laps: [],
      route: null,
      splits: [],
    });
    const read = await send(owner, 'GET', `/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('takes only a name, a category and a start; the figures may stay unknown', async () => {
    const created = await send(owner, 'POST', '', {
      name: 'Bouldering',
      category: 'climb',
      startTime: '2026-05-02T10:00:00Z',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      utcOffsetMinutes: 0,
      timeZone: null,
      distanceM: null,
      elapsedS: null,
      avgSpeedMps: null,
      notes: '',
    });
  });

  it('refuses what is missing or malformed, naming the field and the reason', async () => {
    const missing = await send(owner, 'POST', '', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject(
      refused(
        ['name', ['name must be a string', 'name must be longer than or equal to 1 characters']],
        ['category', `category must be one of ${ACTIVITY_CATEGORIES.join(', ')}`],
        [
          'startTime',
          'startTime must be a date and time with its offset, as 2026-05-01T08:30:00+02:00',
        ],
      ),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startTime: '2026-05-01T18:30:00' }, 'startTime', 'with its offset'],
      [{ startTime: '2026-02-30T18:30:00Z' }, 'startTime', 'with its offset'],
      [{ category: 'jogging' }, 'category', 'must be one of'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'time zone'],
      [{ distanceM: -1 }, 'distanceM', 'distanceM'],
      [{ distanceM: 'far' }, 'distanceM', 'must be a number'],
      [{ elapsedS: 60, movingS: 61 }, 'movingS', 'must not be longer than elapsedS'],
      [{ name: 'x'.repeat(201) }, 'name', 'shorter than or equal to 200'],
      [{ gearItemIds: ['not-an-id'] }, 'gearItemIds', 'ids only'],
      [{ packId: 'nope' }, 'packId', 'must be an id'],
    ];
    for (const [change, field, reason] of cases) {
      const response = await send(owner, 'POST', '', { ...MANUAL, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const errors = (response.body as unknown as { errors: { field: string; message: string }[] })
        .errors;
      expect(errors.find((error) => error.field === field)?.message, field).toContain(reason);
    }
  });

  it('links the owner’s pack, trip and gear, and refuses another user’s as missing', async () => {
    const [shoes, poles] = await insertItems(app, owner.id, 2);
    const [strangers] = await insertItems(app, stranger.id, 1);
    const pack = await createPack(app, owner.session);
    const trip = await createTrip(app, owner.session);
    const strangersPack = await createPack(app, stranger.session);
    const strangersTrip = await createTrip(app, stranger.session);
    const created = await send(owner, 'POST', '', {
      ...MANUAL,
      packId: pack.id,
      tripId: trip.id,
      gearItemIds: [poles, shoes, shoes],
    });
    expect(created.status).toBe(201);
    expect(created.body.packId).toBe(pack.id);
    expect(created.body.tripId).toBe(trip.id);
    expect(created.body.gearItemIds).toEqual([shoes, poles].sort());
    expect(created.body.pack).toEqual({ id: pack.id, name: pack.name });
    expect(created.body.gear.map((item) => item.name).sort()).toEqual([
      'Bulk item 001',
      'Bulk item 002',
    ]);

    for (const [change, field, message] of [
      [{ packId: strangersPack.id }, 'packId', 'No such pack'],
      [{ tripId: strangersTrip.id }, 'tripId', 'No such trip'],
      [{ gearItemIds: [shoes, strangers] }, 'gearItemIds', 'No such gear item'],
      [{ packId: randomUUID() }, 'packId', 'No such pack'],
    ] as const) {
      const response = await send(owner, 'PATCH', `/${created.body.id}`, change);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(refused([field, message]));
    }
    const unchanged = await send(owner, 'GET', `/${created.body.id}`);
    expect(unchanged.body.gearItemIds).toEqual([shoes, poles].sort());

    const changed = await send(owner, 'PATCH', `/${created.body.id}`, {
      gearItemIds: [poles],
      packId: null,
    });
    expect(changed.body).toMatchObject({ gearItemIds: [poles], packId: null, tripId: trip.id });

    // A deleted trip or item leaves the activity, which forgets it.
    await send(owner, 'DELETE', `/../trips/${trip.id}`);
    await db.query('DELETE FROM gear_items WHERE id = $1', [poles]);
    const after = await send(owner, 'GET', `/${created.body.id}`);
    expect(after.body).toMatchObject({ tripId: null, gearItemIds: [] });
  });

  it('changes a recorded activity’s name and category, never its start or figures', async () => {
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO activities (owner_id, source, category, name, start_time, distance_m)
       VALUES ($1, 'file', 'hike', 'Morning hike', '2026-04-01T06:00:00Z', 8000) RETURNING id`,
      [owner.id],
    );
    const id = row?.id ?? '';
    const renamed = await send(owner, 'PATCH', `/${id}`, { name: 'Triglav', category: 'walk' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Triglav', category: 'walk', distanceM: 8000 });
    for (const [field, value] of [
      ['distanceM', 9000],
      ['startTime', '2026-04-01T07:00:00Z'],
      ['elapsedS', null],
    ] as const) {
      const response = await send(owner, 'PATCH', `/${id}`, { [field]: value });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(
        refused([
          field,
          `${field} of a recorded activity comes from its file and cannot be changed`,
        ]),
      );
    }
  });

  it('lists the latest first, a page at a time, by category and period, in two queries a page', async () => {
    const lister = await createUser(app);
    await insertActivities(db, lister.id, 120);
    await insertActivities(db, lister.id, 3, 'ride');
    const names: string[] = [];
    const ids: string[] = [];
    let cursor: string | null = null;
    const counter = countQueries(db);
    try {
      do {
        const query: string = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50';
        let page: ActivityPageJson | undefined;
        const queries = await counter.during(async () => {
          page = (await send<ActivityPageJson>(lister, 'GET', query)).body;
        });
        expect(queries).toBe(2);
        if (!page) throw new Error('No page');
        names.push(...page.activities.map((activity) => activity.name));
        ids.push(...page.activities.map((activity) => activity.id));
        cursor = page.nextCursor;
      } while (cursor);
    } finally {
      counter.restore();
    }
    expect(names).toHaveLength(123);
    expect(new Set(ids).size).toBe(123);
    expect(names.slice(0, 2)).toEqual(['Activity 001', 'Activity 001']);

    const rides = await send<ActivityPageJson>(lister, 'GET', '?category=ride');
    expect(rides.body.activities).toHaveLength(3);
    expect(rides.body.nextCursor).toBeNull();
    const window = await send<ActivityPageJson>(
      lister,
      'GET',
      `?category=hike&from=${encodeURIComponent('2026-03-01T00:00:00Z')}&to=${encodeURIComponent('2026-03-01T10:00:00Z')}`,
    );
    // Hours 3 to 12 before noon: 10 hikes, the latest first.
    expect(window.body.activities.map((activity) => activity.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Activity ${String(i + 3).padStart(3, '0')}`),
    );
    for (const bad of [
      '?cursor=bm90LWEtY3Vyc29y',
      '?limit=0',
      '?category=jog',
      '?from=yesterday',
    ]) {
      expect((await send(lister, 'GET', bad)).status, bad).toBe(400);
    }
  });

  it('keeps each user’s activities their own', async () => {
    const created = await send(owner, 'POST', '', MANUAL);
    const id = created.body.id;
    expect((await send(stranger, 'GET', `/${id}`)).status).toBe(404);
    expect((await send(stranger, 'PATCH', `/${id}`, { name: 'Mine' })).status).toBe(404);
    expect((await send(stranger, 'DELETE', `/${id}`)).status).toBe(404);
    const list = await send<ActivityPageJson>(stranger, 'GET', '');
    expect(list.body.activities.map((activity) => activity.id)).not.toContain(id);
    expect((await send(owner, 'GET', `/${id}`)).body.name).toBe('Evening run');

    expect((await send(owner, 'DELETE', `/${id}`)).status).toBe(204);
    expect((await send(owner, 'GET', `/${id}`)).status).toBe(404);
    expect((await send(owner, 'DELETE', `/${id}`)).status).toBe(404);
  });
});

describe('the activities overview', () => {
  const { app, owner } = setupApi({ users: 1 });
  const send = sendUnder<ApiSchema<'ActivityOverviewDto'>>('/api/activities/overview');

  /** A day `daysAgo` before today (UTC) at `hour`:00 UTC, and its ISO date in UTC. */
  const utcDay = (daysAgo: number, hour: number) => {
    const now = new Date();
    return new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hour),
    );
  };
  const isoDate = (date: Date) => date.toISOString().slice(0, 10);

  it('totals this week, month and year by category and gives each day by where it took place', async () => {
    const db = app.app.get(DataSource);
    const insert = (values: unknown[]) =>
      db.query(
        `INSERT INTO activities (owner_id, source, category, name, start_time, time_zone,
                                 utc_offset_minutes, distance_m, moving_s, elapsed_s, gain_m)
         VALUES ($1, 'file', $2, 'A', $3, $4, $5, $6, $7, $8, $9)`,
        [owner.id, ...values],
      );
    const now = new Date();
    // Now, twice: in every period; one without a moving time counts its elapsed time.
    await insert(['run', now, 'Europe/Ljubljana', 60, 5000, 1800, 1900, 40]);
    await insert(['run', now, 'Europe/Ljubljana', 60, 3000, null, 1200, 10]);
    await insert(['hike', now, null, null, 12_000, 14_400, 18_000, 900]);
    // Thirty days ago at 20:00 UTC in Tokyo: the next day there.
    const tokyo = utcDay(30, 20);
    await insert(['ride', tokyo, 'Asia/Tokyo', 540, 40_000, 5400, 6000, 300]);
    // The same hour at an offset of -05:00 with no zone: that same day.
    const offset = utcDay(40, 20);
    await insert(['walk', offset, null, -300, 2000, 1500, 1500, 0]);
    // Two years ago: in nothing.
    await insert(['run', utcDay(730, 12), null, null, 9999, 9999, 9999, 9999]);

    const response = await send(owner, 'GET', '?timeZone=UTC');
    expect(response.status).toBe(200);
    const overview = response.body;
    expect(overview.week.totals).toEqual([
      { category: 'run', count: 2, distanceM: 8000, movingS: 3000, gainM: 50 },
      { category: 'hike', count: 1, distanceM: 12_000, movingS: 14_400, gainM: 900 },
    ]);
    expect(overview.today).toBe(isoDate(now));
    expect(overview.year.totals.find((row) => row.category === 'run')?.count).toBe(2);
    const days = new Map(overview.days.map((day) => [day.date, day]));
    expect(days.get(isoDate(utcDay(29, 0)))).toMatchObject({ count: 1, distanceM: 40_000 });
    expect(days.get(isoDate(utcDay(30, 0)))).toBeUndefined();
    expect(days.get(isoDate(utcDay(40, 0)))).toMatchObject({ count: 1, distanceM: 2000 });
    expect(overview.days.every((day) => day.date >= overview.calendarStart)).toBe(true);
    expect(overview.days.map((day) => day.date)).toEqual(
      [...overview.days.map((day) => day.date)].sort(),
    );
    expect(new Date(`${overview.week.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(overview.month.start.endsWith('-01')).toBe(true);
    expect(overview.year.start.endsWith('-01-01')).toBe(true);
  });

  it('asks for the viewer’s time zone', async () => {
    for (const query of ['', '?timeZone=Mars%2FOlympus']) {
      const response = await send(owner, 'GET', query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(
        refused(['timeZone', 'timeZone must be a time zone such as Europe/Ljubljana']),
      );
    }
  });
});
