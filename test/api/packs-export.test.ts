import { randomUUID } from 'node:crypto';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createUser,
  insertItems,
  insertPackLines,
  requestJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { countQueries } from '@test/support/query-counter.js';
import { csvOf, exportCsv, fixture, importCsv } from './packs-import.helpers.js';

describe('exporting a pack as LighterPack CSV', () => {
  const { app, owner, stranger } = setupApi();

  const roundTrip = async (user: User, file: Buffer | string, fileName = 'pack.csv') => {
    const imported = await importCsv(app, user.session, file, { fileName });
    expect(imported.status).toBe(201);
    return exportCsv(app, user.session, imported.body.pack.id);
  };

  it('gives a LighterPack export back as written, an unpriced item’s 0 as an empty cell', async () => {
    const exported = await roundTrip(await createUser(app), fixture('pct-2026.csv'));
    expect(exported.status).toBe(200);
    // The same bytes but for the four items LighterPack gave its default price of 0.
    expect(exported.text).toBe(fixture('pct-2026.exported.csv').toString('utf8'));
  });

  it('gives its own export back byte for byte: names with spaces, empty prices', async () => {
    const original = fixture('names-with-spaces.csv');
    const user = await createUser(app);
    const exported = await roundTrip(user, original);
    expect(exported.text).toBe(original.toString('utf8'));
    const again = await roundTrip(user, exported.text, 'again.csv');
    expect(again.text).toBe(original.toString('utf8'));
    // The library keeps the names as written too.
    const items = await requestJson<{ items: { name: string }[] }>(
      user.session,
      user.url('/api/gear/items?limit=50'),
    );
    expect(items.body.items.map((item) => item.name).sort()).toEqual(
      [' Stakes', 'Gas', 'Pad, wide ', 'Stove ', 'Tent  '].sort(),
    );
  });

  it('writes an empty price for an item without one, which reads back as none', async () => {
    const user = await createUser(app);
    const priced = await createItem(app, user.session, {
      name: 'Filter',
      weightMg: 85_000,
      priceMinor: 3_999,
      currency: 'GBP',
    });
    const unpriced = await createItem(app, user.session, { name: 'Bandana', weightMg: 28_000 });
    const pack = await createPack(app, user.session, { name: 'Prices' });
    await addLine(app, user.session, pack.id, { gearItemId: priced.id });
    await addLine(app, user.session, pack.id, { gearItemId: unpriced.id });
    const { text } = await exportCsv(app, user.session, pack.id);
    expect(text.split('\n').slice(1, 3)).toEqual([
      'Filter,,,1,85,gram,,39.99,,',
      'Bandana,,,1,28,gram,,,,',
    ]);
  });

  it('keeps the unit of an item typed into a pack, in a bundle and as a consumable', async () => {
    const user = await createUser(app);
    const pack = await createPack(app, user.session, { name: 'Ounces' });
    const typed = await addLine(app, user.session, pack.id, {
      newItem: { name: 'Hat', weightMg: 56_699, weightUnit: 'oz' },
    });
    expect(typed).toMatchObject({ item: { name: 'Hat' } });
    const gum = await createItem(app, user.session, {
      name: 'Gum',
      weightMg: 14_175,
      weightUnit: 'oz',
    });
    const snacks = await createBundle(app, user.session, { name: 'Snacks' });
    await addToBundle(app, user.session, snacks.id, gum.id, 3);
    await addLine(app, user.session, pack.id, { bundleId: snacks.id, consumable: true });
    const { text } = await exportCsv(app, user.session, pack.id);
    expect(text.split('\n').slice(1, 3)).toEqual([
      'Hat,,,1,2,ounce,,,,',
      'Gum,,,3,0.5,ounce,,,,Consumable',
    ]);
  });

  it('writes every unit spelling the way LighterPack does', async () => {
    const exported = await roundTrip(await createUser(app), fixture('unit-spellings.csv'));
    expect(exported.text).toBe(fixture('unit-spellings.exported.csv').toString('utf8'));
  });

  it('gives a file with a byte order mark and CRLF back as LighterPack writes it', async () => {
    const original = fixture('pct-2026.csv').toString('utf8');
    const exported = await roundTrip(
      await createUser(app),
      `\uFEFF${original.replace(/\n/g, '\r\n')}`,
    );
    // CRLF inside a quoted field is data and stays; the record ends become LF.
    const expected = fixture('pct-2026.exported.csv').toString('utf8');
    expect(exported.text).toBe(expected.replace('Half full:\n', 'Half full:\r\n'));
  });

  it('is a UTF-8 CSV download named after the pack’s slug', async () => {
    const user = await createUser(app);
    const imported = await importCsv(app, user.session, csvOf('Tent,,,1,1,kilogram,,0,,'), {
      name: 'Été à Chamonix',
    });
    const { status, headers } = await exportCsv(app, user.session, imported.body.pack.id);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('attachment; filename="ete-a-chamonix.csv"');
  });

  it('writes a pack made in the app: units as entered, bundles as their items', async () => {
    const shelter = await createCategory(app, owner.session, { name: 'Shelter' });
    const kitchen = await createCategory(app, owner.session, { name: 'Kitchen' });
    const tent = await createItem(app, owner.session, {
      name: 'Tent, 2p',
      categoryId: shelter.id,
      weightMg: 1_134_000,
      weightUnit: 'lb',
      priceMinor: 45_000,
      currency: 'EUR',
      url: 'https://example.com/tent',
      notes: 'Seam sealed',
    });
    const pot = await createItem(app, owner.session, {
      name: 'Pot',
      categoryId: kitchen.id,
      weightMg: 103_000,
    });
    const gas = await createItem(app, owner.session, {
      name: 'Gas',
      categoryId: kitchen.id,
      weightMg: 230_000,
      weightUnit: 'kg',
    });
    const stove = await createItem(app, owner.session, {
      name: 'Stove',
      weightMg: 2_268,
      weightUnit: 'oz',
    });
    const kit = await createBundle(app, owner.session, {
      name: 'Cook kit',
      categoryId: kitchen.id,
    });
    await addToBundle(app, owner.session, kit.id, pot.id);
    await addToBundle(app, owner.session, kit.id, gas.id, 0.5);
    const pack = await createPack(app, owner.session, { name: 'Weekend' });
    await addLine(app, owner.session, pack.id, { gearItemId: stove.id });
    await addLine(app, owner.session, pack.id, { gearItemId: tent.id, worn: true, quantity: 1 });
    await addLine(app, owner.session, pack.id, { bundleId: kit.id, quantity: 2, consumable: true });

    const { text } = await exportCsv(app, owner.session, pack.id);
    // Categories in library order, Uncategorized last; a bundle line is one row per entry.
    expect(text).toBe(
      [
        'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable',
        '"Tent, 2p",Shelter,Seam sealed,1,2.5,pound,https://example.com/tent,450,Worn,',
        'Pot,Kitchen,,2,103,gram,,,,Consumable',
        'Gas,Kitchen,,1,0.23,kilogram,,,,Consumable',
        'Stove,,,1,0.08,ounce,,,,',
        '',
      ].join('\n'),
    );
  });

  it('exports in the unit an item was last entered in, which only g, kg, oz and lb can be', async () => {
    const item = await createItem(app, owner.session, { name: 'Bivy', weightMg: 200_000 });
    expect(item).toMatchObject({ weightUnit: 'g' });
    const path = owner.url(`/api/gear/items/${item.id}`);
    const changed = await requestJson(owner.session, path, 'PATCH', { weightUnit: 'oz' });
    expect(changed).toMatchObject({ status: 200, body: { weightUnit: 'oz', weightMg: 200_000 } });
    const refused = await requestJson(owner.session, path, 'PATCH', { weightUnit: 'stone' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: [{ field: 'weightUnit' }] });
    const pack = await createPack(app, owner.session);
    await addLine(app, owner.session, pack.id, { gearItemId: item.id });
    expect((await exportCsv(app, owner.session, pack.id)).text).toContain('Bivy,,,1,7.05,ounce,');
  });

  it('answers 404 for another user’s pack and for a pack that does not exist', async () => {
    const theirs = await importCsv(app, stranger.session, csvOf('Tent,,,1,1,kg,,,,'));
    const response = await exportCsv(app, owner.session, theirs.body.pack.id);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toMatchObject({ code: 'PACK_NOT_FOUND' });
    expect(response.text).not.toContain('Tent');
    expect((await exportCsv(app, owner.session, randomUUID())).status).toBe(404);
  });

  it('answers 400 for a malformed id and 401 when signed out', async () => {
    expect((await exportCsv(app, owner.session, 'not-a-uuid')).status).toBe(400);
    const pack = await createPack(app, owner.session);
    expect((await exportCsv(app, new HttpSession(), pack.id)).status).toBe(401);
  });

  it('writes just the header for an empty pack', async () => {
    const pack = await createPack(app, owner.session);
    expect((await exportCsv(app, owner.session, pack.id)).text).toBe(
      'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable\n',
    );
  });

  it('prefixes cells a spreadsheet would run as a formula, and reads them back as typed', async () => {
    const user = await createUser(app);
    const original = csvOf(
      '"=HYPERLINK(""http://x"",""y"")",@Risky,+1 spare,1,100,gram,,0,,',
      '-5 °C quilt,Sleep,-12,2,650.5,gram,,19.99,,',
    );
    const imported = await importCsv(app, user.session, original);
    expect(imported.status).toBe(201);
    expect(imported.body.skipped).toEqual([]);
    const exported = await exportCsv(app, user.session, imported.body.pack.id);
    expect(exported.text.split('\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")",'@Risky,'+1 spare,1,100,gram,,,,`,
      `'-5 °C quilt,Sleep,'-12,2,650.5,gram,,19.99,,`,
      '',
    ]);

    // Imported back (by someone else), the names are as typed and the file comes out the same.
    const other = await createUser(app);
    const again = await importCsv(app, other.session, exported.text);
    expect(again.status).toBe(201);
    expect(again.body.skipped).toEqual([]);
    const { lines } = fromWire(
      (
        await requestJson<PackDetailWire>(
          other.session,
          other.url(`/api/packs/${again.body.pack.id}`),
        )
      ).body,
    );
    expect(lines.map((line) => line.item?.name).sort()).toEqual([
      '-5 °C quilt',
      '=HYPERLINK("http://x","y")',
    ]);
    expect(lines.map((line) => line.item?.notes).sort()).toEqual(['+1 spare', '-12']);
    expect((await exportCsv(app, other.session, again.body.pack.id)).text).toBe(exported.text);
  });

  it('reads a pack of 500 lines in the same number of queries as a pack of 5', async () => {
    const user = await createUser(app);
    const ids = await insertItems(app, user.id, 500);
    const small = await createPack(app, user.session);
    const large = await createPack(app, user.session);
    await insertPackLines(app, user.id, small.id, ids.slice(0, 5));
    await insertPackLines(app, user.id, large.id, ids);
    const counter = countQueries(app.app.get(DataSource));
    try {
      let rows = 0;
      const few = await counter.during(() => exportCsv(app, user.session, small.id));
      const many = await counter.during(async () => {
        rows = (await exportCsv(app, user.session, large.id)).text.trim().split('\n').length;
      });
      expect(rows).toBe(501);
      expect(many).toBe(few);
      expect(few).toBe(5);
    } finally {
      counter.restore();
    }
  });
});
