import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  FakeExportSource,
  at,
  emptyTables,
  fake,
  type FakeTables,
  type Read,
} from '@test/support/fake-export-source.js';
import { AccountExportService } from './account-export.service.js';
import { EXPORT_BATCH_SIZES, type ExportBatchSizes } from './account-export.writer.js';
import type { ExportDocument } from './export-format.js';
import type { PackCsvWriter } from './pack-csv-writer.js';

const allBatches = (size: number): ExportBatchSizes => ({
  categories: size,
  items: size,
  bundles: size,
  packs: size,
  packLines: size,
  places: size,
  trips: size,
  routePoints: size,
  activities: size,
  activityRoutePoints: size,
  photos: size,
  activityFiles: size,
});

async function exported(
  source: FakeExportSource,
  sizes: ExportBatchSizes = EXPORT_BATCH_SIZES,
  csv?: PackCsvWriter,
): Promise<ExportDocument> {
  const { body, fileName } = await new AccountExportService(source, csv, sizes).export('u1', at);
  expect(fileName).toBe('packtrail-export-2026-05-01.json');
  return JSON.parse(await text(body)) as ExportDocument;
}

/**
 * Every id the document refers to that it does not hold (photos aside: see WrittenIds), and
 * every activity file no activity refers to.
 */
function danglingReferences(document: ExportDocument): string[] {
  const categories = new Set(document.gear.categories.map((category) => category.id));
  const items = new Set(document.gear.items.map((item) => item.id));
  const bundles = new Set(document.bundles.map((bundle) => bundle.id));
  const packs = new Set(document.packs.map((pack) => pack.id));
  const trips = new Set(document.trips.map((trip) => trip.id));
  const files = new Set(document.activityFiles.map((file) => file.id));
  const filesUsed = new Set(document.activities.map((activity) => activity.fileId));
  const missing = (ids: Set<string>, id: string | null, where: string) =>
    id !== null && !ids.has(id) ? [`${where}: ${id}`] : [];
  return [
    ...document.gear.items.flatMap((item) => missing(categories, item.categoryId, 'item')),
    ...document.bundles.flatMap((bundle) => [
      ...missing(categories, bundle.categoryId, 'bundle'),
      ...bundle.items.flatMap((entry) => missing(items, entry.gearItemId, 'bundle entry')),
    ]),
    ...document.packs.flatMap((pack) => [
      ...pack.categoryOrder.flatMap((row) => missing(categories, row.categoryId, 'order')),
      ...pack.lines.flatMap((line) => [
        ...missing(items, line.gearItemId, 'line item'),
        ...missing(bundles, line.bundleId, 'line bundle'),
        ...missing(categories, line.categoryId, 'line category'),
        ...(line.bundle?.entries ?? []).flatMap((entry) =>
          missing(items, entry.gearItemId, 'line entry'),
        ),
      ]),
    ]),
    ...document.trips.flatMap((trip) =>
      trip.packs.flatMap((link) => missing(packs, link.packId, 'trip pack')),
    ),
    ...document.activities.flatMap((activity) => [
      ...missing(packs, activity.packId, 'activity pack'),
      ...missing(trips, activity.tripId, 'activity trip'),
      ...missing(files, activity.fileId, 'activity file'),
      ...activity.gearItemIds.flatMap((id) => missing(items, id, 'activity gear')),
    ]),
    ...document.activityFiles.flatMap((file) =>
      filesUsed.has(file.id) ? [] : [`unused file: ${file.id}`],
    ),
  ];
}

/**
 * A library of every kind of row: `items` items in five categories, two bundles, `packs` packs
 * each holding two items, a bundle and an order of categories, three places, a trip per pack
 * (taking that pack and the next, with two waypoints and, but for the first, a route of 3
 * points, in two segments for every other trip), an activity per trip (walking it with its pack
 * and an item, the first entered by hand, the others recorded: a route of 4 points from a file
 * of their own) and three photos.
 */
function library(items: number, packs: number): FakeTables {
  const tables = emptyTables();
  tables.categories = Array.from({ length: 5 }, (_, n) => fake.category(`c${n}`, n));
  tables.items = Array.from({ length: items }, (_, n) => fake.item(`i${n}`, `c${n % 5}`));
  tables.bundles = [fake.bundle('b0', 'c1'), fake.bundle('b1')];
  tables.bundleEntries = [
    fake.entry('b0', 'i0'),
    fake.entry('b0', 'i1', 1),
    fake.entry('b1', 'i2'),
  ];
  tables.packs = Array.from({ length: packs }, (_, n) => fake.pack(`k${n}`));
  for (const [n, pack] of tables.packs.entries()) {
    tables.packLines.push(
      fake.line(pack.id, { gearItemId: `i${n % items}` }, 0),
      fake.line(pack.id, { gearItemId: `i${(n + 1) % items}` }, 1),
      fake.line(pack.id, { bundleId: `b${n % 2}` }, 2),
    );
    tables.packCategories.push(
      { packId: pack.id, categoryId: 'c2', sortOrder: 0 },
      { packId: pack.id, categoryId: 'c0', sortOrder: 1 },
    );
  }
  tables.places = [fake.place('l0'), fake.place('l1'), fake.place('l2')];
  tables.trips = tables.packs.map((_, n) => fake.trip(`t${n}`));
  for (const [n, trip] of tables.trips.entries()) {
    tables.tripPacks.push(
      fake.tripPack(trip.id, `k${(n + 1) % packs}`, 1, false),
      fake.tripPack(trip.id, `k${n}`, 0, true),
    );
    tables.tripWaypoints.push(fake.waypoint(trip.id, `${trip.id}w0`));
    tables.tripWaypoints.push(fake.waypoint(trip.id, `${trip.id}w1`));
    if (n > 0) tables.tripRoutes.push(fake.route(trip.id, 3, n % 2 ? [2] : []));
  }
  tables.activities = tables.trips.map((trip, n) => ({
    ...fake.activity(`a${n}`),
    packId: `k${n}`,
    tripId: trip.id,
    ...(n > 0 && { source: 'file' as const, fileId: `f${n}` }),
  }));
  for (const [n, activity] of tables.activities.entries()) {
    tables.activityGear.push({ activityId: activity.id, gearItemId: `i${n % items}` });
    if (n > 0) {
      tables.activityRoutes.push(fake.activityRoute(activity.id, 4));
      tables.activityFiles.push(fake.activityFile(`f${n}`));
    }
  }
  tables.photos = [fake.photo('p0'), fake.photo('p1'), fake.photo('p2')];
  return tables;
}

describe('AccountExportService', () => {
  it('writes photos after the rest but the activity files, in batches, skipping any deleted meanwhile', async () => {
    const tables = emptyTables();
    tables.photos = Array.from({ length: 19 }, (_, n) => fake.photo(`p${n}`));
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'photos' && now.photos.length === 19) {
        now.photos = now.photos.filter((photo) => photo.id !== 'p10' && photo.id !== 'p18');
      }
    });
    const document = await exported(source);
    const photoReads = source.reads.filter((read) => read.table === 'photos');
    expect(photoReads.map((read) => read.rows)).toEqual([8, 8, 1]);
    expect(source.reads.slice(-2).map((read) => read.table)).toEqual(['photos', 'activityFiles']);
    expect(document.photos.map((entry) => entry.id)).toEqual(
      Array.from({ length: 19 }, (_, n) => `p${n}`).filter((id) => id !== 'p10' && id !== 'p18'),
    );
    expect(Buffer.from(document.photos[0]?.data ?? '', 'base64').toString()).toBe('p0');
  });

  it('writes a valid document when every photo is gone', async () => {
    const tables = emptyTables();
    tables.photos = [fake.photo('p0')];
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'categories') now.photos = [];
    });
    expect((await exported(source)).photos).toEqual([]);
  });

  it('adds each pack’s LighterPack CSV when a writer is provided', async () => {
    const tables = emptyTables();
    tables.packs = [fake.pack('k1')];
    const asked: string[][] = [];
    const writer: PackCsvWriter = {
      writePacks: (ownerId, packIds) => {
        asked.push([ownerId, ...packIds]);
        return Promise.resolve(new Map([['k1', 'Item Name,Category\n']]));
      },
    };
    const document = await exported(new FakeExportSource(tables), EXPORT_BATCH_SIZES, writer);
    expect(asked).toEqual([['u1', 'k1']]);
    expect(document.packs[0]?.lighterpackCsv).toBe('Item Name,Category\n');
  });

  it('gives the same document in batches of two as in one batch per table', async () => {
    const whole = new FakeExportSource(library(9, 5));
    const batched = new FakeExportSource(library(9, 5));
    const document = await exported(batched, allBatches(2));
    expect(document).toEqual(await exported(whole));
    expect(document.gear.items).toHaveLength(9);
    expect(document.packs.flatMap((pack) => pack.lines)).toHaveLength(15);
    expect(document.places).toHaveLength(3);
    expect(document.trips).toHaveLength(5);
    expect(document.trips.flatMap((trip) => trip.waypoints)).toHaveLength(10);
    expect(document.trips.filter((trip) => trip.route !== null)).toHaveLength(4);
    expect(document.activities).toHaveLength(5);
    expect(document.activities.filter((activity) => activity.route !== null)).toHaveLength(4);
    expect(document.activityFiles).toHaveLength(4);
    expect(danglingReferences(document)).toEqual([]);

    const tables: Read['table'][] = [
      'categories',
      'items',
      'bundles',
      'packs',
      'places',
      'trips',
      'activities',
      'photos',
      'activityFiles',
    ];
    // Four activity files fill a page of four: one more read finds none.
    expect(tables.map((table) => whole.count(table))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2]);
    // Pages of two until one comes back short; packs in groups of two lines (one pack each),
    // trips in groups of two route points (one trip each: a route of 3 goes alone), and so
    // activities (a route of 4 alone; the one without a route reads none).
    expect(tables.map((table) => batched.count(table))).toEqual([3, 5, 2, 3, 2, 3, 3, 2, 3]);
    expect(batched.count('packContents')).toBe(5);
    expect(batched.count('tripContents')).toBe(5);
    expect(whole.count('tripContents')).toBe(1);
    expect(batched.count('activityRoutes')).toBe(4);
    expect(whole.count('activityRoutes')).toBe(1);
  });

  it('writes places, trips, activities and their defaults after the packs, photos and activity files last', async () => {
    const source = new FakeExportSource(library(4, 2));
    const document = await exported(source);
    expect(source.reads.map((read) => read.table).slice(-8)).toEqual([
      'places',
      'trips',
      'tripContents',
      'activities',
      'activityRoutes',
      'activityDefaults',
      'photos',
      'activityFiles',
    ]);
    expect(document.places[0]).toEqual({
      id: 'l0',
      name: 'Place l0',
      note: '',
      latitude: 54.45,
      longitude: -3.21,
      color: '#e53e3e',
      icon: 'generic',
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
    const [first, second] = document.trips;
    expect(first).toMatchObject({
      id: 't0',
      startDate: '2026-05-01',
      endDate: '2026-05-02',
      foodPerDayGrams: null,
      packs: [
        { packId: 'k0', isMain: true, sortOrder: 0 },
        { packId: 'k1', isMain: false, sortOrder: 1 },
      ],
      waypoints: [
        expect.objectContaining({ id: 't0w0', elevationM: null, icon: 'camp' }),
        expect.objectContaining({ id: 't0w1' }),
      ],
      route: null,
    });
    expect(second?.route).toEqual({
      points: [
        [54, -3, null],
        [54.0001, -3, 100],
        [54.0002, -3, null],
      ],
      segmentStarts: [2],
      times: null,
      distanceM: 33,
      gainM: 0,
      lossM: 0,
      highestM: 100,
      lowestM: 100,
      elevationSource: 'file',
    });
    expect(document.activities.map((activity) => activity.id)).toEqual(['a0', 'a1']);
    expect(document.activities[0]).toMatchObject({
      source: 'manual',
      fileId: null,
      packId: 'k0',
      tripId: 't0',
      gearItemIds: ['i0'],
      route: null,
    });
    expect(document.activities[1]).toMatchObject({ source: 'file', fileId: 'f1', tripId: 't1' });
    expect(document.activities[1]?.route).toEqual({
      points: [
        [46, 14, null],
        [46.0001, 14, 300],
        [46.0002, 14, null],
        [46.0003, 14, 300],
      ],
      segmentStarts: [],
      times: [
        '2026-05-01T10:00:00.000Z',
        '2026-05-01T10:00:01.000Z',
        '2026-05-01T10:00:02.000Z',
        '2026-05-01T10:00:03.000Z',
      ],
      heartRates: null,
      cadences: null,
      laps: [],
    });
    expect(document.activityFiles.map((file) => file.id)).toEqual(['f1']);
    // The table keeps it gzipped; the document holds the bytes as uploaded.
    expect(Buffer.from(document.activityFiles[0]?.data ?? '', 'base64').toString()).toBe('file f1');
  });

  it('reads the activities of a page in groups of a bounded number of route points', async () => {
    const tables = emptyTables();
    tables.activities = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5'].map((id) => fake.activity(id));
    tables.activityRoutes = [
      fake.activityRoute('a0', 40),
      fake.activityRoute('a1', 50),
      fake.activityRoute('a2', 120),
      fake.activityRoute('a4', 0),
    ];
    const source = new FakeExportSource(tables);
    const document = await exported(source, { ...EXPORT_BATCH_SIZES, activityRoutePoints: 100 });
    expect(source.count('activities')).toBe(1);
    // 40 + 50; 120 alone (larger than the budget); the rest, of which only a4 has a route (a
    // treadmill's: laps and no positions).
    const routeReads = source.reads.filter((read) => read.table === 'activityRoutes');
    expect(routeReads.map((read) => read.rows)).toEqual([90, 120, 0]);
    expect(document.activities.map((activity) => activity.route?.points.length ?? null)).toEqual([
      40,
      50,
      120,
      null,
      0,
      null,
    ]);
  });

  it('reads no route for a page of activities entered by hand', async () => {
    const tables = emptyTables();
    tables.activities = ['a0', 'a1', 'a2'].map((id) => fake.activity(id));
    const source = new FakeExportSource(tables);
    const document = await exported(source, allBatches(2));
    expect(source.count('activities')).toBe(2);
    expect(source.count('activityRoutes')).toBe(0);
    expect(document.activities.map((activity) => activity.route)).toEqual([null, null, null]);
  });

  it('reads the trips of a page in groups of a bounded number of route points', async () => {
    const tables = emptyTables();
    tables.trips = ['t0', 't1', 't2', 't3', 't4'].map((id) => fake.trip(id));
    tables.tripRoutes = [
      fake.route('t0', 40),
      fake.route('t1', 50),
      fake.route('t2', 120),
      fake.route('t4', 30),
    ];
    const source = new FakeExportSource(tables);
    const document = await exported(source, { ...EXPORT_BATCH_SIZES, routePoints: 100 });
    expect(source.count('trips')).toBe(1);
    // 40 + 50; 120 alone (larger than the budget); 0 + 30.
    expect(
      source.reads.filter((read) => read.table === 'tripContents').map((read) => read.rows),
    ).toEqual([90, 120, 30]);
    expect(document.trips.map((trip) => trip.route?.points.length ?? 0)).toEqual([
      40, 50, 120, 0, 30,
    ]);
  });

  it('reads the packs of a page in groups of a bounded number of lines', async () => {
    const source = new FakeExportSource(library(9, 5));
    await exported(source, { ...EXPORT_BATCH_SIZES, packLines: 6 });
    expect(source.count('packs')).toBe(1);
    // Three lines a pack: two packs a group.
    expect(
      source.reads.filter((read) => read.table === 'packContents').map((read) => read.rows),
    ).toEqual([6, 6, 3]);
  });
});

describe('AccountExportService streaming', () => {
  /** Lets the stream run as far ahead as it would by itself. */
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((done) => setImmediate(done));
  };

  const nextPiece = async (body: Readable): Promise<string> => {
    for (;;) {
      const piece = body.read() as string | null;
      if (piece !== null) return piece;
      await once(body, 'readable');
    }
  };

  it('gives its first bytes before reading any table, and reads only as far as it is read', async () => {
    const source = new FakeExportSource(library(40, 1));
    const { body } = await new AccountExportService(source, undefined, allBatches(2)).export(
      'u1',
      at,
    );
    const first = await nextPiece(body);
    expect(first).toContain('"format": "packtrail-export"');
    expect(first).toContain('"email": "ada@example.com"');
    await settle();
    expect(source.reads.map((read) => read.table)).toEqual(['categories']);

    // The items come a page at a time: a page taken, at most the next one is read.
    while (source.count('items') === 0) await nextPiece(body);
    for (let taken = 1; taken <= 5; taken += 1) {
      await nextPiece(body);
      await settle();
      expect(source.count('items')).toBeLessThanOrEqual(taken + 2);
    }
    expect(source.count('packs')).toBe(0);

    const rest = await text(body);
    expect(rest.endsWith('\n}\n')).toBe(true);
    expect(source.count('items')).toBe(21);
  });

  it('stops reading when the download is abandoned', async () => {
    const source = new FakeExportSource(library(40, 1));
    const { body } = await new AccountExportService(source, undefined, allBatches(2)).export(
      'u1',
      at,
    );
    await nextPiece(body);
    await nextPiece(body);
    body.destroy();
    await settle();
    expect(source.count('items')).toBeLessThanOrEqual(2);
  });
});

describe('AccountExportService when the library changes during the export', () => {
  it('leaves out a pack line whose item was created after the items were written', async () => {
    const tables = library(4, 1);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'items' && !now.items.some((item) => item.id === 'late')) {
        now.items.push(fake.item('late', 'c0'));
        now.packLines.push(fake.line('k0', { gearItemId: 'late' }, 9));
      }
    });
    const document = await exported(source);
    expect(document.gear.items.map((item) => item.id)).not.toContain('late');
    expect(document.packs[0]?.lines.map((line) => line.gearItemId)).toEqual(['i0', 'i1', null]);
    expect(danglingReferences(document)).toEqual([]);
  });

  it('reads a category created after the categories were written as none', async () => {
    const tables = library(4, 1);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'categories' && !now.categories.some((c) => c.id === 'new')) {
        now.categories.push(fake.category('new', 99));
        for (const row of [...now.items, ...now.bundles]) row.categoryId = 'new';
        now.packCategories.push({ packId: 'k0', categoryId: 'new', sortOrder: 2 });
      }
    });
    const document = await exported(source);
    expect(document.gear.items.every((item) => item.categoryId === null)).toBe(true);
    expect(document.bundles.every((bundle) => bundle.categoryId === null)).toBe(true);
    const [pack] = document.packs;
    expect(pack?.categoryOrder.map((row) => row.categoryId)).toEqual(['c2', 'c0']);
    expect(pack?.lines.map((line) => line.categoryId)).toEqual([null, null, null]);
    expect(pack?.lines[0]?.item?.categoryName).toBeNull();
    expect(danglingReferences(document)).toEqual([]);
  });

  it('leaves out bundle entries and bundle lines that came after their section', async () => {
    const tables = library(4, 1);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'items' && !now.items.some((item) => item.id === 'late')) {
        now.items.push(fake.item('late'));
        now.bundleEntries.push(fake.entry('b0', 'late', 2));
      }
      if (read.table === 'bundles' && !now.bundles.some((bundle) => bundle.id === 'b9')) {
        now.bundles.push(fake.bundle('b9'));
        now.packLines.push(fake.line('k0', { bundleId: 'b9' }, 9));
      }
    });
    const document = await exported(source);
    expect(document.bundles.map((bundle) => bundle.id)).toEqual(['b0', 'b1']);
    expect(document.bundles[0]?.items.map((entry) => entry.gearItemId)).toEqual(['i0', 'i1']);
    const lines = document.packs[0]?.lines ?? [];
    expect(lines.map((line) => line.bundleId)).toEqual([null, null, 'b0']);
    expect(lines[2]?.bundle?.entries.map((entry) => entry.gearItemId)).toEqual(['i0', 'i1']);
    expect(danglingReferences(document)).toEqual([]);
  });

  it('leaves out a trip’s pack created after the packs were written, the next one main', async () => {
    const tables = library(4, 2);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'packs' && !now.packs.some((pack) => pack.id === 'late')) {
        now.packs.push(fake.pack('late'));
        now.tripPacks = now.tripPacks.filter((link) => link.tripId !== 't1');
        now.tripPacks.push(
          fake.tripPack('t1', 'late', 0, true),
          fake.tripPack('t1', 'k0', 1, false),
          fake.tripPack('t1', 'k1', 2, false),
        );
      }
    });
    const document = await exported(source);
    expect(document.packs.map((pack) => pack.id)).toEqual(['k0', 'k1']);
    expect(document.trips[1]?.packs).toEqual([
      { packId: 'k0', isMain: true, sortOrder: 1 },
      { packId: 'k1', isMain: false, sortOrder: 2 },
    ]);
    expect(danglingReferences(document)).toEqual([]);
  });

  it('writes an activity’s pack, trip and gear only when the document holds them', async () => {
    const tables = library(4, 2);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'tripContents' && !now.trips.some((trip) => trip.id === 'late')) {
        now.packs.push(fake.pack('late-pack'));
        now.items.push(fake.item('late-item'));
        now.trips.push(fake.trip('late'));
        Object.assign(now.activities[1] ?? {}, { packId: 'late-pack', tripId: 'late' });
        now.activityGear.push({ activityId: 'a1', gearItemId: 'late-item' });
      }
    });
    const document = await exported(source);
    expect(document.trips.map((trip) => trip.id)).toEqual(['t0', 't1']);
    expect(document.activities[1]).toMatchObject({
      id: 'a1',
      packId: null,
      tripId: null,
      gearItemIds: ['i1'],
    });
    expect(document.activities[0]).toMatchObject({ packId: 'k0', tripId: 't0' });
    expect(danglingReferences(document)).toEqual([]);
  });

  it('leaves out an activity file no activity in the document came from', async () => {
    const tables = library(4, 3);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'activities' && !now.activityFiles.some((file) => file.id === 'new')) {
        now.activities.push({ ...fake.activity('new'), source: 'file', fileId: 'new' });
        now.activityFiles.push(fake.activityFile('new'));
      }
      // Its last activity deleted after the activities were written: the file goes with it.
      if (read.table === 'photos')
        now.activityFiles = now.activityFiles.filter(({ id }) => id !== 'f2');
    });
    const document = await exported(source);
    expect(document.activities.map((activity) => activity.id)).toEqual(['a0', 'a1', 'a2']);
    expect(document.activityFiles.map((file) => file.id)).toEqual(['f1']);
  });

  it('writes a category that a reorder moves past the page being read once', async () => {
    const tables = library(4, 1);
    const source = new FakeExportSource(tables, (read, now) => {
      if (read.table === 'categories' && now.categories[0]?.id === 'c0') {
        now.categories.push(...now.categories.splice(0, 1));
      }
    });
    const document = await exported(source, allBatches(2));
    expect(document.gear.categories.map((category) => category.id)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
    expect(danglingReferences(document)).toEqual([]);
  });
});
