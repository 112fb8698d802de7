import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_OFFSET } from '@server/domain/limits.js';
import { fieldsOf, setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  createUser,
  insertItems,
  requestJson,
  type GearItemJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

interface Page {
  items: GearItemJson[];
  total: number;
  limit: number;
  offset: number;
}

describe('listing the gear library', () => {
  const { app, owner: lister, stranger } = setupApi();
  let sleep: { id: string };
  let cook: { id: string };
  beforeAll(async () => {
    sleep = await createCategory(app, lister.session, { name: 'Sleep' });
    cook = await createCategory(app, lister.session, { name: 'Cook' });
    const item = (values: Record<string, unknown>) => createItem(app, lister.session, values);
    await item({
      name: 'alpha quilt',
      brand: 'Enlightened',
      categoryId: sleep.id,
      weightMg: 500_000,
      priceMinor: 30_000,
      currency: 'USD',
    });
    await item({
      name: 'Bravo pad',
      brand: 'Therm-a-Rest',
      categoryId: sleep.id,
      weightMg: 400_000,
      quantityOwned: 2,
    });
    await item({
      name: 'charlie pot',
      brand: 'toaks',
      categoryId: cook.id,
      weightMg: 100_000,
      priceMinor: 4_000,
      currency: 'EUR',
    });
    await item({
      name: 'Delta stove',
      brand: 'BRS',
      weightMg: 100_000,
      quantityOwned: 3,
      priceMinor: 1_500,
      currency: 'EUR',
    });
    await item({ name: 'echo 50% off', notes: 'bought in the sale', weightMg: 0 });
    await item({ name: 'foxtrot_line', brand: 'Lawson', notes: 'spare in a\\b', weightMg: 20_000 });
    await item({ name: 'Golf jacket', weightMg: 300_000, retired: true });
    await createItem(app, stranger.session, { name: 'alpha stranger quilt' });
  });

  const list = async (query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    return requestJson<Page>(lister.session, lister.url(`/api/gear/items?${search}`));
  };
  const names = async (query: Record<string, string> = {}) =>
    (await list(query)).body.items.map((item) => item.name);

  it('answers the owner’s active items by name, with the total, limit and offset', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 6, limit: 100, offset: 0 });
    expect(response.body.items.map((item) => item.name)).toEqual([
      'alpha quilt',
      'Bravo pad',
      'charlie pot',
      'Delta stove',
      'echo 50% off',
      'foxtrot_line',
    ]);
  });

  it.each([
    [
      'name',
      'asc',
      ['alpha quilt', 'Bravo pad', 'charlie pot', 'Delta stove', 'echo 50% off', 'foxtrot_line'],
    ],
    [
      'name',
      'desc',
      ['foxtrot_line', 'echo 50% off', 'Delta stove', 'charlie pot', 'Bravo pad', 'alpha quilt'],
    ],
    [
      'brand',
      'asc',
      ['echo 50% off', 'Delta stove', 'alpha quilt', 'foxtrot_line', 'Bravo pad', 'charlie pot'],
    ],
    [
      'brand',
      'desc',
      ['charlie pot', 'Bravo pad', 'foxtrot_line', 'alpha quilt', 'Delta stove', 'echo 50% off'],
    ],
    // Equal weights (charlie, Delta) stay in name order both ways.
    [
      'weight',
      'asc',
      ['echo 50% off', 'foxtrot_line', 'charlie pot', 'Delta stove', 'Bravo pad', 'alpha quilt'],
    ],
    [
      'weight',
      'desc',
      ['alpha quilt', 'Bravo pad', 'charlie pot', 'Delta stove', 'foxtrot_line', 'echo 50% off'],
    ],
    [
      'quantity',
      'asc',
      ['alpha quilt', 'charlie pot', 'echo 50% off', 'foxtrot_line', 'Bravo pad', 'Delta stove'],
    ],
    [
      'quantity',
      'desc',
      ['Delta stove', 'Bravo pad', 'alpha quilt', 'charlie pot', 'echo 50% off', 'foxtrot_line'],
    ],
    // Items without a price come last either way.
    [
      'price',
      'asc',
      ['Delta stove', 'charlie pot', 'alpha quilt', 'Bravo pad', 'echo 50% off', 'foxtrot_line'],
    ],
    [
      'price',
      'desc',
      ['alpha quilt', 'charlie pot', 'Delta stove', 'Bravo pad', 'echo 50% off', 'foxtrot_line'],
    ],
    // By category position (Sleep, then Cook); uncategorized items last either way.
    [
      'category',
      'asc',
      ['alpha quilt', 'Bravo pad', 'charlie pot', 'Delta stove', 'echo 50% off', 'foxtrot_line'],
    ],
    [
      'category',
      'desc',
      ['charlie pot', 'alpha quilt', 'Bravo pad', 'Delta stove', 'echo 50% off', 'foxtrot_line'],
    ],
  ])('sorts by %s %s', async (sort, order, expected) => {
    expect(await names({ sort, order })).toEqual(expected);
  });

  it('sorts by when an item was last changed', async () => {
    const { body } = await list({ sort: 'updated', order: 'asc' });
    const oldest = body.items[0];
    expect(oldest?.name).toBe('alpha quilt');
    await requestJson(lister.session, lister.url(`/api/gear/items/${oldest?.id}`), 'PATCH', {
      notes: 'Washed',
    });
    expect((await names({ sort: 'updated', order: 'desc' }))[0]).toBe('alpha quilt');
    expect((await names({ sort: 'updated', order: 'asc' })).at(-1)).toBe('alpha quilt');
  });

  it.each([
    ['a name, in any case', 'QUILT', ['alpha quilt']],
    ['a brand', 'therm', ['Bravo pad']],
    ['the notes', 'SALE', ['echo 50% off']],
    ['a literal %', '%', ['echo 50% off']],
    ['a literal _', '_', ['foxtrot_line']],
    ['a literal backslash', 'a\\b', ['foxtrot_line']],
    ['text with spaces around it', '  pot  ', ['charlie pot']],
    ['nothing that matches', 'zzz', []],
  ])('searches %s', async (_what, search, expected) => {
    expect(await names({ search })).toEqual(expected);
  });

  it('filters by category, and by no category', async () => {
    expect(await names({ categoryId: sleep.id })).toEqual(['alpha quilt', 'Bravo pad']);
    expect(await names({ categoryId: cook.id })).toEqual(['charlie pot']);
    expect(await names({ categoryId: 'none' })).toEqual([
      'Delta stove',
      'echo 50% off',
      'foxtrot_line',
    ]);
  });

  it('filters by retired: active by default, retired only, or all', async () => {
    expect(await names({ retired: 'true' })).toEqual(['Golf jacket']);
    expect((await list({ retired: 'false' })).body.total).toBe(6);
    expect((await list({ retired: 'all' })).body.total).toBe(7);
  });

  it('combines search, filters and sort', async () => {
    expect(
      await names({ search: 'o', categoryId: 'none', retired: 'all', sort: 'weight' }),
    ).toEqual(['echo 50% off', 'foxtrot_line', 'Delta stove', 'Golf jacket']);
  });

  it.each([
    ['limit', { limit: '0' }],
    ['limit', { limit: '1001' }],
    ['limit', { limit: 'ten' }],
    ['limit', { limit: '2.5' }],
    ['offset', { offset: '-1' }],
    ['offset', { offset: '99999999999999999999' }],
    ['offset', { offset: String(MAX_PAGE_OFFSET + 1) }],
    ['sort', { sort: 'colour' }],
    ['order', { order: 'up' }],
    ['retired', { retired: 'yes' }],
    ['categoryId', { categoryId: 'tents' }],
    ['search', { search: 'x'.repeat(201) }],
    ['page', { page: '2' }],
  ])('refuses a bad %s, naming it', async (field, query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  describe('pages', () => {
    let pager: User;
    beforeAll(async () => {
      pager = await createUser(app);
      await insertItems(app, pager.id, 25);
    });
    const page = async (query: Record<string, string>) =>
      (
        await requestJson<Page>(
          pager.session,
          pager.url(`/api/gear/items?${new URLSearchParams(query).toString()}`),
        )
      ).body;

    it('answers a slice with the total over all pages', async () => {
      const last = await page({ limit: '10', offset: '20' });
      expect(last).toMatchObject({ total: 25, limit: 10, offset: 20 });
      expect(last.items.map((item) => item.name)).toEqual(
        [21, 22, 23, 24, 25].map((n) => `Bulk item 0${n}`),
      );
      expect(await page({ limit: '10', offset: '30' })).toEqual({
        items: [],
        total: 25,
        limit: 10,
        offset: 30,
      });
    });

    it('walks every item exactly once when the sort key ties everywhere', async () => {
      const seen: string[] = [];
      for (let offset = 0; offset < 25; offset += 7) {
        const slice = await page({ sort: 'quantity', limit: '7', offset: String(offset) });
        seen.push(...slice.items.map((item) => item.name));
      }
      expect(seen).toEqual(
        Array.from({ length: 25 }, (_, i) => `Bulk item ${String(i + 1).padStart(3, '0')}`),
      );
    });
  });

  it('lists 300 items in as many queries as 1', async () => {
    const user = await createUser(app);
    await createCategory(app, user.session);
    const counter = countQueries(app.app.get(DataSource));
    try {
      const listAll = (sort: string) => async () => {
        const response = await requestJson<Page>(
          user.session,
          user.url(`/api/gear/items?limit=1000&sort=${sort}&search=bulk`),
        );
        return response.body.items.length;
      };
      await insertItems(app, user.id, 1);
      const forOne = await counter.during(listAll('category'));
      await insertItems(app, user.id, 299);
      const forMany = await counter.during(listAll('category'));
      expect(forOne).toBeGreaterThan(0);
      expect(forMany).toBe(forOne);
      expect(forMany).toBeLessThanOrEqual(2);
      expect(await listAll('name')()).toBe(300);
    } finally {
      counter.restore();
    }
  });
});
