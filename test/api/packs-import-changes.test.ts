import { DataSource } from 'typeorm';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  createUser,
  insertItems,
  requestJson,
  type GearItemJson,
} from '@test/support/factories.js';
import {
  csvOf,
  importCsv,
  ownedRows,
  previewCsv,
  type ErrorJson,
  type ImportReportJson,
} from './packs-import.helpers.js';

/**
 * The afternoon: a library built by hand, then the LighterPack list imported again after
 * it changed in LighterPack. The Zelt now weighs 999 g (the library says 564 g), costs 399 €,
 * links elsewhere and has a new description; the Kocher is as the library has it; the Isomatte
 * is new.
 */
const CHANGED_LIST = csvOf(
  'Zelt,Shelter,Neue Stangen,1,999,gram,https://example.com/zelt-2,399,,',
  'Kocher,Kitchen,Titan,1,80,gram,,45,,',
  'Isomatte,Sleep,,1,410,gram,,,,',
);

const ZELT_IN_LIBRARY = {
  weightMg: 564_000,
  priceMinor: 45_000,
  currency: 'EUR',
  url: 'https://example.com/zelt',
  notes: 'Zwei Eingänge',
};

const ZELT_DIFFERENCES = {
  weight: {
    library: { weightMg: 564_000, weightUnit: 'g' },
    file: { weightMg: 999_000, weightUnit: 'g' },
  },
  price: {
    library: { priceMinor: 45_000, currency: 'EUR' },
    file: { priceMinor: 39_900, currency: 'EUR' },
  },
  url: { library: 'https://example.com/zelt', file: 'https://example.com/zelt-2' },
  description: { library: 'Zwei Eingänge', file: 'Neue Stangen' },
};

describe('re-importing a changed LighterPack list', () => {
  const { app } = setupApi({ users: 0 });

  /** The library of the issue: Zelt and Kocher, and another Zelt in another category. */
  async function handBuiltLibrary() {
    const user = await createUser(app);
    const shelter = await createCategory(app, user.session, { name: 'Shelter' });
    const kitchen = await createCategory(app, user.session, { name: 'Kitchen' });
    const zelt = await createItem(app, user.session, {
      name: 'Zelt',
      categoryId: shelter.id,
      ...ZELT_IN_LIBRARY,
    });
    const kocher = await createItem(app, user.session, {
      name: 'Kocher',
      categoryId: kitchen.id,
      weightMg: 80_000,
      priceMinor: 4500,
      currency: 'EUR',
      notes: 'Titan',
    });
    const otherZelt = await createItem(app, user.session, { name: 'Zelt', weightMg: 1_200_000 });
    return { user, zelt, kocher, otherZelt };
  }

  const item = async (user: User, id: string) =>
    (await requestJson<GearItemJson>(user.session, user.url(`/api/gear/items/${id}`))).body;

  it('previews each difference of a matched item, writing nothing', async () => {
    const { user, zelt, kocher } = await handBuiltLibrary();
    const before = await ownedRows(app, user.id);
    const { status, body } = await previewCsv(app, user.session, CHANGED_LIST, {
      fileName: 'Sommer.csv',
      currency: 'EUR',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      pack: { id: null, name: 'Sommer' },
      currency: 'EUR',
      createdItems: 1,
      addedLines: 3,
      matchedItems: [
        {
          line: 2,
          gearItemId: zelt.id,
          name: 'Zelt',
          category: 'Shelter',
          differences: ZELT_DIFFERENCES,
        },
        { line: 3, gearItemId: kocher.id, name: 'Kocher', category: 'Kitchen', differences: {} },
      ],
      alreadyInPack: [],
      mergedRows: [],
      skipped: [],
      adjusted: [],
    });
    expect(await ownedRows(app, user.id)).toEqual(before);
  });

  it('keeps the library’s values by default, and reports what the file says', async () => {
    const { user, zelt } = await handBuiltLibrary();
    const { status, body } = await importCsv(app, user.session, CHANGED_LIST, {
      currency: 'EUR',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ libraryChoice: 'keep', updatedItems: 0, createdItems: 1 });
    expect(body.matchedItems[0]).toMatchObject({ name: 'Zelt', differences: ZELT_DIFFERENCES });
    expect(await item(user, zelt.id)).toMatchObject(ZELT_IN_LIBRARY);
  });

  it('updates exactly the matched items that differ when asked, to the file’s values', async () => {
    const { user, zelt, kocher, otherZelt } = await handBuiltLibrary();
    const untouched = [await item(user, kocher.id), await item(user, otherZelt.id)];
    const { status, body } = await importCsv(app, user.session, CHANGED_LIST, {
      currency: 'EUR',
      updateLibrary: 'update',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ libraryChoice: 'update', updatedItems: 1, createdItems: 1 });
    expect(body.matchedItems[0]).toMatchObject({ name: 'Zelt', differences: ZELT_DIFFERENCES });
    expect(await item(user, zelt.id)).toMatchObject({
      weightMg: 999_000,
      priceMinor: 39_900,
      currency: 'EUR',
      url: 'https://example.com/zelt-2',
      notes: 'Neue Stangen',
    });
    expect([await item(user, kocher.id), await item(user, otherZelt.id)]).toEqual(untouched);
  });

  it('updates only the fields that differ: a weight in ounces keeps the library’s gram figure', async () => {
    const user = await createUser(app);
    const pot = await createItem(app, user.session, { name: 'Pot', weightMg: 540_000 });
    // 540 g is 19.05 oz as LighterPack writes it: the same weight. The price is new.
    const file = csvOf('Pot,,,1,19.05,ounce,,12,,');
    const preview = await previewCsv(app, user.session, file, { currency: 'USD' });
    expect(preview.body.matchedItems[0]?.differences).toEqual({
      price: {
        library: { priceMinor: null, currency: null },
        file: { priceMinor: 1200, currency: 'USD' },
      },
    });
    const { status } = await importCsv(app, user.session, file, {
      currency: 'USD',
      updateLibrary: 'update',
    });
    expect(status).toBe(201);
    expect(await item(user, pot.id)).toMatchObject({
      weightMg: 540_000,
      priceMinor: 1200,
      currency: 'USD',
    });
  });

  it.each(['yes', 'UPDATE', 'overwrite'])(
    'refuses updateLibrary “%s”, naming the field',
    async (choice) => {
      const user = await createUser(app);
      const { status, body } = await importCsv<ErrorJson>(app, user.session, CHANGED_LIST, {
        updateLibrary: choice,
      });
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        { field: 'updateLibrary', message: 'updateLibrary must be one of keep, update' },
      ]);
    },
  );

  it('puts the library’s values back when the import fails after updating some', async () => {
    const user = await createUser(app);
    const ids = await insertItems(app, user.id, 250);
    const database = app.app.get(DataSource);
    const snapshot = () =>
      database.query<{ id: string; weightMg: string; notes: string }[]>(
        `SELECT id, weight_mg AS "weightMg", notes FROM gear_items WHERE owner_id = $1 ORDER BY id`,
        [user.id],
      );
    const before = await snapshot();
    const rows = ids.map((_, n) => {
      const number = String(n + 1).padStart(3, '0');
      return `Bulk item ${number},,${n === 249 ? 'Doomed' : 'new'},1,${5000 + n},gram,,,,`;
    });
    // 250 lines, then 250 updates, 100 rows a step: the last update fails two steps after the
    // first updates committed.
    await database.query(
      `ALTER TABLE gear_items ADD CONSTRAINT test_no_doom CHECK (notes <> 'Doomed')`,
    );
    try {
      const { status } = await importCsv<ErrorJson>(app, user.session, csvOf(...rows), {
        updateLibrary: 'update',
      });
      expect(status).toBe(500);
    } finally {
      await database.query(`ALTER TABLE gear_items DROP CONSTRAINT test_no_doom`);
    }
    expect(await snapshot()).toEqual(before);
    expect(await ownedRows(app, user.id)).toMatchObject({ packs: 0, lines: 0, items: 250 });
  });

  it('puts them back too when the server died in the middle (its lease ran out)', async () => {
    const { user, zelt } = await handBuiltLibrary();
    const database = app.app.get(DataSource);
    // What a server that died after updating the Zelt leaves: the new values, the import's row.
    await database.query(
      `UPDATE gear_items SET weight_mg = 999000, notes = 'Neue Stangen' WHERE id = $1`,
      [zelt.id],
    );
    const restore = [
      { id: zelt.id, values: { weightMg: 564_000, weightUnit: 'g', notes: 'Zwei Eingänge' } },
    ];
    await database.query(
      `INSERT INTO packs (id, owner_id, name, slug, importing)
       VALUES (gen_random_uuid(), $1, 'Half', 'half', true)`,
      [user.id],
    );
    await database.query(
      `INSERT INTO pack_imports (owner_id, pack_id, category_ids, item_ids, item_restores, expires_at)
       SELECT $1, id, '{}', '{}', $2::jsonb, now() - interval '1 second'
       FROM packs WHERE owner_id = $1 AND slug = 'half'`,
      [user.id, JSON.stringify(restore)],
    );
    const { status } = await importCsv(app, user.session, csvOf('Other,,,1,1,g,,,,'));
    expect(status).toBe(201);
    expect(await item(user, zelt.id)).toMatchObject(ZELT_IN_LIBRARY);
  });
});

describe('importing into an existing pack', () => {
  const { app } = setupApi({ users: 0 });

  const readPack = async (user: User, id: string) =>
    fromWire((await requestJson<PackDetailWire>(user.session, user.url(`/api/packs/${id}`))).body);
  const createPack = async (user: User, name: string) =>
    (await requestJson<{ id: string }>(user.session, user.url('/api/packs'), 'POST', { name }))
      .body;
  const addLine = (user: User, packId: string, gearItemId: string, quantity = 1) =>
    requestJson(user.session, user.url(`/api/packs/${packId}/lines`), 'POST', {
      gearItemId,
      quantity,
    });

  it('adds the new rows at the end, leaving the lines of items the pack holds as they are', async () => {
    const user = await createUser(app);
    const shelter = await createCategory(app, user.session, { name: 'Shelter' });
    const zelt = await createItem(app, user.session, { name: 'Zelt', categoryId: shelter.id });
    const lamp = await createItem(app, user.session, { name: 'Stirnlampe' });
    const pack = await createPack(user, 'Alpen');
    await addLine(user, pack.id, zelt.id);
    await addLine(user, pack.id, lamp.id);
    const file = csvOf('Zelt,Shelter,,2,100,gram,,,,', 'Isomatte,Sleep,,1,410,gram,,,,');

    const preview = await previewCsv(app, user.session, file, { packId: pack.id });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      pack: { id: pack.id, name: 'Alpen' },
      createdItems: 1,
      addedLines: 1,
      alreadyInPack: [
        { line: 2, name: 'Zelt', category: 'Shelter', packQuantity: 1, fileQuantity: 2 },
      ],
    });

    const { status, body } = await importCsv(app, user.session, file, { packId: pack.id });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      pack: { id: pack.id, name: 'Alpen', slug: 'alpen' },
      createdItems: 1,
      addedLines: 1,
      alreadyInPack: [{ line: 2, name: 'Zelt', packQuantity: 1, fileQuantity: 2 }],
    });
    const lines = (await readPack(user, pack.id)).lines;
    const isomatte = lines.at(-1)?.gearItemId;
    expect(lines.map((line) => [line.gearItemId, line.quantity])).toEqual([
      [zelt.id, 1],
      [lamp.id, 1],
      [isomatte, 1],
    ]);
    const packs = await requestJson<unknown[]>(user.session, user.url('/api/packs'));
    expect(packs.body).toHaveLength(1);
  });

  it('shows the pack as it was until every new line is there', async () => {
    const user = await createUser(app);
    const database = app.app.get(DataSource);
    const kept = await createItem(app, user.session, { name: 'Kept' });
    const pack = await createPack(user, 'Growing');
    await addLine(user, pack.id, kept.id);
    const rows = Array.from({ length: 1_000 }, (_, n) => `New ${n},Cat ${n % 7},,1,${n + 1},g,,,,`);
    let answered = false;
    const importing = importCsv(app, user.session, csvOf(...rows), { packId: pack.id }).finally(
      () => {
        answered = true;
      },
    );
    const stillImporting = () => !answered;
    const seen = new Set<number>();
    let sawPartOfTheItems = false;
    while (stillImporting()) {
      seen.add((await readPack(user, pack.id)).lines.length);
      const [{ items } = { items: 0 }] = await database.query<{ items: number }[]>(
        `SELECT count(*)::int AS items FROM gear_items WHERE owner_id = $1`,
        [user.id],
      );
      if (items > 1 && items < 1_001) sawPartOfTheItems = true;
    }
    expect((await importing).status).toBe(201);
    seen.add((await readPack(user, pack.id)).lines.length);
    expect(sawPartOfTheItems).toBe(true);
    // Never part of the new lines: the pack had 1, then all 1,001.
    expect([...seen].filter((count) => count !== 1 && count !== 1_001)).toEqual([]);
    expect(seen.has(1_001)).toBe(true);
  });

  it('answers 404 for another user’s pack, writing nothing', async () => {
    const owner = await createUser(app);
    const pack = await createPack(owner, 'Mine');
    const intruder = await createUser(app);
    const before = await ownedRows(app, intruder.id);
    const file = csvOf('Zelt,,,1,1,kg,,,,');
    for (const send of [previewCsv, importCsv]) {
      const { status, body } = await send<ErrorJson>(app, intruder.session, file, {
        packId: pack.id,
      });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'PACK_NOT_FOUND' });
    }
    expect(await ownedRows(app, intruder.id)).toEqual(before);
    expect((await readPack(owner, pack.id)).lines).toEqual([]);
  });

  it('refuses a file that would take the pack past 5,000 items, naming the pack and counts', async () => {
    const user = await createUser(app);
    const pack = await createPack(user, 'Big');
    const ids = await insertItems(app, user.id, 999);
    await app.app.get(DataSource).query(
      `INSERT INTO pack_lines (owner_id, pack_id, gear_item_id, sort_order)
       SELECT $1, $2, id, 0 FROM unnest($3::uuid[]) AS id`,
      [user.id, pack.id, ids],
    );
    const file = csvOf(
      ...Array.from({ length: 4_002 }, (_, n) => `Row ${n},,,1,1,g,,,,`),
      // Already in the pack: adds no line.
      'Bulk item 001,,,1,1,g,,,,',
    );
    const before = await ownedRows(app, user.id);
    for (const send of [previewCsv, importCsv]) {
      const { status, body } = await send<ErrorJson>(app, user.session, file, {
        packId: pack.id,
      });
      expect(status).toBe(409);
      expect(body).toMatchObject({
        code: 'PACK_FULL',
        message:
          '“Big” holds 999 items and this file would add 4,002: a pack holds at most 5,000 ' +
          '(each of a bundle’s items counts)',
      });
    }
    expect(await ownedRows(app, user.id)).toEqual(before);
    const fits = await importCsv(
      app,
      user.session,
      csvOf(...Array.from({ length: 4_001 }, (_, n) => `Row ${n},,,1,1,g,,,,`)),
      { packId: pack.id },
    );
    expect(fits.status).toBe(201);
    expect(fits.body.addedLines).toBe(4_001);
  }, 120_000);

  it('refuses a pack name along with a pack, naming the field', async () => {
    const user = await createUser(app);
    const pack = await createPack(user, 'Mine');
    const { status, body } = await importCsv<ErrorJson>(app, user.session, csvOf('A,,,1,1,g,,,,'), {
      packId: pack.id,
      name: 'Other',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      {
        field: 'name',
        message: 'name is for a new pack: leave it out when adding to one of your packs (packId)',
      },
    ]);
  });

  it('refuses a packId that is not an id, naming the field', async () => {
    const user = await createUser(app);
    const { status, body } = await importCsv<ErrorJson>(app, user.session, csvOf('A,,,1,1,g,,,,'), {
      packId: 'my-pack',
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'packId', message: 'packId must be the id of one of your packs' },
    ]);
  });
});

describe('the currency of an import', () => {
  const { app } = setupApi({ users: 0 });

  const priced = csvOf('Tent,Shelter,,1,1,kg,,699.5,,');
  const prices = async (user: User) =>
    (
      await requestJson<{ items: GearItemJson[] }>(
        user.session,
        user.url('/api/gear/items?limit=10'),
      )
    ).body.items.map((entry) => [entry.priceMinor, entry.currency]);

  it('is the account’s currency unless the import names one', async () => {
    const user = await createUser(app);
    const saved = await requestJson(user.session, user.url('/api/account'), 'PATCH', {
      currency: 'EUR',
    });
    expect(saved.status).toBe(200);
    const preview = await previewCsv(app, user.session, priced);
    expect(preview.body.currency).toBe('EUR');
    const { status, body } = await importCsv<ImportReportJson>(app, user.session, priced);
    expect(status).toBe(201);
    expect(body.currency).toBe('EUR');
    expect(await prices(user)).toEqual([[69_950, 'EUR']]);
    const named = await importCsv(app, user.session, csvOf('Pad,Sleep,,1,1,kg,,20,,'), {
      currency: 'GBP',
    });
    expect(named.body.currency).toBe('GBP');
  });

  it('is US dollars for an account without one, as LighterPack shows prices', async () => {
    const user = await createUser(app);
    const { body } = await importCsv<ImportReportJson>(app, user.session, priced);
    expect(body.currency).toBe('USD');
    expect(await prices(user)).toEqual([[69_950, 'USD']]);
  });
});
