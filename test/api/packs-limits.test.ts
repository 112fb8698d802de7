import { beforeAll, describe, expect, it } from 'vitest';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { parseLighterPackCsv } from '@server/domain/lighterpack-csv.js';
import { MAX_PACK_LINES } from '@server/domain/pack-limits.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createItem,
  createUser,
  requestJson,
  type PackJson,
  type PackLineJson,
} from '@test/support/factories.js';
import {
  csvOf,
  exportCsv,
  importCsv,
  type ErrorJson,
  type ImportReportJson,
} from './packs-import.helpers.js';

const BUNDLE_ITEMS = 10;
const UNITS = ['gram', 'kilogram', 'ounce', 'pound'];

/**
 * Rows of every kind a pack holds, the first at every limit at once: 1,000 kg, 999 of it and
 * 10,000,000.00 each. Others have fractional quantities, all four units, worn and consumable.
 */
function row(n: number): string {
  if (n === 0) return 'Anvil,Heavy,the largest figures,999,1000,kilogram,,10000000,Worn,';
  const unit = UNITS[n % UNITS.length] ?? 'gram';
  const weight = unit === 'gram' ? 5 + ((n * 37) % 1200) : ((n % 500) + 1) / 7;
  return [
    `Item ${n}`,
    n % 10 === 0 ? '' : `Category ${n % 24}`,
    n % 3 === 0 ? `"notes, for ${n}"` : '',
    n % 13 === 0 ? '0.5' : String(1 + (n % 4)),
    weight.toFixed(2),
    unit,
    n % 5 === 0 ? `https://example.com/${n}` : '',
    n % 2 === 0 ? ((n % 300) + 0.99).toFixed(2) : '0',
    n % 25 === 0 ? 'Worn' : '',
    n % 11 === 0 ? 'Consumable' : '',
  ].join(',');
}

const totalsOf = (pack: PackJson) => {
  const { totalMg, baseMg, wornMg, consumableMg, packWeightMg, itemCount, priceByCurrency } =
    pack.totals;
  return { totalMg, baseMg, wornMg, consumableMg, packWeightMg, itemCount, priceByCurrency };
};

describe('a pack of the largest size', () => {
  const { app, owner } = setupApi({ users: 1 });
  let pack: PackJson;
  let kitLine: PackLineJson;
  let kitId: string;

  const send = sendUnder('', { unwire: true });
  const readPack = async (user: User, id: string) =>
    fromWire((await requestJson<PackDetailWire>(user.session, user.url(`/api/packs/${id}`))).body);

  beforeAll(async () => {
    const rows = Array.from({ length: MAX_PACK_LINES - BUNDLE_ITEMS }, (_, n) => row(n));
    const imported = await importCsv(app, owner.session, csvOf(...rows), { fileName: 'big.csv' });
    expect(imported.status).toBe(201);
    // A bundle of 10 items, 3 of each, held 333 times: 999 of each item, the most allowed.
    const kit = await createBundle(app, owner.session, { name: 'Stake kit' });
    kitId = kit.id;
    for (let n = 0; n < BUNDLE_ITEMS; n += 1) {
      const item = await createItem(app, owner.session, { name: `Stake ${n}`, weightMg: 7_000 });
      await addToBundle(app, owner.session, kit.id, item.id, 3);
    }
    kitLine = await addLine(app, owner.session, imported.body.pack.id, {
      bundleId: kit.id,
      quantity: 333,
      worn: true,
    });
    pack = await readPack(owner, imported.body.pack.id);
  }, 180_000);

  it('is reordered, exported and imported back whole, with the same totals', async () => {
    // The whole arrangement is about 200 kB of JSON: over the 100 kB the body limit once was.
    const lineOrder = pack.lines.map((line) => line.id).reverse();
    const categoryOrder = pack.categories.map((category) => category.categoryId).reverse();
    const layout = await send(owner, 'PUT', `/api/packs/${pack.id}/layout`, {
      categoryOrder,
      lineOrder,
    });
    expect(layout.status).toBe(204);
    const reordered = await readPack(owner, pack.id);
    expect(reordered.lines.map((line) => line.id)).toEqual(lineOrder);

    const exported = await exportCsv(app, owner.session, pack.id);
    expect(exported.status).toBe(200);

    // Another user, so every row becomes a new item made from the file's figures alone.
    const other = await createUser(app);
    const { status, body } = await importCsv<ImportReportJson>(app, other.session, exported.text, {
      name: 'Round trip',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      createdItems: MAX_PACK_LINES,
      mergedRows: [],
      skipped: [],
      adjusted: [],
    });
    const copy = await readPack(other, body.pack.id);
    expect(copy.lines).toHaveLength(MAX_PACK_LINES);
    expect(totalsOf(copy)).toEqual(totalsOf(reordered));
    expect(copy.totals.totalMg).toBeGreaterThan(999_000_000_000);
    expect(Number.isSafeInteger(copy.totals.totalMg)).toBe(true);
    // The new pack lists the rows in the file's order, which is the reordered pack's.
    const fileNames = parseLighterPackCsv(exported.text).rows.map((fileRow) => fileRow.name);
    expect(copy.lines.map((line) => line.item?.name)).toEqual(fileNames);
    // Items 1 and 25 share a category: reversed, 25 comes first.
    expect(fileNames.indexOf('Item 25')).toBeLessThan(fileNames.indexOf('Item 1'));
  });

  it('refuses one more item, naming the reason', async () => {
    const response = await send<ErrorJson>(owner, 'POST', `/api/packs/${pack.id}/lines`, {
      newItem: { name: 'One too many', weightMg: 1 },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'PACK_FULL',
      message:
        'A pack holds at most 5,000 items (each of a bundle’s items counts): this one has ' +
        '5,000, and this would add 1',
    });
  });

  it('refuses another item in a bundle it holds, naming the pack', async () => {
    const item = await createItem(app, owner.session, { name: 'Spare stake' });
    const response = await send<ErrorJson>(owner, 'POST', `/api/bundles/${kitId}/items`, {
      gearItemId: item.id,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'PACK_FULL',
      message: `Another item in this bundle would take “${pack.name}” past 5,000 items (each of a bundle’s items counts)`,
    });
  });

  it('refuses quantities that would put more than 999 of an item in the pack', async () => {
    const line = await send<ErrorJson>(
      owner,
      'PATCH',
      `/api/packs/${pack.id}/lines/${kitLine.id}`,
      {
        quantity: 334,
      },
    );
    expect(line.status).toBe(400);
    expect(line.body.errors).toEqual([
      {
        field: 'quantity',
        message:
          'quantity must be at most 333 for this bundle: it holds 3 of an item, and a pack ' +
          'holds at most 999 of each',
      },
    ]);
    const { body: kit } = await send<{ items: { id: string }[] }>(
      owner,
      'GET',
      `/api/bundles/${kitId}`,
    );
    const entry = await send<ErrorJson>(
      owner,
      'PATCH',
      `/api/bundles/${kitId}/items/${kit.items[0]?.id ?? ''}`,
      { quantity: 3.01 },
    );
    expect(entry.status).toBe(400);
    expect(entry.body.errors).toEqual([
      {
        field: 'quantity',
        message:
          'quantity must be at most 3: a pack holds 333 of this bundle, and a pack holds at ' +
          'most 999 of each item',
      },
    ]);
  });

  it('can be copied, and its bundle expanded in place, staying at 5,000 items', async () => {
    const copy = await send<PackJson>(owner, 'POST', `/api/packs/${pack.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.lines).toHaveLength(pack.lines.length);
    const expanded = await send<PackJson>(
      owner,
      'POST',
      `/api/packs/${copy.body.id}/lines/${copy.body.lines.find((line) => line.bundleId)?.id ?? ''}/expand`,
    );
    expect(expanded.status).toBe(200);
    expect(expanded.body.lines).toHaveLength(MAX_PACK_LINES);
    expect(totalsOf(expanded.body)).toEqual(totalsOf(copy.body));
  });
});

describe('the largest figures, through an export and an import', () => {
  const { app } = setupApi({ users: 0 });

  it('export as rows the import takes, even 1,000 kg entered in ounces', async () => {
    const owner = await createUser(app);
    const packId = (
      await requestJson<PackJson>(owner.session, owner.url('/api/packs'), 'POST', { name: 'Max' })
    ).body.id;
    // LighterPack's ounce (28,349.5 mg) is lighter than the real one: 1,000 kg used to be
    // written as 35273.99 oz, which reads back as 1,000.0008 kg and was refused.
    const anvil = await createItem(app, owner.session, {
      name: 'Anvil',
      weightMg: 1_000_000_000,
      weightUnit: 'oz',
      priceMinor: 1_000_000_000,
      currency: 'USD',
    });
    await addLine(app, owner.session, packId, { gearItemId: anvil.id, quantity: 999 });
    const exported = await exportCsv(app, owner.session, packId);
    expect(exported.text).toContain('Anvil,,,999,35273.96,ounce,,10000000,,');

    const other = await createUser(app);
    const { status, body } = await importCsv(app, other.session, exported.text);
    expect(status).toBe(201);
    expect(body).toMatchObject({ createdItems: 1, skipped: [], adjusted: [] });
  });
});

describe('a file past the pack’s largest size', () => {
  const { app } = setupApi({ users: 0 });

  it('imports 5,000 rows and refuses 5,001', async () => {
    const user = await createUser(app);
    const rows = (count: number) => Array.from({ length: count }, (_, n) => `Item ${n},,,1,1,g`);
    const refused = await importCsv<ErrorJson>(app, user.session, csvOf(...rows(5_001)));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ROWS', errors: [{ field: 'file' }] });
    const accepted = await importCsv(app, user.session, csvOf(...rows(5_000)));
    expect(accepted.status).toBe(201);
  });
});
