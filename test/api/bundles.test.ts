import { randomUUID } from 'node:crypto';
import { fromWire } from '@client/features/packs/api/pack-wire.js';
import type { PackDetailWire } from '@client/features/packs/api/types.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createUser,
  requestJson,
  type BundleEntryJson,
  type BundleJson,
  type BundleSummaryJson,
  type PackJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';

describe('the bundles API', () => {
  const { app, owner, stranger } = setupApi();

  const send = sendUnder<BundleJson>('/api/bundles');

  it('creates a bundle and reads it back, empty', async () => {
    const kitchen = await createCategory(app, owner.session, { name: 'Kitchen' });
    const response = await send(owner, 'POST', '', {
      name: '  Cook kit ',
      description: 'Pot, stove, spoon',
      categoryId: kitchen.id,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Cook kit',
      description: 'Pot, stove, spoon',
      categoryId: kitchen.id,
      itemCount: 0,
      totalWeightMg: 0,
      items: [],
      priceByCurrency: {},
      usedInPacks: [],
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    expect((await send(owner, 'GET', `/${response.body.id}`)).body).toEqual(response.body);
  });

  it('shows its items with their library details, its totals and the packs using it', async () => {
    const stove = await createItem(app, owner.session, {
      name: 'Stove',
      brand: 'Soto',
      weightMg: 67_000,
      priceMinor: 6_500,
      currency: 'EUR',
    });
    const gas = await createItem(app, owner.session, {
      name: 'Gas',
      weightMg: 200_000,
      priceMinor: 599,
      currency: 'USD',
    });
    const bundle = await createBundle(app, owner.session, { name: 'Stove kit' });
    await addToBundle(app, owner.session, bundle.id, stove.id);
    await addToBundle(app, owner.session, bundle.id, gas.id, 0.5);
    const pack = await requestJson<{ id: string }>(owner.session, owner.url('/api/packs'), 'POST', {
      name: 'Overnighter',
    });
    await requestJson(owner.session, owner.url(`/api/packs/${pack.body.id}/lines`), 'POST', {
      bundleId: bundle.id,
    });

    const { body } = await send(owner, 'GET', `/${bundle.id}`);
    expect(body).toMatchObject({
      itemCount: 1.5,
      totalWeightMg: 67_000 + 100_000,
      priceByCurrency: { EUR: 6_500, USD: 300 },
      usedInPacks: [{ id: pack.body.id, name: 'Overnighter' }],
    });
    expect(body.items).toEqual([
      {
        id: expect.any(String) as unknown,
        gearItemId: stove.id,
        quantity: 1,
        sortOrder: 0,
        item: {
          name: 'Stove',
          brand: 'Soto',
          weightMg: 67_000,
          priceMinor: 6_500,
          currency: 'EUR',
          photoUrl: null,
          categoryId: null,
          retired: false,
        },
      },
      expect.objectContaining({ gearItemId: gas.id, quantity: 0.5, sortOrder: 1 }),
    ]);
  });

  it('lists the owner’s bundles by name with item counts and total weights', async () => {
    const user = await createUser(app);
    const pot = await createItem(app, user.session, { weightMg: 100_000 });
    const stake = await createItem(app, user.session, { weightMg: 8_333 });
    const stakes = await createBundle(app, user.session, { name: 'stakes' });
    const cook = await createBundle(app, user.session, { name: 'Cook kit' });
    await createBundle(app, user.session, { name: 'Empty' });
    await addToBundle(app, user.session, cook.id, pot.id);
    await addToBundle(app, user.session, stakes.id, stake.id, 1.5);
    await createBundle(app, stranger.session, { name: 'Not theirs' });

    const response = await requestJson<BundleSummaryJson[]>(user.session, user.url('/api/bundles'));
    expect(response.status).toBe(200);
    expect(
      response.body.map(({ name, itemCount, totalWeightMg }) => ({
        name,
        itemCount,
        totalWeightMg,
      })),
    ).toEqual([
      { name: 'Cook kit', itemCount: 1, totalWeightMg: 100_000 },
      { name: 'Empty', itemCount: 0, totalWeightMg: 0 },
      // 1.5 x 8.333 g = 12.4995 g, rounded to whole mg like a pack line.
      { name: 'stakes', itemCount: 1.5, totalWeightMg: 12_500 },
    ]);
    expect(Object.keys(response.body[0] ?? {}).sort()).toEqual([
      'categoryId',
      'createdAt',
      'description',
      'id',
      'itemCount',
      'name',
      'totalWeightMg',
      'updatedAt',
    ]);
  });

  it('changes what a PATCH sends and keeps the rest; null clears the category', async () => {
    const category = await createCategory(app, owner.session);
    const bundle = await createBundle(app, owner.session, {
      name: 'Sleep kit',
      description: 'Quilt and pad',
      categoryId: category.id,
    });
    const renamed = await send(owner, 'PATCH', `/${bundle.id}`, { name: 'Sleep system' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Sleep system',
      description: 'Quilt and pad',
      categoryId: category.id,
    });
    const cleared = await send(owner, 'PATCH', `/${bundle.id}`, { categoryId: null });
    expect(cleared.body).toMatchObject({ name: 'Sleep system', categoryId: null });
  });

  it.each([
    ['name', 'missing', { name: undefined }],
    ['name', 'blank', { name: '   ' }],
    ['name', 'over 200 characters', { name: 'x'.repeat(201) }],
    ['description', 'over 2000 characters', { description: 'x'.repeat(2001) }],
    ['description', 'null', { description: null }],
    ['categoryId', 'not a uuid', { categoryId: 'kitchen' }],
    ['colour', 'unknown', { colour: 'red' }],
  ])('refuses a bundle whose %s is %s, naming the field', async (field, _why, values) => {
    const response = await send(owner, 'POST', '', { name: 'Kit', ...values });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('refuses another user’s category, on create and on update, naming categoryId', async () => {
    const theirs = await createCategory(app, stranger.session);
    const created = await send(owner, 'POST', '', { name: 'Kit', categoryId: theirs.id });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body)).toEqual(['categoryId']);
    const mine = await createBundle(app, owner.session);
    const updated = await send(owner, 'PATCH', `/${mine.id}`, { categoryId: theirs.id });
    expect(updated.status).toBe(400);
    expect(fieldsOf(updated.body)).toEqual(['categoryId']);
  });

  describe('deleting', () => {
    it('expands the bundle in every pack holding it first, so no pack loses gear', async () => {
      const user = await createUser(app);
      const item = (name: string, weightMg: number) =>
        createItem(app, user.session, { name, weightMg });
      const [pot, cup, tent] = [
        await item('Pot', 100_000),
        await item('Cup', 30_000),
        await item('Tent', 900_000),
      ];
      const kit = await createBundle(app, user.session, { name: 'Mess kit' });
      await addToBundle(app, user.session, kit.id, pot.id);
      await addToBundle(app, user.session, kit.id, cup.id, 2);
      const packPath = (path: string) => user.url(`/api/packs${path}`);
      const post = <T>(path: string, body?: unknown) =>
        requestJson<T>(user.session, packPath(path), 'POST', body);
      const read = async (id: string) =>
        fromWire((await requestJson<PackDetailWire>(user.session, packPath(`/${id}`))).body);

      const first = (await post<PackJson>('', { name: 'First' })).body;
      await post(`/${first.id}/lines`, { gearItemId: tent.id });
      await post(`/${first.id}/lines`, { bundleId: kit.id, quantity: 2, worn: true });
      await post(`/${first.id}/lines`, { gearItemId: cup.id });
      const second = (await post<PackJson>('', { name: 'Second' })).body;
      await post(`/${second.id}/lines`, { bundleId: kit.id });
      const [beforeFirst, beforeSecond] = [await read(first.id), await read(second.id)];

      const response = await send(user, 'DELETE', `/${kit.id}`);
      expect(response.status).toBe(204);
      expect((await send(user, 'GET', `/${kit.id}`)).status).toBe(404);
      const [afterFirst, afterSecond] = [await read(first.id), await read(second.id)];
      const shape = (pack: PackJson) =>
        pack.lines.map((line) => [line.kind, line.item?.name, line.quantity, line.worn]);
      // Two kits' cups join the cup line already there; the pot takes the kit's place.
      expect(shape(afterFirst)).toEqual([
        ['item', 'Tent', 1, false],
        ['item', 'Pot', 2, true],
        ['item', 'Cup', 5, false],
      ]);
      expect(shape(afterSecond)).toEqual([
        ['item', 'Pot', 1, false],
        ['item', 'Cup', 2, false],
      ]);
      // Line ids changed; the weights did not (the merged cups take their line's flags).
      const figures = ({ byCategory: _byCategory, ...rest }: PackJson['totals']) => rest;
      expect(figures(afterSecond.totals)).toEqual(figures(beforeSecond.totals));
      expect(afterFirst.totals.totalMg).toBe(beforeFirst.totals.totalMg);
    });
  });

  describe('another user’s bundle', () => {
    let theirs: BundleJson;
    let theirEntry: BundleEntryJson;
    let mine: BundleJson;
    beforeAll(async () => {
      theirs = await createBundle(app, stranger.session, { name: 'Their kit' });
      const item = await createItem(app, stranger.session);
      theirEntry = await addToBundle(app, stranger.session, theirs.id, item.id);
      mine = await createBundle(app, owner.session);
    });

    it.each([
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Mine now' }],
      ['DELETE', '', undefined],
      ['POST', '/items', { gearItemId: randomUUID() }],
      ['PATCH', '/items/:entryId', { quantity: 2 }],
      ['DELETE', '/items/:entryId', undefined],
      ['PUT', '/items/order', { ids: [] }],
    ])('answers 404 to %s /api/bundles/:id%s and changes nothing', async (method, path, body) => {
      const before = (await send(stranger, 'GET', `/${theirs.id}`)).body;
      const response = await send(
        owner,
        method,
        `/${theirs.id}${path.replace(':entryId', theirEntry.id)}`,
        body,
      );
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'BUNDLE_NOT_FOUND' });
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body).toEqual(before);
    });

    it.each([
      ['PATCH', { quantity: 2 }],
      ['DELETE', undefined],
    ])('answers 404 to %s of their entry under my own bundle', async (method, body) => {
      const response = await send(owner, method, `/${mine.id}/items/${theirEntry.id}`, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'BUNDLE_ITEM_NOT_FOUND' });
    });
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'x' }],
    ['DELETE', undefined],
  ])('answers 404 to %s of a bundle that does not exist', async (method, body) => {
    expect((await send(owner, method, `/${randomUUID()}`, body)).status).toBe(404);
  });

  it.each([
    ['GET', '/kit'],
    ['PATCH', '/kit'],
    ['DELETE', '/kit'],
    ['POST', '/kit/items'],
    ['PATCH', '/:id/items/entry'],
  ])('answers 400 to %s /api/bundles%s, a malformed id', async (method, path) => {
    const url = path.replace(':id', randomUUID());
    expect((await send(owner, method, url, method === 'GET' ? undefined : {})).status).toBe(400);
  });

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['GET', '/:id'],
    ['POST', '/:id/items'],
    ['PUT', '/:id/items/order'],
  ])('answers 401 to a signed-out %s /api/bundles%s', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const url = owner.url(`/api/bundles${path.replace(':id', randomUUID())}`);
    const response = await requestJson(new HttpSession(), url, method, body);
    expect(response.status).toBe(401);
  });
});
