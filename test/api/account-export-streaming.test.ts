import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AccountExportRepository } from '@server/account/export/account-export.repository.js';
import type { TimeCursor } from '@server/account/export/account-export.rows.js';
import type { ExportDocument } from '@server/account/export/export-format.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createUser, insertItems } from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';
import { csvOf, importCsv } from './packs-import.helpers.js';

/** The account export's items are read 500 at a time (EXPORT_BATCH_SIZES). */
const ITEMS_PER_BATCH = 500;

describe('the account export, streamed', () => {
  const { app } = setupApi({ users: 0 });

  const download = async (user: User) => {
    const response = await user.session.fetch(user.url('/api/account/export'));
    expect(response.status).toBe(200);
    return JSON.parse(await response.text()) as ExportDocument;
  };

  it('reads a library larger than a batch a batch at a time, into the same document', async () => {
    const small = await createUser(app);
    const large = await createUser(app);
    await insertItems(app, small.id, 300);
    // Inserted by one statement: every item has the same created_at, so pages turn on the id.
    const ids = await insertItems(app, large.id, 2 * ITEMS_PER_BATCH + 100);
    const counter = countQueries(app.app.get(DataSource));
    let document: ExportDocument | undefined;
    try {
      const forSmall = await counter.during(() => download(small));
      const forLarge = await counter.during(async () => {
        document = await download(large);
      });
      // Two more pages of items; everything else the same.
      expect(forLarge).toBe(forSmall + 2);
    } finally {
      counter.restore();
    }
    const exported = document?.gear.items.map((item) => item.id) ?? [];
    expect(exported).toHaveLength(ids.length);
    expect(new Set(exported)).toEqual(new Set(ids));
    expect(exported).toEqual([...exported].sort());
  });

  it('pages past rows created within the same millisecond', async () => {
    const user = await createUser(app);
    const [first, second, third] = await insertItems(app, user.id, 3);
    // Microseconds apart: a millisecond cursor would read the later two again, or skip them.
    await app.app.get(DataSource).query(
      `UPDATE gear_items SET created_at = '2026-05-01T10:00:00.000300Z'::timestamptz
         - (CASE id WHEN $1 THEN 200 WHEN $2 THEN 100 ELSE 0 END) * interval '1 microsecond'
       WHERE owner_id = $3`,
      [first, second, user.id],
    );
    const repository = app.app.get(AccountExportRepository);
    const seen: string[] = [];
    let after: TimeCursor | null = null;
    for (let page = 0; page < 5; page += 1) {
      const rows = await repository.items(user.id, after, 1);
      const [row] = rows;
      if (!row) break;
      seen.push(row.id);
      after = row;
    }
    expect(seen).toEqual([first, second, third]);
  });

  it('leaves the database to others while a download waits for its client', async () => {
    const owner = await createUser(app);
    await insertItems(app, owner.id, 3 * ITEMS_PER_BATCH);
    const other = await createUser(app);
    const response = await owner.session.fetch(owner.url('/api/account/export'));
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.done).toBe(false);
    // The download is paused (nothing more is read from it): another user is still answered.
    const answer = await other.session.fetch(other.url('/api/gear/items?limit=1'));
    expect(answer.status).toBe(200);
    await reader?.cancel();
  });

  it('neutralises formulas in each pack’s LighterPack file, not in the JSON', async () => {
    const user = await createUser(app);
    const imported = await importCsv(
      app,
      user.session,
      csvOf('"=HYPERLINK(""http://x"",""y"")",Tools,-5 °C,1,100,gram,,0,,'),
    );
    expect(imported.status).toBe(201);
    const document = await download(user);
    expect(document.gear.items.map((item) => item.name)).toEqual(['=HYPERLINK("http://x","y")']);
    expect(document.packs[0]?.lighterpackCsv?.split('\n')[1]).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",Tools,'-5 °C,1,100,gram,,,,`,
    );
  });
});
