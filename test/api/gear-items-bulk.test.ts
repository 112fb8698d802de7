import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  requestJson,
  type GearItemJson,
} from '@test/support/factories.js';

describe('bulk actions on gear items', () => {
  const { app, owner, stranger } = setupApi();

  const bulk = (user: User, body: unknown) =>
    requestJson<{ affected: number }>(user.session, user.url('/api/gear/items/bulk'), 'POST', body);
  const read = async (user: User, id: string) =>
    requestJson<GearItemJson>(user.session, user.url(`/api/gear/items/${id}`));
  const threeItems = async (user = owner) => [
    await createItem(app, user.session),
    await createItem(app, user.session),
    await createItem(app, user.session),
  ];
  const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

  it('moves items into a category, and out of any with null', async () => {
    const category = await createCategory(app, owner.session);
    const items = await threeItems();
    const moved = await bulk(owner, { ids: idsOf(items), action: 'move', categoryId: category.id });
    expect(moved).toMatchObject({ status: 200, body: { affected: 3 } });
    for (const item of items)
      expect((await read(owner, item.id)).body.categoryId).toBe(category.id);

    const out = await bulk(owner, { ids: idsOf(items.slice(1)), action: 'move', categoryId: null });
    expect(out.body).toEqual({ affected: 2 });
    expect((await read(owner, items[0]!.id)).body.categoryId).toBe(category.id);
    expect((await read(owner, items[2]!.id)).body.categoryId).toBeNull();
  });

  it('retires and unretires items', async () => {
    const items = await threeItems();
    expect((await bulk(owner, { ids: idsOf(items), action: 'retire' })).body).toEqual({
      affected: 3,
    });
    for (const item of items) expect((await read(owner, item.id)).body.retired).toBe(true);
    await bulk(owner, { ids: idsOf(items.slice(0, 1)), action: 'unretire' });
    expect((await read(owner, items[0]!.id)).body.retired).toBe(false);
    expect((await read(owner, items[1]!.id)).body.retired).toBe(true);
  });

  it('deletes items', async () => {
    const items = await threeItems();
    expect((await bulk(owner, { ids: idsOf(items), action: 'delete' })).body).toEqual({
      affected: 3,
    });
    for (const item of items) expect((await read(owner, item.id)).status).toBe(404);
  });

  describe('with one id that is not the owner’s', () => {
    let mine: GearItemJson[];
    let category: { id: string };
    beforeAll(async () => {
      mine = await threeItems();
      category = await createCategory(app, owner.session);
    });

    it.each([
      ['another user’s item', async () => (await createItem(app, stranger.session)).id],
      ['an item that does not exist', () => Promise.resolve(randomUUID())],
    ])('answers 404 and changes nothing when one is %s', async (_why, foreignId) => {
      const foreign = await foreignId();
      for (const body of [
        { action: 'move', categoryId: category.id },
        { action: 'retire' },
        { action: 'delete' },
      ]) {
        const response = await bulk(owner, { ids: [...idsOf(mine), foreign], ...body });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 'GEAR_ITEM_NOT_FOUND' });
      }
      for (const item of mine) expect((await read(owner, item.id)).body).toEqual(item);
    });

    it('leaves another user’s item as it was', async () => {
      const theirs = await createItem(app, stranger.session);
      await bulk(owner, { ids: [theirs.id], action: 'delete' });
      expect((await read(stranger, theirs.id)).body).toEqual(theirs);
    });
  });

  it('refuses to move items into another user’s category, naming categoryId', async () => {
    const items = await threeItems();
    const theirs = await createCategory(app, stranger.session);
    const response = await bulk(owner, {
      ids: idsOf(items),
      action: 'move',
      categoryId: theirs.id,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['categoryId']);
    for (const item of items) expect((await read(owner, item.id)).body.categoryId).toBeNull();
  });

  it.each([
    ['ids', 'missing', { action: 'retire' }],
    ['ids', 'empty', { ids: [], action: 'retire' }],
    [
      'ids',
      'over 1000',
      { ids: Array.from({ length: 1001 }, () => randomUUID()), action: 'retire' },
    ],
    [
      'ids',
      'repeating an id',
      {
        ids: ['8a5e1c4e-5f0b-4d7e-9b1a-2c3d4e5f6a7b', '8a5e1c4e-5f0b-4d7e-9b1a-2c3d4e5f6a7b'],
        action: 'retire',
      },
    ],
    ['ids', 'holding a malformed id', { ids: ['nope'], action: 'retire' }],
    ['action', 'missing', { ids: [randomUUID()] }],
    ['action', 'unknown', { ids: [randomUUID()], action: 'archive' }],
    ['categoryId', 'missing for move', { ids: [randomUUID()], action: 'move' }],
    ['categoryId', 'malformed for move', { ids: [randomUUID()], action: 'move', categoryId: 'x' }],
    ['categoryId', 'sent with retire', { ids: [randomUUID()], action: 'retire', categoryId: null }],
  ])('refuses a body whose %s is %s, naming the field', async (field, _why, body) => {
    const response = await bulk(owner, body);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });
});
