import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { send, setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addTripWaypoint,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createPlace,
  createTrip,
  insertItems,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import type { ApiSchema } from '@client/lib/api/schema.js';

type SearchJson = ApiSchema<'SearchResponseDto'>;
type GroupJson = SearchJson['groups'][number];

const search = async (user: User, query: string) => {
  const response = await send<SearchJson>(user, 'GET', `/api/search?${query}`);
  expect(response.status).toBe(200);
  return response.body;
};

/** The titles found of one kind, best first. */
const titles = (body: SearchJson, kind: GroupJson['kind']) =>
  body.groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? [];

const find = (user: User, words: string) => search(user, `q=${encodeURIComponent(words)}`);

describe('search', () => {
  const { app, owner, stranger } = setupApi();
  let tent: { id: string };
  let shelter: { id: string };
  let tarp: { id: string };
  let cairngorms: { id: string };

  beforeAll(async () => {
    const shelters = await createCategory(app, owner.session, { name: 'Shelter' });
    tent = await createItem(app, owner.session, {
      name: 'Duplex Tent',
      brand: 'Z-Packs',
      categoryId: shelters.id,
      weightMg: 539_000,
    });
    shelter = await createItem(app, owner.session, {
      name: 'Hülle für Schlafsack',
      notes: 'A stuff sack, waterproof',
      weightMg: 40_000,
    });
    tarp = await createItem(app, owner.session, {
      name: 'Flat tarp',
      notes: 'Pitches like a tent in a storm',
      weightMg: 300_000,
      retired: true,
    });
    await createItem(app, owner.session, { name: 'Ti mug', brand: 'Toaks', weightMg: 75_000 });
    const sleep = await createBundle(app, owner.session, {
      name: 'Sleep system',
      description: 'Quilt and pad',
    });
    const pack = (cairngorms = await createPack(app, owner.session, {
      name: 'Cairngorms three days',
      description: 'Wild camping in the Lairig Ghru',
    }));
    await addLine(app, owner.session, pack.id, { gearItemId: tent.id });
    await addLine(app, owner.session, pack.id, { bundleId: sleep.id });
    const trip = await createTrip(app, owner.session, {
      name: 'Lairig Ghru traverse',
      startDate: '2026-06-12',
      description: 'Aviemore to Braemar',
    });
    await addTripWaypoint(app, owner.session, trip.id, { name: 'Corrour bothy' });
    await createPlace(app, owner.session, { name: 'Cairngorms car park', note: 'Pay and display' });
    const activity = await send(owner, 'POST', '/api/activities', {
      name: 'Evening run by the Škocjan caves',
      category: 'trail-run',
      startTime: '2026-05-01T18:30:00+02:00',
      distanceM: 10_000,
      movingS: 3_600,
      elapsedS: 3_700,
    });
    expect(activity.status).toBe(201);

    // The stranger holds the same words: none of them may ever be found by the owner.
    await createItem(app, stranger.session, { name: 'Duplex Tent', brand: 'Z-Packs' });
    await createTrip(app, stranger.session, { name: 'Lairig Ghru traverse' });
    await createPlace(app, stranger.session, { name: 'Cairngorms car park' });
  });

  it('finds every kind of thing, each in its group, with the pack lines holding what it found', async () => {
    expect(titles(await find(owner, 'duplex'), 'gear')).toEqual(['Duplex Tent']);
    // Brand, category and notes count too.
    expect(titles(await find(owner, 'shelter'), 'gear')).toEqual(['Duplex Tent']);
    expect(titles(await find(owner, 'waterproof'), 'gear')).toEqual(['Hülle für Schlafsack']);
    expect(titles(await find(owner, 'quilt'), 'bundle')).toEqual(['Sleep system']);
    const lairig = await find(owner, 'lairig ghru');
    expect(titles(lairig, 'trip')).toEqual(['Lairig Ghru traverse']);
    expect(titles(lairig, 'pack')).toEqual(['Cairngorms three days']);
    expect(titles(await find(owner, 'corrour'), 'trip')).toEqual(['Lairig Ghru traverse']);
    expect(titles(await find(owner, 'car park'), 'place')).toEqual(['Cairngorms car park']);
    expect(titles(await find(owner, 'caves'), 'activity')).toEqual([
      'Evening run by the Škocjan caves',
    ]);
    expect(titles(await find(owner, 'trail run'), 'activity')).toHaveLength(1);

    const sleep = await find(owner, 'sleep system');
    const lines = sleep.groups.find((group) => group.kind === 'line');
    expect(lines?.results).toEqual([
      expect.objectContaining({ title: 'Sleep system', subtitle: 'Cairngorms three days' }),
    ]);
    const duplex = (await find(owner, 'duplex')).groups.find((group) => group.kind === 'gear');
    expect(duplex?.results[0]).toMatchObject({
      id: tent.id,
      subtitle: 'Z-Packs · Shelter',
      weightMg: 539_000,
      retired: false,
    });
  });

  it('forgives typos, accents, word forms, a brand’s spellings and a word still being typed', async () => {
    expect(titles(await find(owner, 'tnet'), 'gear')[0]).toBe('Duplex Tent');
    expect(titles(await find(owner, 'duplx'), 'gear')).toEqual(['Duplex Tent']);
    expect(titles(await find(owner, 'hulle'), 'gear')).toEqual(['Hülle für Schlafsack']);
    expect(titles(await find(owner, 'skocjan'), 'activity')).toHaveLength(1);
    expect(titles(await find(owner, 'tents'), 'gear')[0]).toBe('Duplex Tent');
    for (const spelling of ['zpacks', 'Z-Packs', 'z packs', 'ZPACKS']) {
      expect(titles(await find(owner, spelling), 'gear'), spelling).toEqual(['Duplex Tent']);
    }
    // "cairng" is the start of a word while typing; with the space after it, a whole word.
    expect(titles(await find(owner, 'cairng'), 'place')).toEqual(['Cairngorms car park']);
    expect((await search(owner, 'q=cairng&whole=true')).groups).toEqual([]);
    const terms = (await find(owner, 'tnet')).terms;
    expect(terms).toEqual(expect.arrayContaining(['tent', 'tnet*']));
  });

  it('ranks a name above notes, and what was typed above what is near it', async () => {
    // Both mention a tent; the one named so comes first, the tarp (notes) after.
    expect(titles(await find(owner, 'tent'), 'gear')).toEqual(['Duplex Tent', 'Flat tarp']);
    // "mug" is exact for the mug; no fuzzy word of fewer than four letters.
    expect(titles(await find(owner, 'mug'), 'gear')).toEqual(['Ti mug']);
    expect(titles(await find(owner, 'mig'), 'gear')).toEqual([]);
  });

  it('filters by kind, category, weight, days and retirement', async () => {
    const categories = await send<{ id: string; name: string }[]>(
      owner,
      'GET',
      '/api/gear/categories',
    );
    const shelters = categories.body.find((category) => category.name === 'Shelter')!;
    expect(titles(await search(owner, 'q=tent&kind=trip'), 'gear')).toEqual([]);
    expect(
      (await search(owner, 'q=cairngorms&kind=place,pack')).groups.map((g) => g.kind).sort(),
    ).toEqual(['pack', 'place']);
    expect(titles(await search(owner, `categoryId=${shelters.id}`), 'gear')).toEqual([
      'Duplex Tent',
    ]);
    expect(
      titles(await search(owner, 'kind=gear&minWeightMg=100000&maxWeightMg=400000'), 'gear'),
    ).toEqual(['Flat tarp']);
    expect(titles(await search(owner, 'q=tent&retired=false'), 'gear')).toEqual(['Duplex Tent']);
    expect(titles(await search(owner, 'retired=true'), 'gear')).toEqual(['Flat tarp']);
    const june = await search(owner, 'from=2026-06-01&to=2026-06-30');
    expect(june.groups.map((group) => group.kind)).toEqual(['trip']);
    const may = await search(owner, 'q=run&from=2026-05-01&to=2026-05-01');
    expect(titles(may, 'activity')).toHaveLength(1);
  });

  it('never finds another user’s things, and finds nothing for nothing asked', async () => {
    const theirs = await find(stranger, 'lairig');
    expect(titles(theirs, 'trip')).toEqual(['Lairig Ghru traverse']);
    expect(titles(theirs, 'pack')).toEqual([]);
    expect(titles(await find(stranger, 'hulle'), 'gear')).toEqual([]);
    // The owner's words are not the stranger's vocabulary either: no typo leads to them.
    expect(titles(await find(stranger, 'schlafsak'), 'gear')).toEqual([]);
    expect(await find(owner, '')).toEqual({ groups: [], terms: [] });
    expect(await find(owner, ' -- ')).toEqual({ groups: [], terms: [] });
    expect((await send(stranger, 'GET', '/api/search?q=tent')).status).toBe(200);
    const signedOut = await fetch(`${app.baseUrl}/api/search?q=tent`);
    expect(signedOut.status).toBe(401);
  });

  it('keeps up with edits and deletions, the vocabulary included', async () => {
    const renamed = await send(owner, 'PATCH', `/api/gear/items/${shelter.id}`, {
      name: 'Packliner',
    });
    expect(renamed.status).toBe(200);
    expect(titles(await find(owner, 'hulle'), 'gear')).toEqual([]);
    expect(titles(await find(owner, 'packliner'), 'gear')).toEqual(['Packliner']);
    // Its old name's words are gone from the vocabulary: a typo of them finds nothing.
    expect((await find(owner, 'schlafsak')).terms).not.toContain('schlafsack');

    const categories = await send<{ id: string; name: string }[]>(
      owner,
      'GET',
      '/api/gear/categories',
    );
    const shelters = categories.body.find((category) => category.name === 'Shelter')!;
    await send(owner, 'PATCH', `/api/gear/categories/${shelters.id}`, { name: 'Sleeping' });
    expect(titles(await find(owner, 'shelter'), 'gear')).toEqual([]);
    expect(titles(await find(owner, 'sleeping'), 'gear')).toEqual(['Duplex Tent']);

    expect((await send(owner, 'DELETE', `/api/gear/items/${tarp.id}`)).status).toBe(204);
    expect(titles(await find(owner, 'tarp'), 'gear')).toEqual([]);
    // The pack line goes with the item it held.
    expect((await send(owner, 'DELETE', `/api/gear/items/${tent.id}`)).status).toBe(204);
    const duplex = await find(owner, 'duplex');
    expect(duplex.groups).toEqual([]);
  });

  it('leaves a pack’s document alone when a line changes, and rewrites it on a rename', async () => {
    const version = async () => {
      const rows: { version: string }[] = await app.app
        .get(DataSource)
        .query(`SELECT xmin::text AS version FROM search_documents WHERE entity_id = $1`, [
          cairngorms.id,
        ]);
      return rows[0]?.version;
    };
    const before = await version();
    expect(before).toBeDefined();
    const mug = await createItem(app, owner.session, { name: 'Spare mug' });
    // A line stamps the pack's updated_at; its words are the same.
    await addLine(app, owner.session, cairngorms.id, { gearItemId: mug.id });
    expect(await version()).toBe(before);
    await send(owner, 'PATCH', `/api/packs/${cairngorms.id}`, { name: 'Cairngorms four days' });
    expect(await version()).not.toBe(before);
    expect(titles(await find(owner, 'four days'), 'pack')).toEqual(['Cairngorms four days']);
  });

  it('refuses malformed parameters by name', async () => {
    const cases: [string, string][] = [
      ['kind=gear,socks', 'kind'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['minWeightMg=-1', 'minWeightMg'],
      ['maxWeightMg=1e30', 'maxWeightMg'],
      ['categoryId=nope', 'categoryId'],
      ['retired=maybe', 'retired'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await send<{ errors: { field: string }[] }>(
        owner,
        'GET',
        `/api/search?${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(
        response.body.errors.map((error) => error.field),
        query,
      ).toContain(field);
    }
  });

  it('asks the database the same number of statements for 1 item or 2,000', async () => {
    const user = await (await import('@test/support/factories.js')).createUser(app);
    const counter = countQueries(app.app.get(DataSource));
    try {
      await insertItems(app, user.id, 1);
      const forOne = await counter.during(() => find(user, 'bulk itme'));
      await insertItems(app, user.id, 1_999);
      let found: SearchJson | undefined;
      const forMany = await counter.during(async () => {
        found = await find(user, 'bulk itme');
      });
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
      expect(found?.groups[0]).toMatchObject({ kind: 'gear', total: 2_000 });
      expect(found?.groups[0]?.results).toHaveLength(5);
    } finally {
      counter.restore();
    }
  });
});
