import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  addTripWaypoint,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createTrip,
  createUser,
  insertItems,
  insertPackLines,
  putTripRoute,
  requestJson,
  type PackJson,
  type TripJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { distanceM } from '@server/domain/route/geodesy.js';
import { HIDDEN_ROUTE_END_M } from '@server/domain/route/route-privacy-zones.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { tripPlan } from '@server/domain/route/trip-plan.js';
import { importTrip, routeFixture } from './trips-files.helpers.js';
import {
  expectNotFound,
  expectPublicPackShape,
  expectPublicProfileShape,
  expectPublicTripShape,
  north,
  patch,
  PUBLIC_FIELDS,
  setAccount,
  straightRoute,
  visit,
  type PublicPackJson,
  type PublicProfileJson,
  type PublicTripJson,
} from './public.helpers.js';

describe('the public pages API', () => {
  const { app, owner, stranger } = setupApi();
  const OWNER = 'ada-shares';
  const STRANGER = 'bob-shares';
  let email: string;
  let shared: PackJson;
  let secret: PackJson;
  let trip: TripJson;
  let privateTrip: TripJson;
  let strangersTrip: TripJson;
  const ids: string[] = [];

  beforeAll(async () => {
    const account = await requestJson<{ email: string }>(owner.session, owner.url('/api/account'));
    email = account.body.email;
    await setAccount(owner, { username: OWNER, weightUnit: 'oz' });
    await setAccount(stranger, { username: STRANGER });
    const shelter = await createCategory(app, owner.session, { name: 'Shelter' });
    const tent = await createItem(app, owner.session, {
      name: 'Tent',
      brand: 'Hilleberg',
      categoryId: shelter.id,
      weightMg: 1_800_000,
      priceMinor: 45_000,
      currency: 'EUR',
      url: 'https://example.com/tent',
      notes: 'Two-person tent',
      quantityOwned: 2,
    });
    const stove = await createItem(app, owner.session, { name: 'Stove', retired: true });
    const pot = await createItem(app, owner.session, { name: 'Pot', brand: 'Toaks' });
    const kitchen = await createBundle(app, owner.session, { name: 'Kitchen' });
    await addToBundle(app, owner.session, kitchen.id, pot.id, 2);
    shared = await createPack(app, owner.session, { name: 'Summer loop', description: 'Lakes' });
    const tentLine = await addLine(app, owner.session, shared.id, { gearItemId: tent.id });
    await addLine(app, owner.session, shared.id, { gearItemId: stove.id, consumable: true });
    const bundleLine = await addLine(app, owner.session, shared.id, { bundleId: kitchen.id });
    await patch(owner, `/api/packs/${shared.id}/lines/${tentLine.id}`, { packed: true });
    await patch(owner, `/api/packs/${shared.id}`, { isPublic: true });
    secret = await createPack(app, owner.session, { name: 'Secret' });
    ids.push(owner.id, shared.id, secret.id, tent.id, stove.id, pot.id, kitchen.id);
    ids.push(shelter.id, tentLine.id, bundleLine.id);

    trip = await createTrip(app, owner.session, {
      name: 'Lake walk',
      description: 'Around the lake',
      notes: 'SECRET-TRIP-NOTE',
      latitude: 54.41,
      longitude: -3.1,
      isPublic: true,
      packs: [
        { packId: shared.id, isMain: true },
        { packId: secret.id, isMain: false },
      ],
    });
    await addTripWaypoint(app, owner.session, trip.id, {
      name: 'Camp',
      note: 'SECRET-WAYPOINT-NOTE',
      latitude: north(1500)[0],
      longitude: -3.1,
    });
    await putTripRoute(app, owner.session, trip.id, straightRoute(3000));
    privateTrip = await createTrip(app, owner.session, { name: 'Private walk' });
    strangersTrip = await createTrip(app, stranger.session, { name: 'Bob walk', isPublic: true });
    const full = await requestJson<TripJson>(owner.session, owner.url(`/api/trips/${trip.id}`));
    ids.push(trip.id, ...full.body.waypoints.map((waypoint) => waypoint.id));
  });

  describe('answers every missing case with the same 404, byte for byte', () => {
    it('for profiles, packs and trips that are not public, not theirs or not there', async () => {
      const strangersPack = await createPack(app, stranger.session, { name: 'Bob pack' });
      await patch(stranger, `/api/packs/${strangersPack.id}`, { isPublic: true });
      for (const path of [
        `/api/public/users/${OWNER}`, // the profile is private
        `/api/public/users/${OWNER}/packs/secret`, // a private pack
        `/api/public/users/${OWNER}/trips/${privateTrip.id}`, // a private trip
        `/api/public/users/${STRANGER}/packs/summer-loop`, // another user's slug
        `/api/public/users/${OWNER}/packs/${strangersPack.slug}`, // the other way round
        `/api/public/users/${OWNER}/trips/${strangersTrip.id}`, // another user's trip
        `/api/public/users/nobody-here`, // unknown username
        `/api/public/users/nobody-here/packs/summer-loop`,
        `/api/public/users/nobody-here/trips/${trip.id}`,
        `/api/public/users/${OWNER}/packs/no-such-pack`,
        `/api/public/users/${OWNER}/trips/00000000-0000-4000-8000-000000000000`,
      ]) {
        await expectNotFound(app, path);
      }
    });

    it('for malformed usernames, slugs and ids', async () => {
      for (const path of [
        `/api/public/users/x`,
        `/api/public/users/%20`,
        `/api/public/users/${'a'.repeat(31)}`,
        `/api/public/users/no.dots/packs/summer-loop`,
        `/api/public/users/${OWNER}/packs/Not%20A%20Slug`,
        `/api/public/users/${OWNER}/packs/${'a'.repeat(81)}`,
        `/api/public/users/${OWNER}/packs/--`,
        `/api/public/users/${OWNER}/trips/not-a-uuid`,
        `/api/public/users/${OWNER}/trips/${trip.id}x`,
        `/api/public/users/${OWNER}/trips/%27%3B--`,
      ]) {
        await expectNotFound(app, path);
      }
    });

    it('under a username given up: the old name 404, the new one answers', async () => {
      const user = await createUser(app);
      await setAccount(user, { username: 'before-rename' });
      const pack = await createPack(app, user.session, { name: 'Renamed pack' });
      await patch(user, `/api/packs/${pack.id}`, { isPublic: true });
      expect((await visit(app, '/api/public/users/before-rename/packs/renamed-pack')).status).toBe(
        200,
      );
      await setAccount(user, { username: 'after-rename' });
      await expectNotFound(app, '/api/public/users/before-rename/packs/renamed-pack');
      expect((await visit(app, '/api/public/users/after-rename/packs/renamed-pack')).status).toBe(
        200,
      );
      // In any case, as usernames are kept lowercase; the slug too.
      expect((await visit(app, '/api/public/users/After-Rename/packs/Renamed-Pack')).status).toBe(
        200,
      );
    });

    it('for a pack an import is still writing', async () => {
      const pack = await createPack(app, owner.session, { name: 'Half written' });
      await patch(owner, `/api/packs/${pack.id}`, { isPublic: true });
      expect((await visit(app, `/api/public/users/${OWNER}/packs/half-written`)).status).toBe(200);
      await app.app
        .get(DataSource)
        .query(`UPDATE packs SET importing = true WHERE id = $1`, [pack.id]);
      await expectNotFound(app, `/api/public/users/${OWNER}/packs/half-written`);
      await app.app.get(DataSource).query(`DELETE FROM packs WHERE id = $1`, [pack.id]);
    });

    it('when a pack or trip is made private again', async () => {
      const pack = await createPack(app, owner.session, { name: 'Briefly shared' });
      await patch(owner, `/api/packs/${pack.id}`, { isPublic: true });
      expect((await visit(app, `/api/public/users/${OWNER}/packs/briefly-shared`)).status).toBe(
        200,
      );
      await patch(owner, `/api/packs/${pack.id}`, { isPublic: false });
      await expectNotFound(app, `/api/public/users/${OWNER}/packs/briefly-shared`);
      const other = await createTrip(app, owner.session, { isPublic: true });
      expect((await visit(app, `/api/public/users/${OWNER}/trips/${other.id}`)).status).toBe(200);
      await patch(owner, `/api/trips/${other.id}`, { isPublic: false });
      await expectNotFound(app, `/api/public/users/${OWNER}/trips/${other.id}`);
    });
  });

  describe('a public pack', () => {
    it('answers only the contract’s fields, with the owner’s unit and no private data', async () => {
      const { status, text, body } = await visit<PublicPackJson>(
        app,
        `/api/public/users/${OWNER}/packs/summer-loop`,
      );
      expect(status).toBe(200);
      expectPublicPackShape(body);
      expect(body).toMatchObject({
        owner: {
          username: OWNER,
          displayName: 'Ada L.',
          avatarUrl: null,
          profilePublic: false,
          searchIndexing: false,
        },
        name: 'Summer loop',
        description: 'Lakes',
        slug: 'summer-loop',
        weightUnit: 'oz',
        weightScale: 'auto',
      });
      const names = body.categories.map((category) => category.name);
      expect(names).toContain('Shelter');
      const tentLine = body.categories
        .flatMap((category) => category.lines)
        .find((line) => line.item?.name === 'Tent');
      expect(tentLine).toEqual({
        kind: 'item',
        quantity: 1,
        item: {
          name: 'Tent',
          brand: 'Hilleberg',
          weightMg: 1_800_000,
          priceMinor: 45_000,
          currency: 'EUR',
          url: 'https://example.com/tent',
          description: 'Two-person tent',
        },
      });
      const bundleLine = body.categories
        .flatMap((category) => category.lines)
        .find((line) => line.kind === 'bundle');
      expect(bundleLine?.bundle).toEqual({
        name: 'Kitchen',
        description: '',
        items: [
          {
            name: 'Pot',
            brand: 'Toaks',
            quantity: 2,
            weightMg: 100_000,
            priceMinor: null,
            currency: null,
            worn: false,
            consumable: false,
          },
        ],
      });
      expect(body.totals).toMatchObject({
        totalMg: 1_800_000 + 100_000 + 200_000,
        consumableMg: 100_000,
        priceByCurrency: { EUR: 45_000 },
      });
      // Nothing private anywhere in the text: email, ids, ticks, retired, owned quantities.
      expect(text).not.toContain(email);
      for (const id of ids) expect(text).not.toContain(id);
      for (const word of ['packed', 'retired', 'quantityOwned', 'notes', 'gearItemId', 'Id"']) {
        expect(text).not.toContain(word);
      }
    });

    it('reads in the same number of queries for 1 line and 200', async () => {
      const small = await createPack(app, owner.session, { name: 'Count small' });
      const large = await createPack(app, owner.session, { name: 'Count large' });
      const items = await insertItems(app, owner.id, 200);
      await insertPackLines(app, owner.id, small.id, items.slice(0, 1));
      await insertPackLines(app, owner.id, large.id, items);
      for (const pack of [small, large])
        await patch(owner, `/api/packs/${pack.id}`, { isPublic: true });
      const counter = countQueries(app.app.get(DataSource));
      try {
        const read = (slug: string) => () => visit(app, `/api/public/users/${OWNER}/packs/${slug}`);
        const one = await counter.during(read('count-small'));
        const many = await counter.during(read('count-large'));
        expect(one).toBeGreaterThan(0);
        expect(many).toBe(one);
        const { body } = await visit<PublicPackJson>(
          app,
          `/api/public/users/${OWNER}/packs/count-large`,
        );
        expect(body.categories.flatMap((category) => category.lines)).toHaveLength(200);
        const missing = await counter.during(read('no-such-pack'));
        expect(missing).toBe(1);
      } finally {
        counter.restore();
      }
    });
  });

  describe('a public trip', () => {
    it('answers only the contract’s fields: no notes, ids, or link to a private pack', async () => {
      const { status, text, body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${trip.id}`,
      );
      expect(status).toBe(200);
      expectPublicTripShape(body);
      expect(body).toMatchObject({
        id: trip.id,
        name: 'Lake walk',
        description: 'Around the lake',
        latitude: 54.41,
        longitude: -3.1,
        routeEndsHidden: false,
        effectiveFoodPerDayGrams: 700,
        weightUnit: 'oz',
      });
      expect(body.route?.points).toHaveLength(31);
      expect(body.waypoints.map((waypoint) => waypoint.name)).toEqual(['Camp']);
      expect(body.packs.map(({ name, isMain, slug }) => ({ name, isMain, slug }))).toEqual([
        { name: 'Summer loop', isMain: true, slug: 'summer-loop' },
        { name: 'Secret', isMain: false, slug: null },
      ]);
      expect(text).not.toContain(email);
      expect(text).not.toContain('SECRET-TRIP-NOTE');
      expect(text).not.toContain('SECRET-WAYPOINT-NOTE');
      for (const id of ids.filter((id) => id !== trip.id)) expect(text).not.toContain(id);
    });

    it('hides the route’s ends: nothing within 500 m of the start or the finish', async () => {
      const hidden = await createTrip(app, owner.session, {
        name: 'Hidden ends',
        latitude: 54.4, // the trailhead: north(0)
        longitude: -3.1,
        isPublic: true,
        hideRouteEnds: true,
      });
      const route = straightRoute(3000);
      for (const [name, metres] of [
        ['At the door', 0],
        ['Near the start', 400],
        ['Past the start’s circle', 600],
        ['Middle', 1500],
        ['Near the end', 2600],
        ['At the car', 3000],
      ] as const) {
        await addTripWaypoint(app, owner.session, hidden.id, {
          name,
          latitude: north(metres)[0],
          longitude: -3.1,
        });
      }
      const full = await putTripRoute(app, owner.session, hidden.id, route);
      const { body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${hidden.id}`,
      );
      expectPublicTripShape(body);
      expect(body.routeEndsHidden).toBe(true);
      expect(body.latitude).toBeNull();
      expect(body.longitude).toBeNull();
      const points = body.route?.points ?? [];
      // Starts on the start's circle (between the 5th and 6th points) and ends on the finish's.
      expect(points[0]?.[0]).toBeCloseTo(north(500)[0], 4);
      expect(points.at(-1)?.[0]).toBeCloseTo(north(2500)[0], 4);
      expect(points).not.toContainEqual(route[0]);
      expect(points).not.toContainEqual(route.at(-1));
      expect(body.route?.distanceM).toBeCloseTo((full.route?.distanceM ?? 0) - 1000, 0);
      expect(body.route?.gainM).toBeLessThan(full.route?.gainM ?? 0);
      // The page's figures are the whole route's.
      expect(body.plan.distanceM).toBe(full.route?.distanceM);
      expect(body.plan.gainM).toBe(full.route?.gainM);
      expect(body.waypoints.map((waypoint) => waypoint.name)).toEqual([
        'Past the start’s circle',
        'Middle',
      ]);

      // The owner's own page still has everything.
      const own = await requestJson<TripJson>(owner.session, owner.url(`/api/trips/${hidden.id}`));
      expect(own.body.route?.points).toHaveLength(31);
      expect(own.body.latitude).toBe(54.4);
    });

    it('hides every part of a real route near its ends: a loop back to the trailhead, three segments', async () => {
      const { status, body: trip } = await importTrip(owner, routeFixture('korita-zbevnica.gpx'), {
        fileName: 'korita-zbevnica.gpx',
      });
      expect(status).toBe(201);
      const own = trip.route?.points ?? [];
      const latLon = (point: readonly (number | null)[] | undefined) => ({
        latitude: point?.[0] ?? 0,
        longitude: point?.[1] ?? 0,
      });
      const [start, finish] = [latLon(own[0]), latLon(own.at(-1))];
      await patch(owner, `/api/trips/${trip.id}`, { isPublic: true, hideRouteEnds: true });
      const { body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${trip.id}`,
      );
      const shown = [...(body.route?.points ?? []).map(latLon), ...body.waypoints];
      expect(body.route?.points.length).toBeGreaterThan(100);
      expect(body.plan.distanceM).toBe(trip.route?.distanceM);
      // Closest public point to each end: no nearer than the circle (a millimetre of rounding).
      for (const end of [start, finish]) {
        const nearest = Math.min(...shown.map((point) => distanceM(end, point)));
        expect(nearest).toBeGreaterThan(HIDDEN_ROUTE_END_M - 0.001);
        expect(nearest).toBeLessThan(HIDDEN_ROUTE_END_M + 1);
      }
      await setAccount(owner, { profilePublic: true });
      const profile = await visit<PublicProfileJson>(app, `/api/public/users/${OWNER}`);
      await setAccount(owner, { profilePublic: false });
      const preview = profile.body.trips.find((row) => row.id === trip.id)?.preview ?? [];
      expect(preview.length).toBeGreaterThan(1);
      for (const point of preview.map(latLon)) {
        expect(distanceM(start, point)).toBeGreaterThan(HIDDEN_ROUTE_END_M - 0.001);
        expect(distanceM(finish, point)).toBeGreaterThan(HIDDEN_ROUTE_END_M - 0.001);
      }
    });

    it('keeps the owner’s days when a camp lies inside a hidden end, under a name that says nothing', async () => {
      // North 3 km, back south 200 m east of the way up to 300 m from the start (the camp,
      // 360 m from the start: inside its circle), then 3 km west: days of about 5.9 and 3.2 km.
      const perDegreeEast = 111_320 * Math.cos((54.4 * Math.PI) / 180);
      const east = (metres: number) => -3.1 + metres / perDegreeEast;
      const back = (northM: number): [number, number, number] => {
        const [latitude, , elevation] = north(northM);
        return [latitude, east(200), elevation];
      };
      const camp = back(300);
      const route = [
        ...straightRoute(3000),
        ...Array.from({ length: 28 }, (_, i) => back(3000 - i * 100)),
        ...Array.from({ length: 30 }, (_, i): [number, number, number] => [
          camp[0],
          east(200 - (i + 1) * 100),
          camp[2],
        ]),
      ];
      const loop = await createTrip(app, owner.session, {
        name: 'Out and back, then west',
        startDate: '2025-07-14',
        endDate: '2025-07-15',
        isPublic: true,
        hideRouteEnds: true,
      });
      await addTripWaypoint(app, owner.session, loop.id, {
        name: 'Car park camp at Zbevnica',
        latitude: camp[0],
        longitude: camp[1],
        icon: 'camp',
      });
      const full = await putTripRoute(app, owner.session, loop.id, route);
      const owners = tripPlan({
        ...full,
        points: (full.route?.points ?? []) as unknown as RoutePoint[],
        segmentStarts: full.route?.segmentStarts ?? [],
        baseMg: 0,
      });
      expect(owners.days.map((day) => Math.round(day.distanceM / 100) / 10)).toEqual([5.9, 3]);

      const { body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${loop.id}`,
      );
      expectPublicTripShape(body);
      expect(body.waypoints).toEqual([]);
      expect(JSON.stringify(body)).not.toContain('Zbevnica');
      expect(body.plan.distanceM).toBe(owners.profile.distanceM);
      expect(body.plan.movingHours).toBe(owners.movingHours);
      expect(body.plan.days).toEqual(
        owners.days.map((day, index) => ({
          day: day.day,
          date: day.date,
          distanceM: day.distanceM,
          gainM: day.gainM,
          movingHours: day.movingHours,
          endsAt: day.endsAt ? 'Camp' : null,
          foodGrams: owners.budget.days[index]?.foodGrams,
          waterLitres: owners.budget.days[index]?.waterLitres,
        })),
      );
    });

    it('says a route drawn without elevations has an unknown gain, not 0 m', async () => {
      const flat = await createTrip(app, owner.session, { isPublic: true });
      await putTripRoute(
        app,
        owner.session,
        flat.id,
        straightRoute(2000).map(([latitude, longitude]) => [latitude, longitude, null] as const),
      );
      const { body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${flat.id}`,
      );
      expect(body.plan).toMatchObject({ gainM: null, lossM: null, highestM: null, lowestM: null });
      expect(body.plan.distanceM).toBeGreaterThan(1900);
      expect(body.plan.days.map((day) => day.gainM)).toEqual([null]);
    });

    it('drops a hidden-ends route shorter than 1.2 km whole', async () => {
      const short = await createTrip(app, owner.session, { isPublic: true, hideRouteEnds: true });
      await putTripRoute(app, owner.session, short.id, straightRoute(1000));
      const { body } = await visit<PublicTripJson>(
        app,
        `/api/public/users/${OWNER}/trips/${short.id}`,
      );
      expect(body.route).toBeNull();
      expect(body.routeEndsHidden).toBe(true);
    });
  });

  describe('a public profile', () => {
    it('lists the public packs and trips only, newest first, previews of hidden ends trimmed', async () => {
      await setAccount(owner, { profilePublic: true, searchIndexing: true });
      const { status, text, body } = await visit<PublicProfileJson>(
        app,
        `/api/public/users/${OWNER}`,
      );
      expect(status).toBe(200);
      expectPublicProfileShape(body);
      expect(body.owner).toMatchObject({ profilePublic: true, searchIndexing: true });
      const packNames = body.packs.map((pack) => pack.name);
      expect(packNames).toContain('Summer loop');
      expect(packNames).not.toContain('Secret');
      const updated = body.packs.map((pack) => Date.parse(pack.updatedAt));
      expect(updated).toEqual([...updated].sort((a, b) => b - a));
      const tripNames = body.trips.map((row) => row.name);
      expect(tripNames).toContain('Lake walk');
      expect(tripNames).toContain('Hidden ends');
      expect(tripNames).not.toContain('Private walk');
      expect(tripNames).not.toContain('Bob walk');
      const lake = body.trips.find((row) => row.name === 'Lake walk');
      expect(lake?.mainPackBaseMg).toBe(1_800_000 + 200_000);
      const hidden = body.trips.find((row) => row.name === 'Hidden ends');
      expect(hidden?.preview[0]?.[0]).toBeCloseTo(north(500)[0], 4);
      expect(hidden?.preview.at(-1)?.[0]).toBeCloseTo(north(2500)[0], 4);
      // The figures are the whole route's; only the preview is trimmed.
      expect(hidden?.distanceM).toBeCloseTo(lake?.distanceM ?? 0, 6);
      expect(text).not.toContain(email);
      expect(text).not.toContain(owner.id);
      expect(text).not.toContain(shared.id);
    });

    it('reads in the same number of queries whatever it holds', async () => {
      const user = await createUser(app);
      await setAccount(user, { username: 'counted-profile', profilePublic: true });
      const counter = countQueries(app.app.get(DataSource));
      const read = () => visit(app, '/api/public/users/counted-profile');
      try {
        const empty = await counter.during(read);
        for (let i = 0; i < 3; i += 1) {
          const pack = await createPack(app, user.session);
          await patch(user, `/api/packs/${pack.id}`, { isPublic: true });
          await createTrip(app, user.session, {
            isPublic: true,
            hideRouteEnds: i % 2 === 0,
            packs: [{ packId: pack.id, isMain: true }],
          });
        }
        const full = await counter.during(read);
        // The lists' follow-up reads start once there is something to read, then stay put.
        expect(full).toBeGreaterThan(empty);
        const more = await counter.during(async () => {
          for (let i = 0; i < 3; i += 1) {
            const pack = await createPack(app, user.session);
            await patch(user, `/api/packs/${pack.id}`, { isPublic: true });
          }
        });
        expect(more).toBeGreaterThan(0);
        expect(await counter.during(read)).toBe(full);
      } finally {
        counter.restore();
      }
    });
  });

  describe('the API docs', () => {
    interface Schema {
      properties?: Record<string, unknown>;
      required?: string[];
      enum?: unknown[];
    }

    it('describe exactly the public fields, and refer only to public schemas and enums', async () => {
      const { body } = await visit<{ components: { schemas: Record<string, Schema> } }>(
        app,
        '/api/docs-json',
      );
      const { schemas } = body.components;
      const listed = Object.keys(PUBLIC_FIELDS);
      const publicOnes = (names: string[]) => names.filter((n) => n.startsWith('Public')).sort();
      expect(publicOnes(Object.keys(schemas))).toEqual(publicOnes(listed));
      for (const [name, fields] of Object.entries(PUBLIC_FIELDS)) {
        const schema = schemas[name];
        const optional: string[] = 'optional' in fields ? fields.optional : [];
        expect({
          name,
          fields: Object.keys(schema?.properties ?? {}).sort(),
          required: [...(schema?.required ?? [])].sort(),
        }).toEqual({
          name,
          fields: [...fields.required, ...optional].sort(),
          required: [...fields.required].sort(),
        });
        const refs = JSON.stringify(schema).match(/#\/components\/schemas\/\w+/g) ?? [];
        for (const target of refs.map((ref) => ref.split('/').at(-1) ?? '')) {
          expect({
            name,
            target,
            listed: listed.includes(target) || 'enum' in schemas[target]!,
          }).toEqual({ name, target, listed: true });
        }
      }
    });
  });
});
