import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '@server/account/export/export-format.js';
import { MAX_ROUTE_POINTS } from '@server/domain/trip-limits.js';
import { PackCsvWriterService } from '@server/packs/export/pack-csv-writer.service.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createPlace,
  createTrip,
  addTripWaypoint,
  createUser,
  insertItems,
  putTripRoute,
  requestJson,
  type TripJson,
} from '@test/support/factories.js';
import { pngOf } from '@test/support/images.js';
import { countQueries } from '@test/support/query-counter.js';
import { putPhoto, seedLibrary, type Library } from './account.helpers.js';

describe('the account export', () => {
  const { app, owner, stranger: other } = setupApi();
  let library: Library;
  let othersLibrary: Library;
  beforeAll(async () => {
    library = await seedLibrary(app, owner.session);
    await requestJson(owner.session, owner.url('/api/account'), 'PATCH', {
      username: 'export-owner',
      weightUnit: 'oz',
      weightScale: 'fixed',
      currency: 'GBP',
      foodPerDayGrams: 650,
      profilePublic: true,
    });
    await requestJson(owner.session, owner.url(`/api/packs/${library.pack.id}`), 'PATCH', {
      isPublic: true,
    });
    othersLibrary = await seedLibrary(app, other.session);
  });

  const download = async (user: User) => {
    const response = await user.session.fetch(user.url('/api/account/export'));
    const text = await response.text();
    return { response, text, document: JSON.parse(text) as ExportDocument };
  };

  it('downloads as a dated JSON attachment that no cache keeps', async () => {
    const { response } = await download(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="packtrail-export-${today}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds the account, its preferences and the versioned format marker', async () => {
    const { document } = await download(owner);
    expect(document).toMatchObject({ format: 'packtrail-export', formatVersion: 1 });
    expect(Date.parse(document.exportedAt)).not.toBeNaN();
    expect(document.account).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'export-owner',
      weightUnit: 'oz',
      weightScale: 'fixed',
      currency: 'GBP',
      foodPerDayGrams: 650,
      profilePublic: true,
      searchIndexing: false,
      subscriptionPlan: 'basic',
    });
    expect(`/api/photos/${document.account.avatarPhotoId}`).toBe(library.avatarUrl);
  });

  it('holds the gear library with every field', async () => {
    const { document } = await download(owner);
    expect(document.gear.categories.map((c) => c.name)).toEqual(['Shelter', 'Cook']);
    const tent = document.gear.items.find((item) => item.id === library.tent.id);
    expect(tent).toMatchObject({
      name: 'Duplex tent',
      brand: 'Zpacks',
      categoryId: library.shelter.id,
      weightMg: 539_000,
      quantityOwned: 1,
      url: 'https://example.com/duplex',
      notes: 'Seam-sealed',
      retired: false,
      retireAfterM: null,
    });
    expect(`/api/photos/${tent?.photoId}`).toBe(library.tent.photoUrl);
    expect(document.gear.items.find((item) => item.id === library.stove.id)).toMatchObject({
      priceMinor: 4500,
      currency: 'GBP',
    });
    expect(document.gear.items).toHaveLength(3);
  });

  it('holds bundles and packs, each pack line with what a LighterPack row needs', async () => {
    const { document } = await download(owner);
    expect(document.bundles).toEqual([
      expect.objectContaining({
        id: library.bundle.id,
        name: 'Cook kit',
        categoryId: library.cook.id,
        items: [
          { gearItemId: library.stove.id, quantity: 1, sortOrder: expect.any(Number) as number },
          { gearItemId: library.pot.id, quantity: 2, sortOrder: expect.any(Number) as number },
        ],
      }),
    ]);
    const [pack] = document.packs;
    expect(pack).toMatchObject({
      id: library.pack.id,
      name: 'Cairngorms weekend',
      slug: library.pack.slug,
      isPublic: true,
    });
    expect(pack?.categoryOrder.map((row) => row.categoryId)).toEqual([
      library.cook.id,
      library.shelter.id,
    ]);
    expect(pack?.lines.map((line) => line.id)).toEqual([
      library.bundleLine.id,
      library.tentLine.id,
    ]);
    const [bundleLine, tentLine] = pack?.lines ?? [];
    expect(tentLine).toMatchObject({
      kind: 'item',
      gearItemId: library.tent.id,
      categoryId: library.shelter.id,
      quantity: 1,
      worn: false,
      consumable: false,
      item: {
        name: 'Duplex tent',
        categoryName: 'Shelter',
        notes: 'Seam-sealed',
        weightMg: 539_000,
        url: 'https://example.com/duplex',
        priceMinor: null,
      },
      bundle: null,
    });
    expect(bundleLine).toMatchObject({
      kind: 'bundle',
      bundleId: library.bundle.id,
      categoryId: library.cook.id,
      consumable: true,
      item: null,
      bundle: {
        name: 'Cook kit',
        categoryName: 'Cook',
        entries: [
          expect.objectContaining({
            name: 'Pocket Rocket',
            quantity: 1,
            priceMinor: 4500,
            currency: 'GBP',
          }),
          expect.objectContaining({ name: 'Titanium pot', quantity: 2, weightMg: 103_000 }),
        ],
      },
    });
  });

  it('holds each pack as the same LighterPack CSV its own export gives', async () => {
    const { document } = await download(owner);
    const pack = document.packs.find((candidate) => candidate.id === library.pack.id);
    const exported = await owner.session.fetch(
      owner.url(`/api/packs/${library.pack.id}/export.csv`),
    );
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(
      csv.startsWith('Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable'),
    ).toBe(true);
    expect(pack?.lighterpackCsv).toBe(csv);
  });

  it('holds every photo’s bytes, the same the photo address serves', async () => {
    const { document } = await download(owner);
    expect(document.photos).toHaveLength(2);
    for (const photo of document.photos) {
      const served = await owner.session.fetch(owner.url(`/api/photos/${photo.id}`));
      expect(served.headers.get('content-type')).toBe(photo.contentType);
      expect(Buffer.from(photo.data, 'base64')).toEqual(Buffer.from(await served.arrayBuffer()));
    }
  });

  it('holds nothing of another user', async () => {
    const { text } = await download(owner);
    for (const id of [
      other.id,
      othersLibrary.tent.id,
      othersLibrary.bundle.id,
      othersLibrary.pack.id,
      othersLibrary.tentLine.id,
      othersLibrary.avatarUrl.split('/').pop() ?? '',
    ]) {
      expect(text).not.toContain(id);
    }
  });

  it('streams many photos in batches and stays valid JSON', async () => {
    const user = await createUser(app);
    for (let n = 0; n < 11; n += 1) {
      const item = await createItem(app, user.session, { name: `Item ${n}` });
      await putPhoto(app, user.session, `/api/gear/items/${item.id}/photo`, await pngOf(2, 2 + n));
    }
    const { document } = await download(user);
    expect(document.photos).toHaveLength(11);
    expect(new Set(document.photos.map((photo) => photo.height))).toEqual(
      new Set(Array.from({ length: 11 }, (_, n) => 2 + n)),
    );
    expect(document.gear.items.every((item) => item.photoId !== null)).toBe(true);
  });

  it('exports an empty account as a valid document with empty lists', async () => {
    const { document } = await download(await createUser(app));
    expect(document).toMatchObject({
      gear: { categories: [], items: [] },
      bundles: [],
      packs: [],
      places: [],
      trips: [],
      activities: [],
      photos: [],
      activityFiles: [],
    });
  });

  it('reads a large library in the same number of queries as a small one', async () => {
    const counter = countQueries(app.app.get(DataSource));
    try {
      const small = await createUser(app);
      const large = await createUser(app);
      await insertItems(app, large.id, 300);
      const smallCount = await counter.during(() => download(small));
      const largeCount = await counter.during(() => download(large));
      expect(largeCount).toBe(smallCount);
      // The snapshot's queries (places, trips, activities and activity files one each), and the
      // rate limit's three (lease, count, release).
      expect(smallCount).toBeLessThanOrEqual(18 + 3);
    } finally {
      counter.restore();
    }
  });

  describe('with many packs', () => {
    let user: User;
    let shelter: { id: string };
    let cook: { id: string };
    let spork: { id: string };
    beforeAll(async () => {
      user = await createUser(app);
      shelter = await createCategory(app, user.session, { name: 'Shelter' });
      cook = await createCategory(app, user.session, { name: 'Cook' });
      spork = await createItem(app, user.session, { name: 'Spork', weightMg: 9_000 });
    });

    /**
     * A pack of its own items, bundle and arrangement (every pack differs): an item line, a
     * bundle line and an uncategorized line, its categories and lines in an order of its own.
     */
    const addPack = async (n: number) => {
      const pack = await createPack(app, user.session, { name: `Trip ${n}` });
      const tarp = await createItem(app, user.session, {
        name: `Tarp ${n}`,
        categoryId: shelter.id,
        weightMg: 300_000 + n * 1_000,
        weightUnit: 'oz',
        notes: `Pitch ${n}`,
        url: `https://example.com/tarp-${n}`,
      });
      const stove = await createItem(app, user.session, {
        name: `Stove ${n}`,
        categoryId: cook.id,
        priceMinor: 1_000 + n,
        currency: 'GBP',
      });
      const mug = await createItem(app, user.session, { name: `Mug ${n}` });
      const kit = await createBundle(app, user.session, { name: `Kit ${n}`, categoryId: cook.id });
      await addToBundle(app, user.session, kit.id, stove.id, 1);
      await addToBundle(app, user.session, kit.id, spork.id, 2);
      const lines = [
        await addLine(app, user.session, pack.id, { gearItemId: tarp.id, worn: n % 2 === 0 }),
        await addLine(app, user.session, pack.id, { bundleId: kit.id, consumable: true }),
        await addLine(app, user.session, pack.id, { gearItemId: mug.id, quantity: n + 1 }),
      ];
      const layout = await requestJson(
        user.session,
        user.url(`/api/packs/${pack.id}/layout`),
        'PUT',
        {
          categoryOrder: n % 2 === 0 ? [cook.id, null, shelter.id] : [null, shelter.id, cook.id],
          lineOrder: lines.map((line) => line.id).reverse(),
        },
      );
      expect(layout.status, 'PUT layout').toBe(204);
      return pack.id;
    };

    it('writes every pack’s LighterPack file in as many queries as one pack’s', async () => {
      const packIds = [await addPack(0)];
      const counter = countQueries(app.app.get(DataSource));
      try {
        const forOne = await counter.during(() => download(user));
        for (let n = 1; n < 5; n += 1) packIds.push(await addPack(n));
        const forFive = await counter.during(() => download(user));
        expect(forOne).toBeGreaterThan(0);
        expect(forFive).toBe(forOne);
        // The snapshot's and the rate limit's queries (bounded above) and the CSV files' five.
        expect(forFive).toBeLessThanOrEqual(18 + 3 + 5);
      } finally {
        counter.restore();
      }

      const { document } = await download(user);
      expect(document.packs.map((pack) => pack.id).sort()).toEqual([...packIds].sort());
      for (const pack of document.packs) {
        const exported = await user.session.fetch(user.url(`/api/packs/${pack.id}/export.csv`));
        expect(exported.status).toBe(200);
        expect(pack.lighterpackCsv, pack.name).toBe(await exported.text());
      }
      const files = document.packs.map((pack) => pack.lighterpackCsv ?? '');
      expect(new Set(files).size).toBe(5);
      // The header, the bundle's two entries and the two item lines.
      expect(files.every((file) => file.trim().split('\n').length === 5)).toBe(true);
    });

    it('leaves out packs that are gone or another user’s', async () => {
      const packId = await addPack(5);
      const files = await app.app
        .get(PackCsvWriterService)
        .writePacks(user.id, [randomUUID(), packId, othersLibrary.pack.id]);
      expect([...files.keys()]).toEqual([packId]);
      expect(files.get(packId)).toContain('Tarp 5');
    });
  });
  describe('with places and trips', () => {
    type Point = [number, number, number | null];
    /** `count` points northwards from the Lake District, every seventh without an elevation. */
    const pointsOf = (count: number): Point[] =>
      Array.from({ length: count }, (_, i) => [
        54.12345678901234 + i * 1e-5,
        -3.2117 - i * 1e-5,
        i % 7 === 0 ? null : 300 + (i % 50),
      ]);
    const putRoute = async (user: User, tripId: string, points: Point[], starts: number[]) => {
      const { status, body } = await requestJson<TripJson>(
        user.session,
        user.url(`/api/trips/${tripId}/route`),
        'PUT',
        { points, segmentStarts: starts },
      );
      expect(status, 'PUT route').toBe(200);
      return body;
    };

    /** Two places, and a trip with two packs, two waypoints, a day's food and a route. */
    const seedTrips = async (user: User, packIds: [string, string]) => {
      const spring = await createPlace(app, user.session, {
        name: 'Spring',
        note: 'Flows all year',
        latitude: 54.4543,
        longitude: -3.2117,
        color: '#3182ce',
        icon: 'water',
      });
      const car = await createPlace(app, user.session, { name: 'Car park', icon: 'parking' });
      const trip = await createTrip(app, user.session, {
        name: 'Round of the Langdales',
        startDate: '2026-06-12',
        endDate: '2026-06-14',
        activity: 'backpacking',
        description: 'Three days',
        notes: 'Bring midge net',
        latitude: 54.45,
        longitude: -3.1,
        paceKmh: 4.5,
        climbMPerHour: 500,
        foodPerDayGrams: 800,
        waterLitresPerHour: 0.4,
        packs: [
          { packId: packIds[0], isMain: false },
          { packId: packIds[1], isMain: true },
        ],
      });
      const patched = await requestJson(user.session, user.url(`/api/trips/${trip.id}`), 'PATCH', {
        dayOverrides: [{ day: 2, foodGrams: 1200, waterLitres: null }],
      });
      expect(patched.status, 'PATCH trip').toBe(200);
      const camp = await addTripWaypoint(app, user.session, trip.id, {
        name: 'Camp at Angle Tarn',
        note: 'Flat ground by the outflow',
        latitude: 54.4568,
        longitude: -3.1841,
        elevationM: 570,
        color: '#38a169',
        icon: 'camp',
      });
      const water = await addTripWaypoint(app, user.session, trip.id, { icon: 'water' });
      const points: Point[] = [
        [54.44, -3.1, 100],
        [54.45, -3.11, 150],
        [54.46, -3.15, 300],
        [54.47, -3.16, 280],
      ];
      const routed = await putRoute(user, trip.id, points, [2]);
      const bare = await createTrip(app, user.session, { name: 'No route yet' });
      return {
        places: [spring, car],
        trip: routed,
        points,
        waypoints: [camp.waypoints.at(-1), water.waypoints.at(-1)],
        bare,
      };
    };

    let mine: Awaited<ReturnType<typeof seedTrips>>;
    let theirs: Awaited<ReturnType<typeof seedTrips>>;
    let secondPack: { id: string };
    beforeAll(async () => {
      secondPack = await createPack(app, owner.session, { name: 'Fast and light' });
      mine = await seedTrips(owner, [library.pack.id, secondPack.id]);
      const theirSecond = await createPack(app, other.session, { name: 'Theirs' });
      theirs = await seedTrips(other, [othersLibrary.pack.id, theirSecond.id]);
    });

    it('holds the saved places with every field', async () => {
      const { document } = await download(owner);
      const [spring, car] = mine.places;
      expect(document.places).toEqual([
        {
          id: spring?.id,
          name: 'Spring',
          note: 'Flows all year',
          latitude: 54.4543,
          longitude: -3.2117,
          color: '#3182ce',
          icon: 'water',
          createdAt: spring?.createdAt,
          updatedAt: spring?.updatedAt,
        },
        expect.objectContaining({ id: car?.id, name: 'Car park', icon: 'parking', note: '' }),
      ]);
    });

    it('holds each trip with its plan, packs, waypoints and route in segments', async () => {
      const { document } = await download(owner);
      expect(document.trips.map((trip) => trip.id)).toEqual([mine.trip.id, mine.bare.id]);
      const [trip, bare] = document.trips;
      expect(trip).toEqual({
        id: mine.trip.id,
        name: 'Round of the Langdales',
        description: 'Three days',
        notes: 'Bring midge net',
        activity: 'backpacking',
        startDate: '2026-06-12',
        endDate: '2026-06-14',
        latitude: 54.45,
        longitude: -3.1,
        isPublic: false,
        hideRouteEnds: false,
        showActivities: false,
        paceKmh: 4.5,
        climbMPerHour: 500,
        foodPerDayGrams: 800,
        waterLitresPerHour: 0.4,
        dayOverrides: [{ day: 2, foodGrams: 1200, waterLitres: null }],
        packs: [
          { packId: library.pack.id, isMain: false, sortOrder: 0 },
          { packId: secondPack.id, isMain: true, sortOrder: 1 },
        ],
        waypoints: [
          {
            id: mine.waypoints[0]?.id,
            name: 'Camp at Angle Tarn',
            note: 'Flat ground by the outflow',
            latitude: 54.4568,
            longitude: -3.1841,
            elevationM: 570,
            color: '#38a169',
            icon: 'camp',
            createdAt: expect.any(String) as string,
            updatedAt: expect.any(String) as string,
          },
          expect.objectContaining({ id: mine.waypoints[1]?.id, icon: 'water' }),
        ],
        route: {
          points: mine.points,
          segmentStarts: [2],
          times: null,
          distanceM: mine.trip.route?.distanceM,
          gainM: mine.trip.route?.gainM,
          lossM: mine.trip.route?.lossM,
          highestM: 300,
          lowestM: 100,
          elevationSource: 'file',
        },
        createdAt: expect.any(String) as string,
        updatedAt: mine.trip.updatedAt,
      });
      expect(Date.parse(trip?.createdAt ?? '')).not.toBeNaN();
      expect(bare).toMatchObject({ name: 'No route yet', packs: [], waypoints: [], route: null });
    });

    it('holds nothing of another user’s places and trips', async () => {
      const { text, document } = await download(owner);
      for (const id of [
        ...theirs.places.map((place) => place.id),
        theirs.trip.id,
        theirs.bare.id,
        ...theirs.waypoints.map((waypoint) => waypoint?.id ?? ''),
      ]) {
        expect(id).not.toBe('');
        expect(text).not.toContain(id);
      }
      const theirsDocument = (await download(other)).document;
      expect(theirsDocument.trips.map((trip) => trip.id)).toEqual([theirs.trip.id, theirs.bare.id]);
      expect(theirsDocument.trips[0]?.packs.map((link) => link.packId)).not.toContain(
        library.pack.id,
      );
      expect(document.trips.flatMap((trip) => trip.packs.map((link) => link.packId))).not.toContain(
        othersLibrary.pack.id,
      );
    });

    it('reads many trips with their contents in as many queries as one', async () => {
      const user = await createUser(app);
      const pack = await createPack(app, user.session, { name: 'Kit' });
      const addTrip = async (n: number) => {
        const trip = await createTrip(app, user.session, {
          name: `Trip ${n}`,
          packs: [{ packId: pack.id, isMain: true }],
        });
        await addTripWaypoint(app, user.session, trip.id);
        await addTripWaypoint(app, user.session, trip.id);
        await putRoute(user, trip.id, pointsOf(20 + n), [10]);
        await createPlace(app, user.session);
      };
      await addTrip(0);
      const counter = countQueries(app.app.get(DataSource));
      try {
        const forOne = await counter.during(() => download(user));
        for (let n = 1; n < 6; n += 1) await addTrip(n);
        const forSix = await counter.during(() => download(user));
        expect(forOne).toBeGreaterThan(0);
        expect(forSix).toBe(forOne);
      } finally {
        counter.restore();
      }
      const { document } = await download(user);
      expect(document.places).toHaveLength(6);
      expect(document.trips.map((trip) => trip.route?.points.length)).toEqual([
        20, 21, 22, 23, 24, 25,
      ]);
      expect(document.trips.every((trip) => trip.waypoints.length === 2)).toBe(true);
      expect(document.trips.every((trip) => trip.packs[0]?.packId === pack.id)).toBe(true);
    });

    it('streams a trip of the largest route alone, every point exact', async () => {
      const user = await createUser(app);
      const before = await createTrip(app, user.session, { name: 'Before' });
      await putTripRoute(app, user.session, before.id, pointsOf(30));
      const counter = countQueries(app.app.get(DataSource));
      const large = pointsOf(MAX_ROUTE_POINTS);
      let document: ExportDocument | undefined;
      try {
        const forSmall = await counter.during(() => download(user));
        const big = await createTrip(app, user.session, { name: 'Long way' });
        await putRoute(user, big.id, large, [25_000]);
        const after = await createTrip(app, user.session, { name: 'After' });
        await putTripRoute(app, user.session, after.id, pointsOf(40));
        const response = await counter.during(async () => {
          const streamed = await user.session.fetch(user.url('/api/account/export'));
          // The document comes in pieces: the large route is one, not the whole file.
          let pieces = 0;
          let body = '';
          const decoder = new TextDecoder();
          for await (const chunk of streamed.body ?? []) {
            pieces += 1;
            body += decoder.decode(chunk as Uint8Array, { stream: true });
          }
          document = JSON.parse(body) as ExportDocument;
          expect(pieces).toBeGreaterThan(1);
        });
        // Trips in three groups (30 + 50,000 points are over the budget, so is 50,000 + 40):
        // two groups' contents more than for one small trip, three queries each.
        expect(response).toBe(forSmall + 2 * 3);
      } finally {
        counter.restore();
      }
      expect(document?.trips.map((trip) => trip.name)).toEqual(['Before', 'Long way', 'After']);
      const route = document?.trips[1]?.route;
      expect(route?.points).toHaveLength(MAX_ROUTE_POINTS);
      expect(route?.points).toEqual(large);
      expect(route?.segmentStarts).toEqual([25_000]);
      expect(document?.trips[2]?.route?.points).toEqual(pointsOf(40));
    });
  });
});
