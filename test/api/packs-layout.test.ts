import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  requestJson,
  type PackJson,
  type PackLineJson,
} from '@test/support/factories.js';

describe('expanding, arranging and checking off a pack', () => {
  const { app, owner } = setupApi({ users: 1 });

  const send = sendUnder<PackLineJson>('/api/packs', { unwire: true });
  const readPack = async (id: string) => (await send<PackJson>(owner, 'GET', `/${id}`)).body;

  describe('expanding a bundle line', () => {
    it('replaces it with item lines where it was: quantities multiplied, flags kept', async () => {
      const [stove, gas, lighter, tent] = [
        await createItem(app, owner.session, { name: 'Stove', weightMg: 67_000 }),
        await createItem(app, owner.session, { name: 'Gas', weightMg: 200_000 }),
        await createItem(app, owner.session, { name: 'Lighter', weightMg: 20_000 }),
        await createItem(app, owner.session, { name: 'Tent', weightMg: 900_000 }),
      ];
      const kit = await createBundle(app, owner.session, { name: 'Stove kit' });
      await addToBundle(app, owner.session, kit.id, stove.id);
      await addToBundle(app, owner.session, kit.id, gas.id, 0.5);
      await addToBundle(app, owner.session, kit.id, lighter.id, 2);
      const pack = await createPack(app, owner.session);
      const first = await addLine(app, owner.session, pack.id, { gearItemId: tent.id });
      // The lighter is already in the pack: the kit's two add to its line.
      const lighterLine = await addLine(app, owner.session, pack.id, { gearItemId: lighter.id });
      const kitLine = await addLine(app, owner.session, pack.id, {
        bundleId: kit.id,
        quantity: 3,
        consumable: true,
      });
      await send(owner, 'PATCH', `/${pack.id}/lines/${kitLine.id}`, { packed: true });
      const last = await addLine(app, owner.session, pack.id, {
        gearItemId: (await createItem(app, owner.session, { name: 'Last' })).id,
      });
      await send(owner, 'PUT', `/${pack.id}/layout`, {
        categoryOrder: [null],
        lineOrder: [first.id, kitLine.id, lighterLine.id, last.id],
      });
      const before = await readPack(pack.id);

      const response = await send<PackJson>(
        owner,
        'POST',
        `/${pack.id}/lines/${kitLine.id}/expand`,
      );
      expect(response.status).toBe(200);
      const lines = response.body.lines;
      expect(
        lines.map((line) => [line.item?.name, line.quantity, line.consumable, line.packed]),
      ).toEqual([
        ['Tent', 1, false, false],
        ['Stove', 3, true, true],
        ['Gas', 1.5, true, true],
        ['Lighter', 1 + 6, false, false],
        ['Last', 1, false, false],
      ]);
      expect(lines.every((line) => line.kind === 'item')).toBe(true);
      expect(lines.map((line) => line.sortOrder)).toEqual([0, 1, 2, 3, 4]);
      expect(response.body.totals.totalMg).toBe(before.totals.totalMg);
      // The bundle itself stays in the library.
      expect((await requestJson(owner.session, owner.url(`/api/bundles/${kit.id}`))).status).toBe(
        200,
      );
    });

    it('refuses to expand an item line', async () => {
      const pack = await createPack(app, owner.session);
      const line = await addLine(app, owner.session, pack.id, {
        gearItemId: (await createItem(app, owner.session)).id,
      });
      const response = await send(owner, 'POST', `/${pack.id}/lines/${line.id}/expand`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'NOT_A_BUNDLE_LINE' });
    });
  });

  describe('layout', () => {
    let pack: PackJson;
    let categories: { id: string }[];
    let lines: PackLineJson[];
    beforeAll(async () => {
      categories = [
        await createCategory(app, owner.session, { name: 'First in library' }),
        await createCategory(app, owner.session, { name: 'Second in library' }),
      ];
      pack = await createPack(app, owner.session);
      const item = async (categoryId: string | null) =>
        addLine(app, owner.session, pack.id, {
          gearItemId: (await createItem(app, owner.session, { categoryId })).id,
        });
      lines = [
        await item(categories[0]?.id ?? null),
        await item(categories[1]?.id ?? null),
        await item(null),
        await item(categories[0]?.id ?? null),
      ];
    });
    const ids = (...indexes: number[]) => indexes.map((index) => lines[index]?.id);

    it('writes the category order and the line order', async () => {
      const [first, second] = categories.map((category) => category.id);
      const response = await send(owner, 'PUT', `/${pack.id}/layout`, {
        categoryOrder: [second, null, first],
        lineOrder: ids(3, 2, 1, 0),
      });
      expect(response.status).toBe(204);
      const after = await readPack(pack.id);
      expect(after.categories.map((c) => [c.categoryId, c.sortOrder])).toEqual([
        [second, 0],
        [null, 1],
        [first, 2],
      ]);
      expect(after.lines.map((line) => line.id)).toEqual(ids(1, 2, 3, 0));
      expect(after.totals.byCategory.map((c) => c.categoryId)).toEqual([second, null, first]);
      const inFirst = after.lines.filter((line) => line.categoryId === first);
      expect(inFirst.map((line) => line.id)).toEqual(ids(3, 0));
    });

    it('puts a category new to the pack after the arranged ones, in library order', async () => {
      const third = await createCategory(app, owner.session, { name: 'Third in library' });
      const line = await addLine(app, owner.session, pack.id, {
        gearItemId: (await createItem(app, owner.session, { categoryId: third.id })).id,
      });
      const after = await readPack(pack.id);
      expect(after.categories.map((c) => c.categoryId)).toEqual([
        categories[1]?.id,
        null,
        categories[0]?.id,
        third.id,
      ]);
      await send(owner, 'DELETE', `/${pack.id}/lines/${line.id}`);
    });

    /** The current arrangement, with `change` applied: a list left out is the right one. */
    const layout = (change: { categoryOrder?: unknown[]; lineOrder?: unknown[] }) => ({
      categoryOrder: [categories[1]?.id, null, categories[0]?.id],
      lineOrder: ids(0, 1, 2, 3),
      ...change,
    });
    const elsewhere = async () => {
      const otherPack = await createPack(app, owner.session);
      const item = await createItem(app, owner.session);
      return (await addLine(app, owner.session, otherPack.id, { gearItemId: item.id })).id;
    };
    const unused = async () => (await createCategory(app, owner.session)).id;

    it.each([
      ['lineOrder', 'a line missing', () => layout({ lineOrder: ids(0, 1, 2) })],
      ['lineOrder', 'a line repeated', () => layout({ lineOrder: ids(0, 1, 2, 3, 3) })],
      ['lineOrder', 'not uuids', () => layout({ lineOrder: ['a', 'b'] })],
      [
        'lineOrder',
        'a line of another pack',
        async () => layout({ lineOrder: [...ids(0, 1, 2, 3), await elsewhere()] }),
      ],
      [
        'categoryOrder',
        'a category missing',
        () => layout({ categoryOrder: [null, categories[0]?.id] }),
      ],
      [
        'categoryOrder',
        'Uncategorized missing',
        () => layout({ categoryOrder: [categories[1]?.id, categories[0]?.id] }),
      ],
      [
        'categoryOrder',
        'a category repeated',
        () => layout({ categoryOrder: [categories[1]?.id, null, categories[0]?.id, null] }),
      ],
      [
        'categoryOrder',
        'a category not in the pack',
        async () =>
          layout({ categoryOrder: [categories[1]?.id, null, categories[0]?.id, await unused()] }),
      ],
      ['categoryOrder', 'not uuids', () => layout({ categoryOrder: ['tents'] })],
    ])('refuses a %s with %s: 400 naming it, nothing changed', async (field, _why, body) => {
      const before = await readPack(pack.id);
      const response = await send(owner, 'PUT', `/${pack.id}/layout`, await body());
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
      expect(await readPack(pack.id)).toEqual(before);
    });
  });

  describe('checklist', () => {
    let pack: PackJson;
    let lines: PackLineJson[];
    beforeAll(async () => {
      pack = await createPack(app, owner.session);
      lines = [];
      for (let n = 0; n < 3; n += 1) {
        lines.push(
          await addLine(app, owner.session, pack.id, {
            gearItemId: (await createItem(app, owner.session)).id,
          }),
        );
      }
    });
    const packed = async () =>
      new Map((await readPack(pack.id)).lines.map((line) => [line.id, line.packed]));

    it('keeps both of two ticks sent at the same time on different lines', async () => {
      const [a, b] = lines;
      const responses = await Promise.all(
        [a, b].map((line) =>
          send(owner, 'PATCH', `/${pack.id}/lines/${line?.id}`, { packed: true }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const state = await packed();
      expect([
        state.get(a?.id ?? ''),
        state.get(b?.id ?? ''),
        state.get(lines[2]?.id ?? ''),
      ]).toEqual([true, true, false]);
    });

    it('does not count a tick as a change to the pack', async () => {
      const before = (await readPack(pack.id)).updatedAt;
      await send(owner, 'PATCH', `/${pack.id}/lines/${lines[2]?.id}`, { packed: true });
      expect((await readPack(pack.id)).updatedAt).toBe(before);
    });

    it('resets every line to unpacked', async () => {
      const response = await send(owner, 'POST', `/${pack.id}/checklist/reset`);
      expect(response.status).toBe(204);
      expect([...(await packed()).values()]).toEqual([false, false, false]);
    });
  });
});
