import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createUser, requestJson, type PackSummaryJson } from '@test/support/factories.js';
import { csvOf, importCsv, ownedRows, type ErrorJson } from './packs-import.helpers.js';

const ROWS = 5_000;

/** A file of `rows` new items in 24 categories, every one a line of the new pack. */
const bigFile = (rows: number, tag = 'Item') =>
  csvOf(
    ...Array.from(
      { length: rows },
      (_, n) =>
        `${tag} ${n},Category ${n % 24},notes ${n},${1 + (n % 3)},${10 + (n % 900)},gram,,` +
        `${(n % 50) + 0.99},${n % 7 === 0 ? 'Worn' : ''},`,
    ),
  );

describe('a 5,000-row LighterPack import, written in short steps', () => {
  const { app } = setupApi({ users: 0 });
  let database: DataSource;
  beforeAll(() => {
    database = app.app.get(DataSource);
  });

  /** How many of its rows the import has committed so far, seen from another connection. */
  const committed = async (ownerId: string) => {
    const [row] = await database.query<{ items: number; lines: number }[]>(
      `SELECT (SELECT count(*)::int FROM gear_items WHERE owner_id = $1) AS items,
              (SELECT count(*)::int FROM pack_lines WHERE owner_id = $1) AS lines`,
      [ownerId],
    );
    return row ?? { items: 0, lines: 0 };
  };

  it('answers other users meanwhile, and shows the pack only once it is whole', async () => {
    const importer = await createUser(app);
    const other = await createUser(app);
    let answered = false;
    const importing = importCsv(app, importer.session, bigFile(ROWS)).finally(() => {
      answered = true;
    });
    // Read through a function: the flag changes while this test awaits.
    const stillImporting = () => !answered;

    const statuses = new Set<number>();
    let answeredDuringImport = 0;
    let sawPartOfTheRows = false;
    const packsSeen: PackSummaryJson[][] = [];
    while (stillImporting()) {
      for (const path of ['/api/packs', '/api/gear/items?limit=20', '/api/health']) {
        const response = await other.session.fetch(other.url(path));
        await response.arrayBuffer();
        statuses.add(response.status);
        if (stillImporting()) answeredDuringImport += 1;
        const { items, lines } = await committed(importer.id);
        if ((items > 0 && items < ROWS) || (lines > 0 && lines < ROWS)) sawPartOfTheRows = true;
      }
      packsSeen.push(
        (await requestJson<PackSummaryJson[]>(importer.session, importer.url('/api/packs'))).body,
      );
    }

    const { status, body } = await importing;
    expect(status).toBe(201);
    expect(body.createdItems).toBe(ROWS);
    expect([...statuses]).toEqual([200]);
    expect(answeredDuringImport).toBeGreaterThan(0);
    // Other requests were answered between the import's steps, not after one long transaction.
    expect(sawPartOfTheRows).toBe(true);
    // The importer's own list never showed the pack half-written: no pack, or all of it.
    for (const packs of packsSeen) {
      expect(packs.map((pack) => pack.lineCount)).toEqual(packs.length === 0 ? [] : [ROWS]);
    }
    expect(await committed(importer.id)).toEqual({ items: ROWS, lines: ROWS });
  });

  it('removes every step it wrote when a later step fails', async () => {
    const user = await createUser(app);
    await importCsv(app, user.session, csvOf('Kept,Shelter,,1,1,kg,,,,'));
    const before = await ownedRows(app, user.id);
    // Row 4,000 is written several steps after the first ones committed.
    await database.query(
      `ALTER TABLE gear_items ADD CONSTRAINT test_no_doom CHECK (name <> 'Doomed 3999')`,
    );
    try {
      const { status } = await importCsv<ErrorJson>(app, user.session, bigFile(ROWS, 'Doomed'));
      expect(status).toBe(500);
    } finally {
      await database.query(`ALTER TABLE gear_items DROP CONSTRAINT test_no_doom`);
    }
    expect(await ownedRows(app, user.id)).toEqual(before);
    const [{ imports } = { imports: -1 }] = await database.query<{ imports: number }[]>(
      `SELECT count(*)::int AS imports FROM pack_imports WHERE owner_id = $1`,
      [user.id],
    );
    expect(imports).toBe(0);
  });
  it('stops, keeping nothing, when its record goes while it writes', async () => {
    const user = await createUser(app);
    const before = await ownedRows(app, user.id);
    const importing = importCsv<ErrorJson>(app, user.session, bigFile(ROWS, 'Stopped'));
    // As the sweeper or an account deletion would: the import's row goes after some steps.
    let deleted = 0;
    while (deleted === 0) {
      const [, count] = await database.query<[unknown[], number]>(
        `DELETE FROM pack_imports WHERE owner_id = $1
           AND EXISTS (SELECT 1 FROM gear_items WHERE owner_id = $1)`,
        [user.id],
      );
      deleted = count;
    }
    const { status, body } = await importing;
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'IMPORT_STOPPED' });
    expect(await ownedRows(app, user.id)).toEqual(before);
  });
});

describe('an import that did not finish', () => {
  const { app, restart } = setupApi({ users: 0 });

  /**
   * What a server that died in the middle of an import leaves: the hidden pack with some of
   * its lines, some new items and a category, and the import's row with its lease.
   */
  async function halfImported(user: User, leaseSeconds: number) {
    const database = app.app.get(DataSource);
    const [categoryId, packId, importId] = [randomUUID(), randomUUID(), randomUUID()];
    const itemIds = Array.from({ length: 600 }, () => randomUUID());
    await database.query(
      `INSERT INTO gear_categories (id, owner_id, name, color) VALUES ($1, $2, 'Half', '#123456')`,
      [categoryId, user.id],
    );
    await database.query(
      `INSERT INTO gear_items (id, owner_id, name, category_id, weight_mg)
       SELECT id, $2, 'Half ' || id, $3, 1000 FROM unnest($1::uuid[]) AS id`,
      [itemIds.slice(0, 500), user.id, categoryId],
    );
    await database.query(
      `INSERT INTO packs (id, owner_id, name, slug, importing) VALUES ($1, $2, 'Half', 'half', true)`,
      [packId, user.id],
    );
    await database.query(
      `INSERT INTO pack_lines (owner_id, pack_id, gear_item_id, sort_order)
       SELECT $2, $1, id, ordinality FROM unnest($3::uuid[]) WITH ORDINALITY AS line(id, ordinality)`,
      [packId, user.id, itemIds.slice(0, 300)],
    );
    await database.query(
      `INSERT INTO pack_imports (id, owner_id, pack_id, category_ids, item_ids, expires_at)
       VALUES ($1, $2, $3, $4::uuid[], $5::uuid[], now() + make_interval(secs => $6))`,
      [importId, user.id, packId, [categoryId], itemIds, leaseSeconds],
    );
  }

  const packs = async (user: User) =>
    (await requestJson<PackSummaryJson[]>(user.session, user.url('/api/packs'))).body;

  it('is never shown, and blocks the same user’s next import while it is alive', async () => {
    const user = await createUser(app);
    const before = await ownedRows(app, user.id);
    await halfImported(user, 600);
    expect(await packs(user)).toEqual([]);
    const { status, body } = await importCsv<ErrorJson>(app, user.session, csvOf('A,,,1,1,g,,,,'));
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: 'IMPORT_IN_PROGRESS',
      message: 'Another of your imports is still running: try again when it is done',
    });
    // The refusal wrote nothing of its own.
    const after = await ownedRows(app, user.id);
    expect(after).toEqual({ ...before, packs: 1, lines: 300, items: 500, categories: 1 });
  });

  it('is removed, all of it, once its lease has run out', async () => {
    const user = await createUser(app);
    const before = await ownedRows(app, user.id);
    await halfImported(user, -1);
    const { status } = await importCsv(app, user.session, csvOf('A,,,1,1,g,,,,'));
    expect(status).toBe(201);
    expect(await ownedRows(app, user.id)).toEqual({
      ...before,
      packs: 1,
      lines: 1,
      items: 1,
    });
    expect((await packs(user)).map((pack) => pack.name)).toEqual(['pack']);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'is removed when the embedded database’s one server starts again',
    async () => {
      const user = await createUser(app);
      const before = await ownedRows(app, user.id);
      await halfImported(user, 600);
      await restart();
      expect(await ownedRows(app, user.id)).toEqual(before);
    },
  );
});
