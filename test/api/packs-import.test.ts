import { beforeAll, describe, expect, it } from 'vitest';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { toLighterPackWeight } from '@server/domain/lighterpack-csv.js';
import type { WeightUnit } from '@server/domain/weight-units.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  createUser,
  requestJson,
  type GearItemJson,
  type PackJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { csvOf, fixture, importCsv, type ImportReportJson } from './packs-import.helpers.js';

type ItemJson = GearItemJson & { weightUnit: WeightUnit };

describe('importing a LighterPack CSV', () => {
  const { app } = setupApi({ users: 0 });

  const readPack = async (user: User, id: string) =>
    fromWire((await requestJson<PackDetailWire>(user.session, user.url(`/api/packs/${id}`))).body);
  const library = async (user: User) =>
    (
      await requestJson<{ items: ItemJson[] }>(
        user.session,
        user.url('/api/gear/items?limit=1000&retired=all'),
      )
    ).body.items;
  const categories = async (user: User) =>
    (
      await requestJson<{ name: string; id: string }[]>(
        user.session,
        user.url('/api/gear/categories'),
      )
    ).body;

  describe('a real LighterPack export, for a new user', () => {
    let hiker: User;
    let report: ImportReportJson;
    let pack: PackJson;
    beforeAll(async () => {
      hiker = await createUser(app);
      const response = await importCsv(app, hiker.session, fixture('pct-2026.csv'), {
        fileName: 'PCT_2026.csv',
      });
      expect(response.status).toBe(201);
      report = response.body;
      pack = await readPack(hiker, report.pack.id);
    });

    it('creates a pack named after the file, with every item new in the library', () => {
      expect(report).toEqual({
        pack: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
          name: 'PCT 2026',
          slug: 'pct-2026',
        },
        currency: 'USD',
        createdItems: 12,
        matchedItems: [],
        addedLines: 12,
        alreadyInPack: [],
        libraryChoice: 'keep',
        updatedItems: 0,
        mergedRows: [],
        skipped: [],
        adjusted: [],
      });
    });

    it('keeps the rows in the file’s order, categories in the order they appear', () => {
      expect(pack.categories.map((category) => category.name)).toEqual([
        'Shelter',
        'Sleep',
        'Electronics',
        'Kitchen',
        'Food',
        'Clothing',
        'Water',
      ]);
      expect(
        pack.lines.map((line) => [line.item?.name, line.quantity, line.worn, line.consumable]),
      ).toEqual([
        ['Duplex', 1, false, false],
        ['Tent stakes', 8, false, false],
        ['Nemo Tensor "Ultralight" pad', 1, false, false],
        ['Quilt', 1, false, false],
        ['Headlamp, Nitecore NU25', 1, false, false],
        ['Pot', 1, false, false],
        ['Fuel canister', 2, false, true],
        ['Food', 4, false, true],
        ['Trail runners', 1, true, false],
        ['Socks', 2, true, false],
        ['Sun hoody', 1, true, false],
        ['Water', 2, false, true],
      ]);
    });

    it('shows the totals LighterPack shows, worn items counting one unit', () => {
      expect(pack.totals).toMatchObject({
        totalMg: 8_034_294,
        wornMg: 887_703,
        consumableMg: 5_260_000,
        baseMg: 1_886_591,
        packWeightMg: 8_034_294 - 887_703,
      });
      // LighterPack's own figures for this list (its rounded factors, 2 decimals).
      const { totalMg, wornMg, consumableMg, baseMg } = pack.totals;
      const shown = (unit: WeightUnit) =>
        [totalMg, wornMg, consumableMg, baseMg].map((mg) => toLighterPackWeight(mg, unit));
      expect(shown('lb')).toEqual([17.71, 1.96, 11.6, 4.16]);
      expect(shown('oz')).toEqual([283.4, 31.31, 185.54, 66.55]);
      expect(shown('kg')).toEqual([8.03, 0.89, 5.26, 1.89]);
    });

    it('adds the items to the library with their notes, links, prices and units', async () => {
      const items = await library(hiker);
      expect(items).toHaveLength(12);
      const byName = new Map(items.map((item) => [item.name, item]));
      expect(byName.get('Duplex')).toMatchObject({
        notes: 'Zpacks Duplex, 2-person',
        url: 'https://zpacks.com/products/duplex-tent',
        priceMinor: 69_900,
        currency: 'USD',
        weightMg: 538_641,
        weightUnit: 'oz',
        quantityOwned: 1,
      });
      expect(byName.get('Fuel canister')).toMatchObject({
        notes: 'Half full:\ncarry two on long stretches',
        weightMg: 230_000,
        weightUnit: 'kg',
        priceMinor: 699,
      });
      expect(byName.get('Quilt')).toMatchObject({ notes: '20°F, 950 fill', weightUnit: 'lb' });
      // LighterPack writes 0 for an item without a price.
      expect(byName.get('Pot')).toMatchObject({
        priceMinor: null,
        currency: null,
        weightUnit: 'g',
      });
    });

    it('creates the categories in the file’s order, each with its own colour', async () => {
      const created = await categories(hiker);
      expect(created.map((category) => category.name)).toEqual([
        'Shelter',
        'Sleep',
        'Electronics',
        'Kitchen',
        'Food',
        'Clothing',
        'Water',
      ]);
    });

    it('numbers the slug when the same file is imported again, reusing every item', async () => {
      const again = await importCsv(app, hiker.session, fixture('pct-2026.csv'), {
        fileName: 'PCT_2026.csv',
      });
      expect(again.status).toBe(201);
      expect(again.body.pack.slug).toBe('pct-2026-2');
      expect(again.body.createdItems).toBe(0);
      expect(again.body.matchedItems).toHaveLength(12);
      expect(await library(hiker)).toHaveLength(12);
      expect(await categories(hiker)).toHaveLength(7);
    });
  });

  it.each<[string, WeightUnit, number]>([
    ['ounce', 'oz', 28_350],
    ['ounces', 'oz', 28_350],
    ['oz', 'oz', 28_350],
    ['OZ', 'oz', 28_350],
    ['pound', 'lb', 453_592],
    ['pounds', 'lb', 453_592],
    ['lb', 'lb', 453_592],
    ['lbs', 'lb', 453_592],
    ['gram', 'g', 1000],
    ['grams', 'g', 1000],
    ['g', 'g', 1000],
    ['kilogram', 'kg', 1_000_000],
    ['kilograms', 'kg', 1_000_000],
    ['kg', 'kg', 1_000_000],
    ['kgs', 'kg', 1_000_000],
    ['Kilogram', 'kg', 1_000_000],
  ])('reads the unit “%s” as %s', async (spelling, unit, weightMg) => {
    const user = await createUser(app);
    const { status } = await importCsv(app, user.session, csvOf(`Thing,,,1,1,${spelling},,,,`));
    expect(status).toBe(201);
    expect(await library(user)).toMatchObject([{ name: 'Thing', weightMg, weightUnit: unit }]);
  });

  it('reads RFC 4180 quoting: commas, doubled quotes and line breaks inside fields', async () => {
    const user = await createUser(app);
    const text = [
      'Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable',
      '"Pot, lid and ""spork""","Kitchen, cooking","line one',
      'line two",1,120,gram,,,,',
      'Plain,"Quoted",,1,5,gram,,,,',
    ].join('\r\n');
    const { status, body } = await importCsv(app, user.session, text);
    expect(status).toBe(201);
    expect(body.skipped).toEqual([]);
    const items = await library(user);
    expect(items.map((item) => [item.name, item.notes])).toEqual([
      ['Plain', ''],
      ['Pot, lid and "spork"', 'line one\r\nline two'],
    ]);
    expect((await categories(user)).map((category) => category.name)).toEqual([
      'Kitchen, cooking',
      'Quoted',
    ]);
  });

  it('reads a file with a byte order mark and CRLF line ends', async () => {
    const user = await createUser(app);
    const text = `\uFEFF${fixture('pct-2026.csv').toString('utf8').replace(/\n/g, '\r\n')}`;
    const { status, body } = await importCsv(app, user.session, text);
    expect(status).toBe(201);
    expect(body.createdItems).toBe(12);
  });

  it('reads a spreadsheet’s Windows-1252 file', async () => {
    const user = await createUser(app);
    const bytes = Buffer.from(csvOf('Réchaud,Cuisine,Café,1,80,g,,,,'), 'latin1');
    expect(bytes.includes(0xe9)).toBe(true);
    const { status } = await importCsv(app, user.session, bytes);
    expect(status).toBe(201);
    expect(await library(user)).toMatchObject([{ name: 'Réchaud', notes: 'Café' }]);
  });

  describe('with a library already holding some of the items', () => {
    let user: User;
    let tent: GearItemJson;
    let report: ImportReportJson;
    beforeAll(async () => {
      user = await createUser(app);
      const shelter = await createCategory(app, user.session, { name: 'Shelter' });
      tent = await createItem(app, user.session, {
        name: 'Duplex',
        categoryId: shelter.id,
        weightMg: 540_000,
      });
      // Same name, another category: a different item.
      await createItem(app, user.session, { name: 'Pot', weightMg: 90_000 });
      const file = csvOf(
        '  duplex ,SHELTER,,1,19,ounce,,,,',
        'Pot,Kitchen,,1,103,gram,,,,',
        'Stakes,shelter,,4,10,g,,,,',
      );
      const response = await importCsv(app, user.session, file, { name: 'Sierra loop' });
      expect(response.status).toBe(201);
      report = response.body;
    });

    it('matches items by name and category, in any case, and says so', () => {
      expect(report.matchedItems).toEqual([
        {
          line: 2,
          gearItemId: tent.id,
          name: 'Duplex',
          category: 'Shelter',
          // 19 oz is 538.64 g: the file says otherwise than the library's 540 g.
          differences: {
            weight: {
              library: { weightMg: 540_000, weightUnit: 'g' },
              file: { weightMg: 538_641, weightUnit: 'oz' },
            },
          },
        },
      ]);
      expect(report.createdItems).toBe(2);
      expect(report.pack).toMatchObject({ name: 'Sierra loop', slug: 'sierra-loop' });
    });

    it('does not duplicate a matched item or its category, and keeps the library’s values', async () => {
      const items = await library(user);
      expect(items.filter((item) => item.name.toLowerCase() === 'duplex')).toEqual([
        expect.objectContaining({ id: tent.id, weightMg: 540_000 }),
      ]);
      expect(items.filter((item) => item.name === 'Pot')).toHaveLength(2);
      expect((await categories(user)).map((category) => category.name)).toEqual([
        'Shelter',
        'Kitchen',
      ]);
      const pack = await readPack(user, report.pack.id);
      expect(pack.lines[0]).toMatchObject({ gearItemId: tent.id, quantity: 1 });
    });
  });

  it('merges the same item twice in the file into one line, summing quantities, and says so', async () => {
    const user = await createUser(app);
    const file = csvOf(
      'Gas,Kitchen,,1,230,gram,,,,Consumable',
      'Stove,Kitchen,,1,80,gram,,,,',
      'gas ,kitchen,,1.5,230,gram,,,,Consumable',
    );
    const { status, body } = await importCsv(app, user.session, file);
    expect(status).toBe(201);
    expect(body.createdItems).toBe(2);
    expect(body.mergedRows).toEqual([{ line: 4, intoLine: 2, name: 'Gas', category: 'Kitchen' }]);
    const pack = await readPack(user, body.pack.id);
    expect(pack.lines.map((line) => [line.item?.name, line.quantity])).toEqual([
      ['Gas', 2.5],
      ['Stove', 1],
    ]);
  });

  it('completes a link written without https:// instead of leaving it out', async () => {
    const user = await createUser(app);
    const file = csvOf('Tent,Shelter,,1,560,gram,zpacks.com/duplex,,,');
    const { status, body } = await importCsv(app, user.session, file);
    expect(status).toBe(201);
    expect(body.adjusted).toEqual([]);
    expect(await library(user)).toMatchObject([{ name: 'Tent', url: 'https://zpacks.com/duplex' }]);
  });

  it('imports the good rows and reports every skipped one with its line and reason', async () => {
    const user = await createUser(app);
    const file = csvOf(
      'Tent,Shelter,,1,1.1,kg,,,,',
      'Mystery,Misc,,1,12,stone,,,,',
      'Too short,Misc,,1',
      ',Misc,,1,10,g,,,,',
      'Spoon,Kitchen,,one,10,g,,,,',
      `${'N'.repeat(201)},Misc,,1,10,g,,,,`,
      'Cup,Kitchen,,1,75,g,javascript:alert(1),,,',
    );
    const { status, body } = await importCsv(app, user.session, file);
    expect(status).toBe(201);
    expect(body.createdItems).toBe(2);
    expect(body.skipped).toEqual([
      { line: 3, reason: 'unknown unit: "stone"' },
      { line: 4, reason: 'expected at least 6 columns, found 4' },
      { line: 5, reason: 'missing item name' },
      { line: 6, reason: 'qty is not a number: "one"' },
      { line: 7, reason: 'item name is longer than 200 characters' },
    ]);
    expect(body.adjusted).toEqual([
      {
        line: 8,
        reason: 'link left out: "javascript:alert(1)" is not a web address (http:// or https://)',
      },
    ]);
    expect(await library(user)).toMatchObject([
      { name: 'Cup', url: null },
      { name: 'Tent', weightMg: 1_100_000 },
    ]);
  });

  it('reads prices in the currency asked for', async () => {
    const user = await createUser(app);
    const file = csvOf('Tent,Shelter,,1,1,kg,,699.5,,', 'Stove,Kitchen,,1,80,g,,45,,');
    const euros = await importCsv(app, user.session, file, { currency: 'eur' });
    expect(euros.status).toBe(201);
    const yen = await importCsv(app, user.session, csvOf('Pad,Sleep,,1,400,g,,12000.4,,'), {
      currency: 'JPY',
    });
    expect(yen.status).toBe(201);
    expect(yen.body.adjusted).toEqual([{ line: 2, reason: 'price 12000.4 rounded to 12000 JPY' }]);
    const items = await library(user);
    expect(items.map((item) => [item.name, item.priceMinor, item.currency])).toEqual([
      ['Pad', 12_000, 'JPY'],
      ['Stove', 4500, 'EUR'],
      ['Tent', 69_950, 'EUR'],
    ]);
  });

  it('names the pack “Imported pack” when neither a name nor a file name gives one', async () => {
    const user = await createUser(app);
    const { body } = await importCsv(app, user.session, csvOf('Tent,,,1,1,kg,,,,'), {
      fileName: '.csv',
    });
    expect(body.pack).toMatchObject({ name: 'Imported pack', slug: 'imported-pack' });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const { status } = await importCsv(app, new HttpSession(), csvOf('Tent,,,1,1,kg,,,,'));
    expect(status).toBe(401);
  });
});
