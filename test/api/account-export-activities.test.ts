import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import {
  ACTIVITY_COLUMNS,
  ACTIVITY_FILE_COLUMNS,
  ACTIVITY_ROUTE_COLUMNS,
  type ExportDocument,
} from '@server/account/export/export-format.js';
import type { ExportColumns } from '@server/account/export/export-columns.js';
import { EXPORT_BATCH_SIZES } from '@server/account/export/account-export.writer.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  createItem,
  createPack,
  createTrip,
  createUser,
  requestJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

type ActivityJson = ApiSchema<'ActivityDetailDto'>;
type Point = [number, number, number | null];

const GPX = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test"><trk><name>Triglav</name><trkseg>
<trkpt lat="46.3783" lon="13.8367"><ele>2864</ele><time>2026-05-01T06:00:00Z</time></trkpt>
</trkseg></trk></gpx>
`;

/** A lap as the file readers keep them. */
const lap = (startTime: string, distanceM: number) => ({
  startTime,
  elapsedS: 1800,
  movingS: 1700,
  distanceM,
  gainM: 410,
  lossM: 12,
  maxSpeedMps: 2.5,
  avgSpeedMps: distanceM / 1700,
  avgHeartRate: 141,
  maxHeartRate: 166,
  avgCadence: 52,
  maxCadence: 61,
});

/** An activity_routes row: every point with its time, heart rate and cadence, and the laps. */
interface RecordedRoute {
  points: Point[];
  segmentStarts: number[];
  /** ms since the epoch */
  times: (number | null)[];
  heartRates: (number | null)[] | null;
  cadences: (number | null)[] | null;
  laps: ReturnType<typeof lap>[];
}

/** What a recorded activity is made of, as its file gave it (the route with every stream). */
const RECORDED: RecordedRoute = {
  points: [
    [46.35, 13.83, 1010.5],
    [46.36, 13.835, null],
    [46.37, 13.836, 2100],
    [46.3783, 13.8367, 2864],
  ],
  segmentStarts: [2],
  times: [
    Date.parse('2026-05-01T06:00:00Z'),
    Date.parse('2026-05-01T06:30:00.250Z'),
    null,
    Date.parse('2026-05-01T08:00:00Z'),
  ],
  heartRates: [120, 141, null, 166],
  cadences: [null, 52, 55, 61],
  laps: [lap('2026-05-01T06:00:00.000Z', 2500), lap('2026-05-01T06:30:00.250Z', 3100)],
};

interface Recorded {
  id: string;
  fileId: string;
  createdAt: string;
  updatedAt: string;
}

interface Links {
  packId: string | null;
  tripId: string | null;
  gearItemIds: string[];
  /** The file it came from, when another activity's (a multi-sport file); else a new one. */
  fileId?: string;
}

/** An uploaded file (GPX) as the table keeps it: gzipped, with its size and hash. */
async function insertFile(db: DataSource, ownerId: string): Promise<string> {
  const bytes = Buffer.from(GPX);
  const [file] = await db.query<{ id: string }[]>(
    `INSERT INTO activity_files (owner_id, file_name, format, size_bytes, sha256, gzipped)
     VALUES ($1, 'Triglav.gpx', 'gpx', $2, $3, $4) RETURNING id`,
    [ownerId, bytes.length, createHash('sha256').update(bytes).digest('hex'), gzipSync(bytes)],
  );
  return file?.id ?? '';
}

/**
 * A recorded activity straight into the tables, as an upload would leave it (no route takes
 * files yet): its gzipped file, its figures, its route with every stream and laps, its gear.
 */
async function insertRecorded(
  db: DataSource,
  ownerId: string,
  links: Links,
  route = RECORDED,
): Promise<Recorded> {
  const fileId = links.fileId ?? (await insertFile(db, ownerId));
  const [activity] = await db.query<{ id: string; created_at: Date; updated_at: Date }[]>(
    `INSERT INTO activities (owner_id, source, category, name, notes, start_time, time_zone,
       utc_offset_minutes, elapsed_s, moving_s, distance_m, gain_m, loss_m, max_speed_mps,
       avg_speed_mps, avg_heart_rate, max_heart_rate, avg_cadence, max_cadence, file_id, pack_id,
       trip_id, preview, preview_segment_starts)
     VALUES ($1, 'file', 'hike', 'Triglav from the north', 'Via Prag', '2026-05-01T06:00:00Z',
       'Europe/Ljubljana', 120, 7200.5, 6900, 5600.25, 1854, 12.5, 2.5, 0.8116, 141.5, 166, 52,
       61, $2, $3, $4, '[[46.35, 13.83], [46.3783, 13.8367]]', '[]')
     RETURNING id, created_at, updated_at`,
    [ownerId, fileId, links.packId, links.tripId],
  );
  const id = activity?.id ?? '';
  await db.query(
    `INSERT INTO activity_routes (activity_id, owner_id, points, segment_starts, times,
       heart_rates, cadences, laps)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb, $8::jsonb)`,
    [
      id,
      ownerId,
      // A stream the file lacks is SQL's NULL, not JSON's.
      ...[route.points, route.segmentStarts, route.times, route.heartRates, route.cadences].map(
        (value) => (value === null ? null : JSON.stringify(value)),
      ),
      JSON.stringify(route.laps),
    ],
  );
  for (const gearItemId of links.gearItemIds) {
    await db.query(
      `INSERT INTO activity_gear (activity_id, gear_item_id, owner_id) VALUES ($1, $2, $3)`,
      [id, gearItemId, ownerId],
    );
  }
  return {
    id,
    fileId,
    createdAt: activity?.created_at.toISOString() ?? '',
    updatedAt: activity?.updated_at.toISOString() ?? '',
  };
}

/** `count` activities entered by hand (no route, gear or file), by one statement. */
async function insertManual(db: DataSource, ownerId: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO activities (owner_id, source, category, name, start_time, distance_m)
     SELECT $1, 'manual', 'walk', 'Walk ' || n, timestamptz '2026-04-01T12:00:00Z' + n * interval '1 hour', n
     FROM generate_series(1, $2::int) AS n`,
    [ownerId, count],
  );
}

describe('the account export’s activities', () => {
  const { app, owner, stranger } = setupApi();
  let db: DataSource;

  const download = async (user: User) => {
    const response = await user.session.fetch(user.url('/api/account/export'));
    expect(response.status).toBe(200);
    const text = await response.text();
    return { text, document: JSON.parse(text) as ExportDocument };
  };

  /** A manual activity made through the API and a recorded one, with a pack, trip and gear. */
  const seed = async (user: User) => {
    const shoes = await createItem(app, user.session, { name: 'Trail shoes' });
    const poles = await createItem(app, user.session, { name: 'Poles' });
    const pack = await createPack(app, user.session, { name: 'Day pack' });
    const trip = await createTrip(app, user.session, { name: 'Julian Alps' });
    const { status, body: manual } = await requestJson<ActivityJson>(
      user.session,
      user.url('/api/activities'),
      'POST',
      {
        name: 'Evening run',
        category: 'run',
        startTime: '2026-05-02T18:30:00+02:00',
        timeZone: 'Europe/Ljubljana',
        elapsedS: 3720,
        movingS: 3600,
        distanceM: 10_000,
        gainM: 120,
        lossM: 118,
        avgHeartRate: 151,
        maxHeartRate: 178,
        notes: 'Easy, along the river.',
        packId: pack.id,
        tripId: trip.id,
        gearItemIds: [shoes.id],
      },
    );
    expect(status, 'POST activity').toBe(201);
    const recorded = await insertRecorded(db, user.id, {
      packId: pack.id,
      tripId: trip.id,
      gearItemIds: [shoes.id, poles.id],
    });
    return { shoes, poles, pack, trip, manual, recorded };
  };

  let mine: Awaited<ReturnType<typeof seed>>;
  let theirs: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    db = app.app.get(DataSource);
    mine = await seed(owner);
    theirs = await seed(stranger);
  });

  it('holds an activity entered by hand with every field', async () => {
    const { document } = await download(owner);
    const [stamps] = await db.query<{ created_at: Date; updated_at: Date }[]>(
      `SELECT created_at, updated_at FROM activities WHERE id = $1`,
      [mine.manual.id],
    );
    expect(document.activities[0]).toEqual({
      id: mine.manual.id,
      source: 'manual',
      category: 'run',
      name: 'Evening run',
      notes: 'Easy, along the river.',
      startTime: '2026-05-02T16:30:00.000Z',
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
      fileId: null,
      packId: mine.pack.id,
      tripId: mine.trip.id,
      gearItemIds: [mine.shoes.id],
      route: null,
      createdAt: stamps?.created_at.toISOString(),
      updatedAt: stamps?.updated_at.toISOString(),
    });
  });

  it('holds a recorded activity with its gear, every point of its route, its laps and its file', async () => {
    const { document } = await download(owner);
    expect(document.activities.map((activity) => activity.id)).toEqual([
      mine.manual.id,
      mine.recorded.id,
    ]);
    expect(document.activities[1]).toEqual({
      id: mine.recorded.id,
      source: 'file',
      category: 'hike',
      name: 'Triglav from the north',
      notes: 'Via Prag',
      startTime: '2026-05-01T06:00:00.000Z',
      timeZone: 'Europe/Ljubljana',
      utcOffsetMinutes: 120,
      elapsedS: 7200.5,
      movingS: 6900,
      distanceM: 5600.25,
      gainM: 1854,
      lossM: 12.5,
      maxSpeedMps: 2.5,
      avgSpeedMps: 0.8116,
      avgHeartRate: 141.5,
      maxHeartRate: 166,
      avgCadence: 52,
      maxCadence: 61,
      fileId: mine.recorded.fileId,
      packId: mine.pack.id,
      tripId: mine.trip.id,
      gearItemIds: [mine.shoes.id, mine.poles.id].sort(),
      route: {
        points: RECORDED.points,
        segmentStarts: [2],
        times: [
          '2026-05-01T06:00:00.000Z',
          '2026-05-01T06:30:00.250Z',
          null,
          '2026-05-01T08:00:00.000Z',
        ],
        heartRates: [120, 141, null, 166],
        cadences: [null, 52, 55, 61],
        laps: RECORDED.laps,
      },
      createdAt: mine.recorded.createdAt,
      updatedAt: mine.recorded.updatedAt,
    });
    const [file] = await db.query<{ created_at: Date }[]>(
      `SELECT created_at FROM activity_files WHERE id = $1`,
      [mine.recorded.fileId],
    );
    expect(document.activityFiles).toEqual([
      {
        id: mine.recorded.fileId,
        fileName: 'Triglav.gpx',
        format: 'gpx',
        sizeBytes: Buffer.byteLength(GPX),
        sha256: createHash('sha256').update(GPX).digest('hex'),
        createdAt: file?.created_at.toISOString(),
        data: Buffer.from(GPX).toString('base64'),
      },
    ]);
  });

  it('holds the activities and their defaults after the trips, their files last', async () => {
    const { text } = await download(owner);
    const keys = Object.keys(JSON.parse(text) as object);
    expect(keys.slice(-6)).toEqual([
      'places',
      'trips',
      'activities',
      'activityDefaults',
      'photos',
      'activityFiles',
    ]);
  });

  it('holds each category’s default pack and gear', async () => {
    await db.query(`UPDATE users SET subscription_plan = 'explorer' WHERE id = $1`, [owner.id]);
    const put = await requestJson(owner.session, owner.url('/api/activities/defaults/run'), 'PUT', {
      packId: mine.pack.id,
      gearItemIds: [mine.shoes.id, mine.poles.id],
    });
    expect(put.status).toBe(200);
    const { document } = await download(owner);
    expect(document.activityDefaults).toEqual([
      {
        category: 'run',
        packId: mine.pack.id,
        gearItemIds: [mine.shoes.id, mine.poles.id].sort(),
      },
    ]);
    expect((await download(stranger)).document.activityDefaults).toEqual([]);
  });

  it('holds nothing of another user’s activities', async () => {
    const { text, document } = await download(owner);
    for (const id of [
      theirs.manual.id,
      theirs.recorded.id,
      theirs.recorded.fileId,
      theirs.shoes.id,
      theirs.pack.id,
      theirs.trip.id,
    ]) {
      expect(id).not.toBe('');
      expect(text).not.toContain(id);
    }
    expect(document.activities).toHaveLength(2);
    expect(document.activityFiles).toHaveLength(1);
    const theirDocument = (await download(stranger)).document;
    expect(theirDocument.activities.map((activity) => activity.id)).toEqual([
      theirs.manual.id,
      theirs.recorded.id,
    ]);
    expect(theirDocument.activityFiles.map((file) => file.id)).toEqual([theirs.recorded.fileId]);
  });

  it('reads many activities with their gear and routes in as many queries as two', async () => {
    const user = await createUser(app);
    const { pack, trip, shoes, poles, recorded: first } = await seed(user);
    const counter = countQueries(db);
    try {
      const forTwo = await counter.during(() => download(user));
      // Thirty more recorded (each with a route, laps and gear) and thirty entered by hand. The
      // recorded ones come from the first one's file (as a multi-sport file's do): files are
      // megabytes, read a few at a time as photos are, so more files are more pages.
      const links = {
        packId: pack.id,
        tripId: trip.id,
        gearItemIds: [poles.id, shoes.id],
        fileId: first.fileId,
      };
      for (let n = 0; n < 30; n += 1) await insertRecorded(db, user.id, links);
      await insertManual(db, user.id, 30);
      const forSixtyTwo = await counter.during(() => download(user));
      expect(forTwo).toBeGreaterThan(0);
      expect(forSixtyTwo).toBe(forTwo);
    } finally {
      counter.restore();
    }
    const { document } = await download(user);
    expect(document.activities).toHaveLength(62);
    const recorded = document.activities.filter((activity) => activity.source === 'file');
    expect(recorded).toHaveLength(31);
    expect(recorded.every((activity) => activity.route?.laps.length === 2)).toBe(true);
    expect(recorded.every((activity) => activity.gearItemIds.length === 2)).toBe(true);
    expect(document.activityFiles).toHaveLength(1);
  });

  it('reads thousands of activities a page at a time, each page in two queries', async () => {
    const user = await createUser(app);
    const { pack, trip, shoes } = await seed(user);
    const counter = countQueries(db);
    const pageSize = EXPORT_BATCH_SIZES.activities;
    // Two full pages with the two made by seed.
    const walkCount = 2 * pageSize - 2;
    let document: ExportDocument | undefined;
    try {
      const forTwo = await counter.during(() => download(user));
      // Every other one with a route (the seed's recorded one's, laps and all), all with gear.
      await insertManual(db, user.id, walkCount);
      const [routeOf] = await db.query<{ activity_id: string }[]>(
        `SELECT activity_id FROM activity_routes WHERE owner_id = $1`,
        [user.id],
      );
      await db.query(
        `INSERT INTO activity_routes (activity_id, owner_id, points, segment_starts, times,
           heart_rates, cadences, laps)
         SELECT activity.id, $1, route.points, route.segment_starts, route.times,
                route.heart_rates, route.cadences, route.laps
         FROM activities activity, activity_routes route
         WHERE activity.owner_id = $1 AND activity.source = 'manual'
           AND activity.name ~ '[02468]$' AND route.activity_id = $2`,
        [user.id, routeOf?.activity_id],
      );
      await db.query(
        `INSERT INTO activity_gear (activity_id, gear_item_id, owner_id)
         SELECT id, $2, $1 FROM activities WHERE owner_id = $1 AND name LIKE 'Walk %'`,
        [user.id, shoes.id],
      );
      const forMany = await counter.during(async () => {
        document = (await download(user)).document;
      });
      // Two more reads of pages (the second one full, so a third that finds none), and the
      // second page's routes: one read whatever the number of its activities.
      expect(forMany).toBe(forTwo + 3);
    } finally {
      counter.restore();
    }
    expect(document?.activities).toHaveLength(2 + walkCount);
    const walks =
      document?.activities.filter((activity) => activity.name.startsWith('Walk ')) ?? [];
    expect(walks).toHaveLength(walkCount);
    expect(walks.every((walk) => walk.gearItemIds[0] === shoes.id)).toBe(true);
    expect(walks.filter((walk) => walk.route !== null)).toHaveLength(walkCount / 2);
    expect(walks.find((walk) => walk.route !== null)?.route?.points).toEqual(RECORDED.points);
    expect(document?.activities.filter((activity) => activity.packId === pack.id)).toHaveLength(2);
    expect(document?.activities.filter((activity) => activity.tripId === trip.id)).toHaveLength(2);
  });

  it('streams a long recorded route in a group of its own, every point exact', async () => {
    const user = await createUser(app);
    const { pack, trip } = await seed(user);
    const counter = countQueries(db);
    const count = EXPORT_BATCH_SIZES.activityRoutePoints + 5_000;
    const long: RecordedRoute = {
      ...RECORDED,
      points: Array.from({ length: count }, (_, i): Point => [
        46.12345678901234 + i * 1e-5,
        13.8 + i * 1e-5,
        i % 7 === 0 ? null : 900 + (i % 50),
      ]),
      segmentStarts: [count / 2],
      times: Array.from({ length: count }, (_, i) => Date.UTC(2026, 4, 1, 6) + i * 1000),
      heartRates: Array.from({ length: count }, (_, i) => 100 + (i % 60)),
      cadences: null,
    };
    let document: ExportDocument | undefined;
    try {
      const forSmall = await counter.during(() => download(user));
      await insertRecorded(
        db,
        user.id,
        { packId: pack.id, tripId: trip.id, gearItemIds: [] },
        long,
      );
      await insertRecorded(db, user.id, { packId: null, tripId: null, gearItemIds: [] });
      const forLong = await counter.during(async () => {
        document = (await download(user)).document;
      });
      // The routes in two groups more: the long one alone, and the one after it.
      expect(forLong).toBe(forSmall + 2);
    } finally {
      counter.restore();
    }
    const route = document?.activities[2]?.route;
    expect(route?.points).toEqual(long.points);
    expect(route?.segmentStarts).toEqual([count / 2]);
    expect(route?.times[count - 1]).toBe(new Date(long.times[count - 1] ?? 0).toISOString());
    expect(route?.heartRates).toEqual(long.heartRates);
    expect(route?.cadences).toBeNull();
    expect(document?.activities[3]?.route?.points).toEqual(RECORDED.points);
    // One file per activity here: each written once, in the order they were uploaded.
    expect(document?.activityFiles).toHaveLength(3);
  });

  it('lists every column of the activity tables, or leaves it out on purpose', async () => {
    const listed = (columns: ExportColumns) =>
      Object.values(columns).flatMap((spec) => (spec.kind === 'column' ? [spec.column] : []));
    const exported: Record<string, string[]> = {
      activities: [
        ...listed(ACTIVITY_COLUMNS),
        // Worked out from the route: an import works it out again.
        'preview',
        'preview_segment_starts',
        'best_5k_s',
        'best_10k_s',
        // The job that imported it, for undoing that import: jobs stay behind.
        'import_id',
      ],
      activity_routes: [...listed(ACTIVITY_ROUTE_COLUMNS), 'activity_id'],
      // The bytes are `data`.
      activity_files: [...listed(ACTIVITY_FILE_COLUMNS), 'gzipped'],
      // An activity's `gearItemIds`.
      activity_gear: ['activity_id', 'gear_item_id'],
    };
    const rows = await db.query<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = ANY($1::text[])
         AND column_name <> 'owner_id'`,
      [Object.keys(exported)],
    );
    const inSchema: Record<string, string[]> = {};
    for (const row of rows) (inSchema[row.table_name] ??= []).push(row.column_name);
    for (const [table, columns] of Object.entries(exported)) {
      expect(new Set(inSchema[table]), table).toEqual(new Set(columns));
    }
  });
});
