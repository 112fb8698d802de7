import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  createUser,
  requestJson,
  type CategoryJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';

describe('the gear categories API', () => {
  const { app, owner, stranger } = setupApi();

  const categories = (user: User) => user.url('/api/gear/categories');
  const list = async (user: User) =>
    (await requestJson<CategoryJson[]>(user.session, categories(user))).body;

  it('creates a category with a trimmed name, a palette colour and the last position', async () => {
    const user = await createUser(app);
    const first = await requestJson<CategoryJson>(user.session, categories(user), 'POST', {
      name: '  Shelter  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Shelter',
      color: expect.stringMatching(/^#[0-9a-f]{6}$/) as unknown,
      sortOrder: 0,
      itemCount: 0,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    const second = await createCategory(app, user.session, { name: 'Sleep' });
    expect(second.sortOrder).toBe(1);
    expect(second.color).not.toBe(first.body.color);
  });

  it('keeps a colour it is given, in lower case', async () => {
    const category = await createCategory(app, owner.session, { color: '#3B82F6' });
    expect(category.color).toBe('#3b82f6');
  });

  it('lists categories by position, each counting its items, retired ones included', async () => {
    const user = await createUser(app);
    const cook = await createCategory(app, user.session, { name: 'Cook' });
    const bake = await createCategory(app, user.session, { name: 'Bake' });
    await createItem(app, user.session, { categoryId: cook.id });
    await createItem(app, user.session, { categoryId: cook.id, retired: true });
    await createItem(app, user.session);
    const listed = await list(user);
    expect(listed.map((c) => [c.name, c.sortOrder, c.itemCount])).toEqual([
      ['Cook', 0, 2],
      ['Bake', 1, 0],
    ]);
    expect(listed.map((c) => c.id)).toEqual([cook.id, bake.id]);
  });

  it('lists categories at the same position by name, whatever its case', async () => {
    const user = await createUser(app);
    for (const name of ['delta', 'Charlie', 'bravo'])
      await createCategory(app, user.session, { name });
    // Only concurrent creates can share a position; set that up directly.
    await app.app
      .get(DataSource)
      .query('UPDATE gear_categories SET sort_order = 0 WHERE owner_id = $1', [user.id]);
    expect((await list(user)).map((c) => c.name)).toEqual(['bravo', 'Charlie', 'delta']);
  });

  it('shows a user only their own categories', async () => {
    const mine = await createCategory(app, owner.session);
    expect((await list(stranger)).map((c) => c.id)).not.toContain(mine.id);
  });

  it('answers 409 CATEGORY_EXISTS for a name the user already has, in another case', async () => {
    await createCategory(app, owner.session, { name: 'Water' });
    const response = await requestJson(owner.session, categories(owner), 'POST', {
      name: ' WATER ',
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ statusCode: 409, code: 'CATEGORY_EXISTS' });
  });

  it('lets two users have categories of the same name', async () => {
    await createCategory(app, owner.session, { name: 'Electronics' });
    const theirs = await createCategory(app, stranger.session, { name: 'Electronics' });
    expect(theirs.name).toBe('Electronics');
  });

  it.each([
    ['name', 'missing', {}],
    ['name', 'blank after trimming', { name: '   ' }],
    ['name', 'over 100 characters', { name: 'x'.repeat(101) }],
    ['name', 'not a string', { name: 42 }],
    ['color', 'a colour word', { name: 'Ok', color: 'red' }],
    ['color', 'a short hex', { name: 'Ok', color: '#123' }],
    ['colour', 'unknown', { name: 'Ok', colour: '#123456' }],
  ])('refuses a category whose %s is %s, naming the field', async (field, _why, body) => {
    const response = await requestJson(owner.session, categories(owner), 'POST', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('renames and recolours a category', async () => {
    const category = await createCategory(app, owner.session, { name: 'Kitchen' });
    const response = await requestJson<CategoryJson>(
      owner.session,
      `${categories(owner)}/${category.id}`,
      'PATCH',
      { name: ' Cooking ', color: '#00AA11' },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: category.id, name: 'Cooking', color: '#00aa11' });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(category.updatedAt),
    );
  });

  it('keeps what a PATCH does not send', async () => {
    const category = await createCategory(app, owner.session, { color: '#112233' });
    const response = await requestJson<CategoryJson>(
      owner.session,
      `${categories(owner)}/${category.id}`,
      'PATCH',
      { name: 'Only the name' },
    );
    expect(response.body).toMatchObject({ name: 'Only the name', color: '#112233' });
  });

  it('answers 409 for renaming onto another category’s name', async () => {
    await createCategory(app, owner.session, { name: 'Clothing' });
    const other = await createCategory(app, owner.session, { name: 'Worn' });
    const response = await requestJson(owner.session, `${categories(owner)}/${other.id}`, 'PATCH', {
      name: 'CLOTHING',
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CATEGORY_EXISTS' });
  });

  it.each([
    ['name', { name: null }],
    ['name', { name: '' }],
    ['color', { color: null }],
    ['color', { color: 'blue' }],
  ])('refuses a PATCH with a bad %s, naming the field', async (field, body) => {
    const category = await createCategory(app, owner.session);
    const response = await requestJson(
      owner.session,
      `${categories(owner)}/${category.id}`,
      'PATCH',
      body,
    );
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('reorders the categories: each one’s position is its index', async () => {
    const user = await createUser(app);
    const [a, b, c] = [
      await createCategory(app, user.session, { name: 'A' }),
      await createCategory(app, user.session, { name: 'B' }),
      await createCategory(app, user.session, { name: 'C' }),
    ];
    const response = await requestJson(user.session, `${categories(user)}/order`, 'PUT', {
      ids: [c.id, a.id, b.id],
    });
    expect(response.status).toBe(204);
    expect((await list(user)).map((category) => [category.name, category.sortOrder])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
  });

  describe('refusing an order that is not exactly the user’s categories', () => {
    let user: User;
    let ids: string[];
    let strangers: CategoryJson;
    beforeAll(async () => {
      user = await createUser(app);
      ids = [
        (await createCategory(app, user.session)).id,
        (await createCategory(app, user.session)).id,
      ];
      strangers = await createCategory(app, stranger.session);
    });

    it.each([
      ['one is left out', () => [ids[0]]],
      ['another user’s category is in it', () => [...ids, strangers.id]],
      ['another user’s replaces one', () => [ids[0], strangers.id]],
      ['an unknown id is in it', () => [...ids, randomUUID()]],
      ['one is repeated', () => [ids[0], ids[0], ids[1]]],
      ['an id is malformed', () => [...ids, 'not-a-uuid']],
      ['it is not a list', () => 'all of them'],
    ])('answers 400 naming ids when %s', async (_why, order) => {
      const before = await list(user);
      const response = await requestJson(user.session, `${categories(user)}/order`, 'PUT', {
        ids: order(),
      });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain('ids');
      expect(await list(user)).toEqual(before);
    });
  });

  it('deletes a category, and its items become uncategorized', async () => {
    const category = await createCategory(app, owner.session);
    const item = await createItem(app, owner.session, { categoryId: category.id });
    const response = await owner.session.fetch(`${categories(owner)}/${category.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect((await list(owner)).map((c) => c.id)).not.toContain(category.id);
    const after = await requestJson<{ categoryId: string | null }>(
      owner.session,
      owner.url(`/api/gear/items/${item.id}`),
    );
    expect(after.body.categoryId).toBeNull();
  });

  it.each(['PATCH', 'DELETE'])(
    'answers 404 to %s of another user’s category, and leaves it',
    async (method) => {
      const theirs = await createCategory(app, stranger.session, { name: `Theirs ${method}` });
      const response = await requestJson(
        owner.session,
        `${categories(owner)}/${theirs.id}`,
        method,
        method === 'PATCH' ? { name: 'Mine now' } : undefined,
      );
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
      expect((await list(stranger)).find((c) => c.id === theirs.id)?.name).toBe(`Theirs ${method}`);
    },
  );

  it.each(['PATCH', 'DELETE'])(
    'answers 404 to %s of a category that does not exist',
    async (method) => {
      const response = await requestJson(
        owner.session,
        `${categories(owner)}/${randomUUID()}`,
        method,
        method === 'PATCH' ? { name: 'Ghost' } : undefined,
      );
      expect(response.status).toBe(404);
    },
  );

  it.each(['PATCH', 'DELETE'])('answers 400 to %s with a malformed id', async (method) => {
    const response = await requestJson(
      owner.session,
      `${categories(owner)}/not-a-uuid`,
      method,
      method === 'PATCH' ? { name: 'x' } : undefined,
    );
    expect(response.status).toBe(400);
  });

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PUT', '/order'],
    ['PATCH', `/${randomUUID()}`],
    ['DELETE', `/${randomUUID()}`],
  ])('answers 401 to a signed-out %s', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const response = await requestJson(
      new HttpSession(),
      `${categories(owner)}${path}`,
      method,
      body,
    );
    expect(response.status).toBe(401);
  });
});
