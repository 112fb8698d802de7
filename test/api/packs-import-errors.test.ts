import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { createItem, createUser } from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { STEP_ROWS } from '@server/packs/import/pack-import-steps.js';
import { DataSource } from 'typeorm';
import {
  csvOf,
  fixture,
  importCsv,
  ownedRows,
  type ErrorJson,
  type ImportOptions,
} from './packs-import.helpers.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('a LighterPack import that cannot be done', () => {
  const { app, owner: user } = setupApi({ users: 1 });
  let before: Awaited<ReturnType<typeof ownedRows>>;
  beforeAll(async () => {
    // Something to keep: a failed import must leave it exactly as it was.
    await importCsv(app, user.session, fixture('pct-2026.csv'));
    await createItem(app, user.session, { name: 'Spare socks' });
  });
  beforeEach(async () => {
    before = await ownedRows(app, user.id);
  });

  const refused = async (
    content: string | Buffer | null,
    options: ImportOptions = {},
  ): Promise<{ status: number; body: ErrorJson }> => {
    const response = await importCsv<ErrorJson>(app, user.session, content, options);
    expect(await ownedRows(app, user.id)).toEqual(before);
    return response;
  };

  it('refuses a request without a file, naming the field', async () => {
    const { status, body } = await refused(null, { name: 'No file' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'Choose a LighterPack CSV file to import',
      errors: [{ field: 'file', message: 'file is required' }],
    });
  });

  it('refuses a file sent in another field', async () => {
    const { status, body } = await refused(csvOf('Tent,,,1,1,kg,,,,'), { field: 'csv' });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject([{ field: 'file' }]);
  });

  it('refuses a file over 1 MB with 413 FILE_TOO_LARGE', async () => {
    const row = 'Tent,Shelter,a long enough description,1,1,kg,,,,\n';
    const big = csvOf(row.repeat(Math.ceil((1024 * 1024) / row.length) + 1));
    const { status, body } = await refused(big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'FILE_TOO_LARGE', errors: [{ field: 'file' }] });
  });

  it('refuses a file of 84,000 rows (1 MiB) with 400 TOO_MANY_ROWS, naming the field', async () => {
    const rows = Array.from({ length: 84_000 }, (_, n) => `${n % 10},,,1,1,g`);
    const { status, body } = await refused(csvOf(...rows));
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'TOO_MANY_ROWS',
      message: 'The file has more than 5,000 rows: a pack holds at most 5,000 items',
      errors: [{ field: 'file', message: 'file must have at most 5,000 rows' }],
    });
  });

  it.each([
    ['a PNG image named .csv', PNG, 'text/csv'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'application/pdf'],
    ['bytes with NULs (UTF-16)', Buffer.from(csvOf('Tent,,,1,1,kg,,,,'), 'utf16le'), 'text/csv'],
  ])('refuses %s by its content, naming the field', async (_what, bytes, type) => {
    const { status, body } = await refused(bytes, { type });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'NOT_TEXT', errors: [{ field: 'file' }] });
  });

  it.each(['', '\uFEFF', '\r\n\n'])('refuses an empty file %j', async (text) => {
    const { status, body } = await refused(text);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'EMPTY_FILE',
      message: 'The file is empty',
      errors: [{ field: 'file', message: 'file is empty' }],
    });
  });

  it.each([
    ['another app’s header', 'Name,Weight,Unit,Quantity,Category\nTent,1,kg,1,Shelter\n'],
    ['no header', 'Tent,Shelter,,1,1,kilogram,,,,\n'],
  ])('refuses a file with %s', async (_what, text) => {
    const { status, body } = await refused(text);
    expect(status).toBe(400);
    expect(body.code).toBe('NOT_LIGHTERPACK');
    expect(body.message).toMatch(/^Line 1 is not a LighterPack header/);
    expect(body.errors).toEqual([
      {
        field: 'file',
        message:
          "file must start with LighterPack's header: Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable",
      },
    ]);
  });

  it('refuses a file whose every row is bad, listing each line', async () => {
    const { status, body } = await refused(
      csvOf('Tent,Shelter,,1,heavy,kg,,,,', 'Stove,Kitchen,,1,80,stone,,,,'),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'NOTHING_TO_IMPORT',
      message: 'None of the file’s 2 rows could be imported',
      errors: [
        { field: 'file', message: 'None of the file’s 2 rows could be imported' },
        { field: 'file', line: 2, message: 'Line 2: weight is not a number: "heavy"' },
        { field: 'file', line: 3, message: 'Line 3: unknown unit: "stone"' },
      ],
    });
  });

  it('refuses a header with no rows', async () => {
    const { status, body } = await refused(csvOf());
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'NOTHING_TO_IMPORT',
      message: 'The file has the LighterPack header but no rows',
    });
  });

  it.each(['usd ', 'XYZ', 'dollars'])(
    'refuses the currency %j, naming the field',
    async (currency) => {
      const { status, body } = await refused(csvOf('Tent,,,1,1,kg,,10,,'), { currency });
      expect(status).toBe(400);
      expect(body.errors).toEqual([
        { field: 'currency', message: 'currency must be an ISO 4217 currency code' },
      ]);
    },
  );

  it('refuses a name over 200 characters, naming the field', async () => {
    const { status, body } = await refused(csvOf('Tent,,,1,1,kg,,,,'), { name: 'n'.repeat(201) });
    expect(status).toBe(400);
    expect(body.errors).toMatchObject([{ field: 'name' }]);
  });

  it('writes nothing when the database refuses part of the file', async () => {
    // The first rows are fine; a row the database refuses rolls them all back.
    const dataSource = app.app.get(DataSource);
    await dataSource.query(
      `ALTER TABLE gear_items ADD CONSTRAINT test_no_doom CHECK (name <> 'Doom')`,
    );
    try {
      const { status } = await refused(csvOf('Tent,New,,1,1,kg,,,,', 'Doom,New,,1,1,kg,,,,'));
      expect(status).toBe(500);
    } finally {
      await dataSource.query(`ALTER TABLE gear_items DROP CONSTRAINT test_no_doom`);
    }
  });
});

describe('the cost of an import', () => {
  const { app } = setupApi({ users: 0 });

  it('writes rows many at a time: a few statements per step of rows, not one per row', async () => {
    const counter = countQueries(app.app.get(DataSource));
    const file = (rows: number) =>
      csvOf(
        ...Array.from(
          { length: rows },
          (_, n) =>
            `Item ${n},Category ${n % 20},,1,${n + 1},g,,${n},${n % 7 === 0 ? 'Worn' : ''},`,
        ),
      );
    try {
      const small = await createUser(app);
      const large = await createUser(app);
      const few = await counter.during(() => importCsv(app, small.session, file(3)));
      const many = await counter.during(async () => {
        const { status, body } = await importCsv(app, large.session, file(3000));
        expect(status).toBe(201);
        expect((body as { createdItems: number }).createdItems).toBe(3000);
      });
      // 3 rows take one step; 3,000 rows (3,000 items, 3,000 lines, 20 categories and their
      // positions) take ceil(6,040 / STEP_ROWS), each also BEGIN, renewing the lease and COMMIT.
      const steps = Math.ceil((3000 + 3000 + 20 + 20) / STEP_ROWS);
      expect(many - few).toBeLessThanOrEqual((steps - 1) * 5);
      // One of them, after the import, marks the owner's cached public pages stale.
      expect(few).toBeLessThanOrEqual(17);
    } finally {
      counter.restore();
    }
  });
});
