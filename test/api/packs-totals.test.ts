import { DataSource } from 'typeorm';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
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
  type GearItemJson,
  type PackJson,
  type PackLineJson,
  type PackSummaryJson,
  sentTotals,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

describe('pack totals', () => {
  const { app, owner: hiker } = setupApi({ users: 1 });

  const readPack = async (id: string) =>
    fromWire(
      (await requestJson<PackDetailWire>(hiker.session, hiker.url(`/api/packs/${id}`))).body,
    );
  const listPacks = async (user = hiker) =>
    (await requestJson<PackSummaryJson[]>(user.session, user.url('/api/packs'))).body;
  const patch = (path: string, body: unknown) =>
    requestJson(hiker.session, hiker.url(path), 'PATCH', body);

  describe('a known pack', () => {
    let pack: PackJson;
    let categories: Record<'shelter' | 'clothing' | 'kitchen', { id: string }>;
    let lines: Record<'tent' | 'socks' | 'fuel' | 'kit', PackLineJson>;
    beforeAll(async () => {
      const category = (name: string) => createCategory(app, hiker.session, { name });
      categories = {
        shelter: await category('Shelter'),
        clothing: await category('Clothing'),
        kitchen: await category('Kitchen'),
      };
      const item = (values: Record<string, unknown>) => createItem(app, hiker.session, values);
      const tent = await item({
        name: 'Tent',
        categoryId: categories.shelter.id,
        weightMg: 850_000,
        priceMinor: 45_000,
        currency: 'EUR',
      });
      const socks = await item({
        name: 'Socks',
        categoryId: categories.clothing.id,
        weightMg: 60_000,
        priceMinor: 1_500,
        currency: 'EUR',
      });
      const fuel = await item({
        name: 'Fuel canister',
        weightMg: 200_000,
        priceMinor: 399,
        currency: 'USD',
      });
      // The kit's items have categories of their own; in a pack they count in the kit's.
      const pot = await item({
        name: 'Pot',
        weightMg: 120_000,
        priceMinor: 3_500,
        currency: 'USD',
      });
      const spoon = await item({
        name: 'Spoon',
        categoryId: categories.clothing.id,
        weightMg: 15_500,
      });
      const kit = await createBundle(app, hiker.session, {
        name: 'Cook kit',
        categoryId: categories.kitchen.id,
      });
      await addToBundle(app, hiker.session, kit.id, pot.id);
      await addToBundle(app, hiker.session, kit.id, spoon.id, 2);

      pack = await createPack(app, hiker.session, { name: 'Known pack' });
      const line = (body: Record<string, unknown>) => addLine(app, hiker.session, pack.id, body);
      lines = {
        fuel: await line({ gearItemId: fuel.id, quantity: 0.5, consumable: true }),
        kit: await line({ bundleId: kit.id }),
        socks: await line({ gearItemId: socks.id, quantity: 3, worn: true }),
        tent: await line({ gearItemId: tent.id }),
      };
    });

    it('equals the figures worked out by hand', async () => {
      // Tent 850 g; socks 3 x 60 g, one pair worn; half a 200 g canister, consumable;
      // the kit: a 120 g pot and 2 x 15.5 g spoons.
      const { totals } = await readPack(pack.id);
      expect(sentTotals(totals)).toEqual({
        totalMg: 850_000 + 180_000 + 100_000 + 151_000,
        baseMg: 850_000 + 120_000 + 151_000,
        wornMg: 60_000,
        consumableMg: 100_000,
        packWeightMg: 1_281_000 - 60_000,
        itemCount: 1 + 3 + 0.5 + 3,
        // Half a 3.99 USD canister is 2.00 (rounded per line).
        priceByCurrency: { EUR: 45_000 + 3 * 1_500, USD: 200 + 3_500 },
        byCategory: [
          {
            categoryId: categories.shelter.id,
            totalMg: 850_000,
            baseMg: 850_000,
            wornMg: 0,
            consumableMg: 0,
            itemCount: 1,
            priceByCurrency: { EUR: 45_000 },
          },
          {
            categoryId: categories.clothing.id,
            totalMg: 180_000,
            baseMg: 120_000,
            wornMg: 60_000,
            consumableMg: 0,
            itemCount: 3,
            priceByCurrency: { EUR: 4_500 },
          },
          {
            categoryId: categories.kitchen.id,
            totalMg: 151_000,
            baseMg: 151_000,
            wornMg: 0,
            consumableMg: 0,
            itemCount: 3,
            priceByCurrency: { USD: 3_500 },
          },
          {
            categoryId: null,
            totalMg: 100_000,
            baseMg: 0,
            wornMg: 0,
            consumableMg: 100_000,
            itemCount: 0.5,
            priceByCurrency: { USD: 200 },
          },
        ],
      });
    });

    it('shows the categories present in library order, Uncategorized last', async () => {
      const { categories: shown, lines: shownLines } = await readPack(pack.id);
      expect(shown.map(({ categoryId, name, sortOrder }) => [categoryId, name, sortOrder])).toEqual(
        [
          [categories.shelter.id, 'Shelter', 0],
          [categories.clothing.id, 'Clothing', 1],
          [categories.kitchen.id, 'Kitchen', 2],
          [null, 'Uncategorized', 3],
        ],
      );
      expect(shown.at(-1)?.color).toBe('#6b7280');
      expect(shownLines.map((line) => line.id)).toEqual(
        [lines.tent, lines.socks, lines.kit, lines.fuel].map((line) => line.id),
      );
      expect(shownLines.find((line) => line.id === lines.kit.id)).toMatchObject({
        kind: 'bundle',
        categoryId: categories.kitchen.id,
        gearItemId: null,
        bundle: { name: 'Cook kit', items: [{ name: 'Pot' }, { name: 'Spoon', quantity: 2 }] },
      });
    });

    it('lists the pack with the same weights as its page', async () => {
      const summary = (await listPacks()).find((row) => row.id === pack.id);
      expect(summary).toMatchObject({
        name: 'Known pack',
        lineCount: 4,
        totals: {
          totalMg: 1_281_000,
          baseMg: 1_121_000,
          wornMg: 60_000,
          consumableMg: 100_000,
          packWeightMg: 1_221_000,
          itemCount: 7.5,
        },
      });
    });
  });

  describe('when the library changes', () => {
    let pot: GearItemJson;
    let kit: { id: string };
    let direct: PackJson;
    let viaBundle: PackJson;
    beforeAll(async () => {
      pot = await createItem(app, hiker.session, { name: 'Titanium pot', weightMg: 100_000 });
      kit = await createBundle(app, hiker.session, { name: 'Kitchen kit' });
      await addToBundle(app, hiker.session, kit.id, pot.id);
      direct = await createPack(app, hiker.session, { name: 'Pot alone' });
      viaBundle = await createPack(app, hiker.session, { name: 'Pot in a kit' });
      await addLine(app, hiker.session, direct.id, { gearItemId: pot.id, quantity: 2 });
      await addLine(app, hiker.session, viaBundle.id, { bundleId: kit.id, quantity: 3 });
    });

    it('changes the totals of every pack holding an item whose weight is edited', async () => {
      expect((await readPack(direct.id)).totals.totalMg).toBe(200_000);
      expect((await readPack(viaBundle.id)).totals.totalMg).toBe(300_000);
      await patch(`/api/gear/items/${pot.id}`, { weightMg: 110_000 });
      expect((await readPack(direct.id)).totals.totalMg).toBe(220_000);
      expect((await readPack(viaBundle.id)).totals.totalMg).toBe(330_000);
      const listed = new Map((await listPacks()).map((row) => [row.id, row.totals.totalMg]));
      expect(listed.get(direct.id)).toBe(220_000);
      expect(listed.get(viaBundle.id)).toBe(330_000);
    });

    it('changes every pack holding a bundle that is edited', async () => {
      const lid = await createItem(app, hiker.session, { name: 'Lid', weightMg: 20_000 });
      const entry = await addToBundle(app, hiker.session, kit.id, lid.id);
      expect((await readPack(viaBundle.id)).totals.totalMg).toBe(330_000 + 60_000);
      await patch(`/api/bundles/${kit.id}/items/${entry.id}`, { quantity: 0.5 });
      const after = await readPack(viaBundle.id);
      expect(after.totals.totalMg).toBe(330_000 + 30_000);
      expect(after.lines[0]?.bundle?.items.map((item) => item.name)).toEqual([
        'Titanium pot',
        'Lid',
      ]);
      // The pack holding the pot alone is untouched.
      expect((await readPack(direct.id)).totals.totalMg).toBe(220_000);
    });
  });

  describe('queries', () => {
    let counter: ReturnType<typeof countQueries>;
    beforeAll(() => {
      counter = countQueries(app.app.get(DataSource));
    });
    afterAll(() => counter.restore());

    it('reads a pack of 500 lines in as many queries as a pack of 1', async () => {
      const user = await createUser(app);
      const kitItem = await createItem(app, user.session, { weightMg: 5_000 });
      const kit = await createBundle(app, user.session);
      await addToBundle(app, user.session, kit.id, kitItem.id);
      await createCategory(app, user.session);
      const itemIds = await insertItems(app, user.id, 500);
      const small = await createPack(app, user.session);
      const large = await createPack(app, user.session);
      await addLine(app, user.session, small.id, { bundleId: kit.id });
      await addLine(app, user.session, large.id, { bundleId: kit.id });
      await insertPackLines(app, user.id, small.id, itemIds.slice(0, 1));
      await insertPackLines(app, user.id, large.id, itemIds);

      const read = (id: string) => async () => {
        const { body } = await requestJson<PackDetailWire>(
          user.session,
          user.url(`/api/packs/${id}`),
        );
        return fromWire(body);
      };
      const forOne = await counter.during(read(small.id));
      const forMany = await counter.during(read(large.id));
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
      expect(forMany).toBeLessThanOrEqual(4);
      const { lines, totals } = await read(large.id)();
      expect(lines).toHaveLength(501);
      // 1 g + 2 g + ... + 500 g, and the 5 g kit.
      expect(totals.totalMg).toBe(((500 * 501) / 2) * 1_000 + 5_000);
    });

    it('lists 20 packs in as many queries as 1', async () => {
      const user = await createUser(app);
      const kitItem = await createItem(app, user.session, { weightMg: 5_000 });
      const kit = await createBundle(app, user.session);
      await addToBundle(app, user.session, kit.id, kitItem.id);
      const itemIds = await insertItems(app, user.id, 10);
      const fill = async () => {
        const pack = await createPack(app, user.session);
        await addLine(app, user.session, pack.id, { bundleId: kit.id });
        await insertPackLines(app, user.id, pack.id, itemIds);
      };
      const list = () => listPacks(user);

      await fill();
      const forOne = await counter.during(list);
      for (let n = 1; n < 20; n += 1) await fill();
      const forMany = await counter.during(list);
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
      expect(forMany).toBeLessThanOrEqual(3);
      const packs = await list();
      expect(packs).toHaveLength(20);
      expect(new Set(packs.map((pack) => pack.totals.totalMg))).toEqual(new Set([60_000]));
      expect(packs.every((pack) => pack.lineCount === 11)).toBe(true);
    });
  });
});
