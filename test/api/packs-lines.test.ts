import { randomUUID } from 'node:crypto';
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
  type GearItemJson,
  type PackJson,
  type PackLineJson,
} from '@test/support/factories.js';

describe('the lines of a pack', () => {
  const { app, owner, stranger } = setupApi();

  const send = sendUnder<PackLineJson>('/api/packs', { unwire: true });
  const readPack = async (id: string) => (await send<PackJson>(owner, 'GET', `/${id}`)).body;

  describe('adding', () => {
    let pack: PackJson;
    beforeAll(async () => {
      pack = await createPack(app, owner.session);
    });
    const add = (body: unknown) => send(owner, 'POST', `/${pack.id}/lines`, body);

    it('adds a library item with quantity 1 and no flags by default, last in the pack', async () => {
      const category = await createCategory(app, owner.session);
      const item = await createItem(app, owner.session, {
        name: 'Headlamp',
        brand: 'Petzl',
        categoryId: category.id,
        weightMg: 27_000,
        priceMinor: 4_990,
        currency: 'EUR',
        url: 'https://example.com/bindi',
        notes: 'USB-C',
      });
      const first = await add({ gearItemId: item.id });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        kind: 'item',
        gearItemId: item.id,
        bundleId: null,
        categoryId: category.id,
        quantity: 1,
        worn: false,
        consumable: false,
        packed: false,
        sortOrder: expect.any(Number) as unknown,
        item: {
          name: 'Headlamp',
          brand: 'Petzl',
          weightMg: 27_000,
          priceMinor: 4_990,
          currency: 'EUR',
          photoUrl: null,
          url: 'https://example.com/bindi',
          notes: 'USB-C',
          retired: false,
        },
      });
      const other = await createItem(app, owner.session);
      const second = await add({
        gearItemId: other.id,
        quantity: 2.5,
        worn: true,
        consumable: true,
      });
      expect(second.body).toMatchObject({ quantity: 2.5, worn: true, consumable: true });
      const uncategorized = (await readPack(pack.id)).lines.filter((l) => l.categoryId === null);
      expect(uncategorized.at(-1)?.id).toBe(second.body.id);
    });

    it('adds a bundle as one line, in the bundle’s category, with its items', async () => {
      const kitchen = await createCategory(app, owner.session);
      const pot = await createItem(app, owner.session, { name: 'Pot', weightMg: 120_000 });
      const kit = await createBundle(app, owner.session, {
        name: 'Cook kit',
        description: 'All in the pot',
        categoryId: kitchen.id,
      });
      await addToBundle(app, owner.session, kit.id, pot.id, 2);
      const response = await add({ bundleId: kit.id });
      expect(response.status).toBe(201);
      expect(response.body).toEqual(
        expect.objectContaining({ kind: 'bundle', gearItemId: null, bundleId: kit.id }),
      );
      expect(response.body).toMatchObject({
        categoryId: kitchen.id,
        bundle: {
          name: 'Cook kit',
          description: 'All in the pot',
          items: [
            {
              gearItemId: pot.id,
              name: 'Pot',
              brand: '',
              quantity: 2,
              weightMg: 120_000,
              priceMinor: null,
              currency: null,
            },
          ],
        },
      });
      expect(response.body).not.toHaveProperty('item');
    });

    it('creates a new item typed into the pack, which joins the library', async () => {
      const category = await createCategory(app, owner.session);
      const response = await add({
        newItem: {
          name: ' Bear canister ',
          weightMg: 1_100_000,
          categoryId: category.id,
          brand: 'BV',
          priceMinor: 8_000,
          currency: 'usd',
        },
        quantity: 1,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        kind: 'item',
        categoryId: category.id,
        item: { name: 'Bear canister', brand: 'BV', priceMinor: 8_000, currency: 'USD' },
      });
      const library = await requestJson<GearItemJson>(
        owner.session,
        owner.url(`/api/gear/items/${response.body.gearItemId}`),
      );
      expect(library.body).toMatchObject({ name: 'Bear canister', weightMg: 1_100_000 });
    });

    it('answers 409 ALREADY_IN_PACK with the line for an item or bundle already there', async () => {
      const item = await createItem(app, owner.session);
      const kit = await createBundle(app, owner.session);
      const itemLine = await add({ gearItemId: item.id });
      const bundleLine = await add({ bundleId: kit.id });
      const again = await add({ gearItemId: item.id, quantity: 3 });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'ALREADY_IN_PACK',
        errors: [{ field: 'gearItemId', lineId: itemLine.body.id }],
      });
      const bundleAgain = await add({ bundleId: kit.id });
      expect(bundleAgain.status).toBe(409);
      expect(bundleAgain.body).toMatchObject({
        code: 'ALREADY_IN_PACK',
        errors: [{ field: 'bundleId', lineId: bundleLine.body.id }],
      });
      const onPage = (await readPack(pack.id)).lines.filter((line) => line.gearItemId === item.id);
      expect(onPage).toHaveLength(1);
    });

    it.each([
      ['none of them', {}, ['gearItemId', 'bundleId', 'newItem']],
      [
        'two of them',
        { gearItemId: randomUUID(), bundleId: randomUUID() },
        ['gearItemId', 'bundleId'],
      ],
      [
        'all three',
        { gearItemId: randomUUID(), bundleId: randomUUID(), newItem: { name: 'x', weightMg: 1 } },
        ['gearItemId', 'bundleId', 'newItem'],
      ],
    ])(
      'asks for exactly one of gearItemId, bundleId and newItem: %s',
      async (_why, body, fields) => {
        const response = await add(body);
        expect(response.status).toBe(400);
        expect(fieldsOf(response.body)).toEqual(fields);
      },
    );

    it.each([
      ['gearItemId', { gearItemId: 'tent' }],
      ['bundleId', { bundleId: 42 }],
      ['newItem', { newItem: 'Tent' }],
      ['newItem.name', { newItem: { weightMg: 1 } }],
      ['newItem.name', { newItem: { name: '', weightMg: 1 } }],
      ['newItem.weightMg', { newItem: { name: 'Tent' } }],
      ['newItem.weightMg', { newItem: { name: 'Tent', weightMg: -1 } }],
      [
        'newItem.currency',
        { newItem: { name: 'Tent', weightMg: 1, priceMinor: 1, currency: 'XX' } },
      ],
      ['newItem.categoryId', { newItem: { name: 'Tent', weightMg: 1, categoryId: 'shelter' } }],
      ['newItem.notes', { newItem: { name: 'Tent', weightMg: 1, notes: 'not here' } }],
      ['quantity', { newItem: { name: 'Tent', weightMg: 1 }, quantity: -0.5 }],
      ['quantity', { newItem: { name: 'Tent', weightMg: 1 }, quantity: 10_000 }],
      ['quantity', { newItem: { name: 'Tent', weightMg: 1 }, quantity: 1.005 }],
      ['quantity', { newItem: { name: 'Tent', weightMg: 1 }, quantity: '1' }],
      ['worn', { newItem: { name: 'Tent', weightMg: 1 }, worn: 'yes' }],
      ['consumable', { newItem: { name: 'Tent', weightMg: 1 }, consumable: null }],
      ['packed', { newItem: { name: 'Tent', weightMg: 1 }, packed: true }],
    ])('refuses a bad %s, naming it', async (field, body) => {
      const response = await add(body);
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    });

    it('refuses a new item with a price and no currency, naming newItem.currency', async () => {
      const response = await add({ newItem: { name: 'Tent', weightMg: 1, priceMinor: 100 } });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['newItem.currency']);
    });

    it.each([
      ['gearItemId', async () => ({ gearItemId: (await createItem(app, stranger.session)).id })],
      ['bundleId', async () => ({ bundleId: (await createBundle(app, stranger.session)).id })],
      [
        'newItem.categoryId',
        async () => ({
          newItem: {
            name: 'Tent',
            weightMg: 1,
            categoryId: (await createCategory(app, stranger.session)).id,
          },
        }),
      ],
      ['gearItemId', () => Promise.resolve({ gearItemId: randomUUID() })],
      ['bundleId', () => Promise.resolve({ bundleId: randomUUID() })],
    ])('refuses another user’s or a missing %s: 400 naming it', async (field, body) => {
      const before = (await readPack(pack.id)).lines.length;
      const response = await add(await body());
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errors: [{ field, message: `${field} does not exist` }],
      });
      expect((await readPack(pack.id)).lines).toHaveLength(before);
    });
  });

  describe('changing and removing', () => {
    let pack: PackJson;
    let line: PackLineJson;
    beforeAll(async () => {
      pack = await createPack(app, owner.session);
      line = await addLine(app, owner.session, pack.id, {
        gearItemId: (await createItem(app, owner.session)).id,
      });
    });
    const at = (lineId = line.id, packId = pack.id) => `/${packId}/lines/${lineId}`;

    it('changes what a PATCH sends and keeps the rest', async () => {
      const response = await send(owner, 'PATCH', at(), { quantity: 0.5, worn: true });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...line, quantity: 0.5, worn: true });
      const flags = await send(owner, 'PATCH', at(), { consumable: true, worn: false });
      expect(flags.body).toMatchObject({ quantity: 0.5, worn: false, consumable: true });
    });

    it('sets packed to the value sent, never toggling it', async () => {
      for (const packed of [true, true, false, false, true]) {
        expect((await send(owner, 'PATCH', at(), { packed })).body.packed).toBe(packed);
      }
    });

    it.each([
      ['quantity', { quantity: null }],
      ['quantity', { quantity: -1 }],
      ['quantity', { quantity: 0.001 }],
      ['worn', { worn: 'no' }],
      ['consumable', { consumable: 1 }],
      ['packed', { packed: null }],
      ['gearItemId', { gearItemId: randomUUID() }],
    ])('refuses a bad %s, naming it', async (field, body) => {
      const response = await send(owner, 'PATCH', at(), body);
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    });

    it('says a negative quantity must be 0 or more', async () => {
      const response = await send(owner, 'PATCH', at(), { quantity: -1 });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errors: [{ field: 'quantity', message: 'quantity must be 0 or more' }],
      });
    });

    it('answers 404 for a line of another pack, or of another user', async () => {
      const otherPack = await createPack(app, owner.session);
      const theirPack = await createPack(app, stranger.session);
      const theirLine = await addLine(app, stranger.session, theirPack.id, {
        gearItemId: (await createItem(app, stranger.session)).id,
      });
      for (const [method, body] of [
        ['PATCH', { packed: true }],
        ['DELETE', undefined],
        ['POST', undefined],
      ] as const) {
        const suffix = method === 'POST' ? '/expand' : '';
        for (const path of [at(line.id, otherPack.id), at(theirLine.id), at(randomUUID())]) {
          const response = await send(owner, method, `${path}${suffix}`, body);
          expect(response.status).toBe(404);
          expect(response.body).toMatchObject({ code: 'PACK_LINE_NOT_FOUND' });
        }
      }
      const theirs = await send<PackJson>(stranger, 'GET', `/${theirPack.id}`);
      expect(theirs.body.lines).toEqual([theirLine]);
    });

    it('removes a line; the library item stays', async () => {
      const item = await createItem(app, owner.session);
      const doomed = await addLine(app, owner.session, pack.id, { gearItemId: item.id });
      expect((await send(owner, 'DELETE', at(doomed.id))).status).toBe(204);
      expect((await readPack(pack.id)).lines.map((l) => l.id)).not.toContain(doomed.id);
      expect((await send(owner, 'DELETE', at(doomed.id))).status).toBe(404);
      const library = await requestJson(owner.session, owner.url(`/api/gear/items/${item.id}`));
      expect(library.status).toBe(200);
    });
  });
});
