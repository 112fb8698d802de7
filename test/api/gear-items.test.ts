import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import {
  createCategory,
  createItem,
  requestJson,
  type GearItemJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';

describe('the gear items API', () => {
  const { app, owner, stranger } = setupApi();

  const items = (user: User, path = '') => user.url(`/api/gear/items${path}`);
  const send = sendUnder<GearItemJson>('/api/gear/items');

  it('creates an item with every field, and reads it back', async () => {
    const category = await createCategory(app, owner.session);
    const body = {
      name: '  Duplex tent ',
      brand: ' Zpacks ',
      categoryId: category.id,
      weightMg: 539_000,
      quantityOwned: 2,
      priceMinor: 69_900,
      currency: 'usd',
      url: 'https://zpacks.com/products/duplex-tent',
      notes: 'Seam-sealed 2024',
      retired: false,
      retireAfterM: 1_500_000,
    };
    const created = await send(owner, 'POST', '', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      ...body,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Duplex tent',
      brand: 'Zpacks',
      currency: 'USD',
      weightUnit: 'g',
      photoUrl: null,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
    });
    const read = await send(owner, 'GET', `/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('fills in the defaults for a name and a weight alone', async () => {
    const created = await send(owner, 'POST', '', { name: 'Spork', weightMg: 0 });
    expect(created.body).toMatchObject({
      brand: '',
      categoryId: null,
      weightMg: 0,
      weightUnit: 'g',
      quantityOwned: 1,
      priceMinor: null,
      currency: null,
      url: null,
      notes: '',
      photoUrl: null,
      retired: false,
      retireAfterM: null,
    });
  });

  it('keeps weights up to 1,000 kg exactly, in milligrams', async () => {
    const created = await createItem(app, owner.session, { weightMg: 1_000_000_000 });
    expect(created.weightMg).toBe(1_000_000_000);
  });

  it('completes a link typed without https://, on create and on change', async () => {
    const created = await createItem(app, owner.session, { url: ' zpacks.com/duplex ' });
    expect(created.url).toBe('https://zpacks.com/duplex');
    const changed = await requestJson<GearItemJson>(
      owner.session,
      items(owner, `/${created.id}`),
      'PATCH',
      { url: 'www.example.com/tent?size=2' },
    );
    expect(changed).toMatchObject({
      status: 200,
      body: { url: 'https://www.example.com/tent?size=2' },
    });
  });

  it('still refuses a javascript: link, saying it must be http or https', async () => {
    const response = await requestJson(owner.session, items(owner), 'POST', {
      name: 'Tent',
      weightMg: 1,
      url: 'javascript:alert(1)',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'url', message: 'url must be an http or https address' }] },
    });
  });

  it('treats an empty url as none, and does not keep a currency without a price', async () => {
    const created = await createItem(app, owner.session, { url: '', currency: 'EUR' });
    expect(created).toMatchObject({ url: null, priceMinor: null, currency: null });
  });

  it.each([
    ['name', 'missing', { name: undefined }],
    ['name', 'blank', { name: '  ' }],
    ['name', 'over 200 characters', { name: 'x'.repeat(201) }],
    ['brand', 'over 100 characters', { brand: 'x'.repeat(101) }],
    ['brand', 'null', { brand: null }],
    ['categoryId', 'not a uuid', { categoryId: 'tents' }],
    ['weightMg', 'missing', { weightMg: undefined }],
    ['weightMg', 'negative', { weightMg: -1 }],
    ['weightMg', 'fractional', { weightMg: 1.5 }],
    ['weightMg', 'over 1e9', { weightMg: 1_000_000_001 }],
    ['weightMg', 'a string', { weightMg: '100' }],
    ['quantityOwned', 'negative', { quantityOwned: -1 }],
    ['quantityOwned', 'over 9999', { quantityOwned: 10_000 }],
    ['quantityOwned', 'fractional', { quantityOwned: 1.5 }],
    ['priceMinor', 'negative', { priceMinor: -1, currency: 'EUR' }],
    ['priceMinor', 'fractional', { priceMinor: 9.99, currency: 'EUR' }],
    ['currency', 'missing with a price', { priceMinor: 999 }],
    ['currency', 'not ISO 4217', { priceMinor: 999, currency: 'XYZ' }],
    ['currency', 'four letters', { priceMinor: 999, currency: 'EURO' }],
    ['url', 'ftp', { url: 'ftp://example.com/tent' }],
    ['url', 'javascript', { url: 'javascript:alert(1)' }],
    ['url', 'not a URL', { url: 'tent shop' }],
    ['url', 'over 2048 characters', { url: `https://example.com/${'a'.repeat(2040)}` }],
    ['notes', 'over 5000 characters', { notes: 'x'.repeat(5001) }],
    ['retired', 'not a boolean', { retired: 'yes' }],
    ['retireAfterM', 'negative', { retireAfterM: -600_000 }],
    ['retireAfterM', 'under 1 km', { retireAfterM: 999 }],
    ['retireAfterM', 'over 100,000 km', { retireAfterM: 100_000_001 }],
    ['retireAfterM', 'fractional', { retireAfterM: 600_000.5 }],
    ['retireAfterM', 'a string', { retireAfterM: '600 km' }],
    ['colour', 'unknown', { colour: 'red' }],
  ])('refuses an item whose %s is %s, naming the field', async (field, _why, values) => {
    const response = await send(owner, 'POST', '', { name: 'Item', weightMg: 1, ...values });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(fieldsOf(response.body)).toContain(field);
  });

  it.each([
    ['another user’s category', async () => (await createCategory(app, stranger.session)).id],
    ['a category that does not exist', () => Promise.resolve(randomUUID())],
  ])('refuses %s as categoryId: 400 naming the field', async (_why, categoryId) => {
    const response = await send(owner, 'POST', '', {
      name: 'Item',
      weightMg: 1,
      categoryId: await categoryId(),
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'categoryId does not exist',
      errors: [{ field: 'categoryId', message: 'categoryId does not exist' }],
    });
  });

  describe('PATCH', () => {
    let item: GearItemJson;
    beforeAll(async () => {
      const category = await createCategory(app, owner.session);
      item = await createItem(app, owner.session, {
        name: 'Stove',
        brand: 'Soto',
        categoryId: category.id,
        priceMinor: 6_500,
        currency: 'EUR',
        url: 'https://soto.example/windmaster',
        notes: 'Piezo',
      });
    });

    it('changes what is sent, keeps the rest, and moves updatedAt', async () => {
      const response = await send(owner, 'PATCH', `/${item.id}`, {
        weightMg: 67_000,
        retired: true,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...item,
        weightMg: 67_000,
        retired: true,
        updatedAt: expect.any(String) as unknown,
      });
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(item.updatedAt),
      );
    });

    it('changes the currency of a price', async () => {
      const response = await send(owner, 'PATCH', `/${item.id}`, { currency: 'GBP' });
      expect(response.body).toMatchObject({ priceMinor: 6_500, currency: 'GBP' });
    });

    it('clears the category, the url and the price (with its currency) with null', async () => {
      const response = await send(owner, 'PATCH', `/${item.id}`, {
        categoryId: null,
        url: null,
        priceMinor: null,
      });
      expect(response.body).toMatchObject({
        categoryId: null,
        url: null,
        priceMinor: null,
        currency: null,
      });
    });

    it('sets a retirement distance, says no limit with 0, and clears it with null', async () => {
      const limit = await send(owner, 'PATCH', `/${item.id}`, { retireAfterM: 800_000 });
      expect(limit.body.retireAfterM).toBe(800_000);
      const none = await send(owner, 'PATCH', `/${item.id}`, { retireAfterM: 0 });
      expect(none.body.retireAfterM).toBe(0);
      const cleared = await send(owner, 'PATCH', `/${item.id}`, { retireAfterM: null });
      expect(cleared.body.retireAfterM).toBeNull();
    });

    it('refuses an absurd retirement distance with the field and the reason', async () => {
      const response = await send(owner, 'PATCH', `/${item.id}`, { retireAfterM: -1 });
      expect(response).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          errors: [
            {
              field: 'retireAfterM',
              message:
                'retireAfterM must be 0 (no limit) or whole metres from 1000 to 100000000 (1 to 100,000 km)',
            },
          ],
        },
      });
    });

    it('refuses a price without a currency, stored or sent, naming currency', async () => {
      const plain = await createItem(app, owner.session);
      const response = await send(owner, 'PATCH', `/${plain.id}`, { priceMinor: 100 });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['currency']);
      const cleared = await send(owner, 'PATCH', `/${item.id}`, {
        priceMinor: 100,
        currency: null,
      });
      expect(fieldsOf(cleared.body)).toEqual(['currency']);
    });

    it.each([
      ['name', { name: null }],
      ['name', { name: '' }],
      ['weightMg', { weightMg: null }],
      ['quantityOwned', { quantityOwned: null }],
      ['notes', { notes: null }],
      ['retired', { retired: null }],
      ['currency', { currency: 'eu' }],
      ['url', { url: 'mailto:me@example.com' }],
    ])('refuses a bad %s, naming it', async (field, body) => {
      const response = await send(owner, 'PATCH', `/${item.id}`, body);
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain(field);
    });

    it('refuses another user’s category', async () => {
      const theirs = await createCategory(app, stranger.session);
      const response = await send(owner, 'PATCH', `/${item.id}`, { categoryId: theirs.id });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['categoryId']);
    });
  });

  it('deletes an item, with its pack lines and bundle entries', async () => {
    const item = await createItem(app, owner.session);
    const db = app.app.get(DataSource);
    const [pack] = await db.query<{ id: string }[]>(
      `INSERT INTO packs (owner_id, name, slug) VALUES ($1, 'Trip', 'trip-${item.id.slice(0, 8)}') RETURNING id`,
      [owner.id],
    );
    const [bundle] = await db.query<{ id: string }[]>(
      `INSERT INTO bundles (owner_id, name) VALUES ($1, 'Kitchen') RETURNING id`,
      [owner.id],
    );
    await db.query(`INSERT INTO pack_lines (owner_id, pack_id, gear_item_id) VALUES ($1, $2, $3)`, [
      owner.id,
      pack?.id,
      item.id,
    ]);
    await db.query(
      `INSERT INTO bundle_items (owner_id, bundle_id, gear_item_id) VALUES ($1, $2, $3)`,
      [owner.id, bundle?.id, item.id],
    );

    const response = await owner.session.fetch(items(owner, `/${item.id}`), { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await send(owner, 'GET', `/${item.id}`)).status).toBe(404);
    const left = await db.query<{ lines: number; entries: number }[]>(
      `SELECT (SELECT count(*)::int FROM pack_lines WHERE gear_item_id = $1) AS lines,
              (SELECT count(*)::int FROM bundle_items WHERE gear_item_id = $1) AS entries`,
      [item.id],
    );
    expect(left).toEqual([{ lines: 0, entries: 0 }]);
  });

  describe('another user’s item', () => {
    let theirs: GearItemJson;
    beforeAll(async () => {
      theirs = await createItem(app, stranger.session, { name: 'Their quilt' });
    });

    it.each([
      ['GET', undefined],
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ])('answers 404 to %s and stays as it was', async (method, body) => {
      const response = await send(owner, method, `/${theirs.id}`, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'GEAR_ITEM_NOT_FOUND' });
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body).toEqual(theirs);
    });
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'Ghost' }],
    ['DELETE', undefined],
  ])('answers 404 to %s of an item that does not exist', async (method, body) => {
    expect((await send(owner, method, `/${randomUUID()}`, body)).status).toBe(404);
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'x' }],
    ['DELETE', undefined],
  ])('answers 400 to %s with a malformed id', async (method, body) => {
    expect((await send(owner, method, '/123', body)).status).toBe(400);
  });

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['POST', '/bulk'],
    ['GET', `/${randomUUID()}`],
    ['PATCH', `/${randomUUID()}`],
    ['DELETE', `/${randomUUID()}`],
  ])('answers 401 to a signed-out %s %s', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const response = await requestJson(new HttpSession(), items(owner, path), method, body);
    expect(response.status).toBe(401);
  });
});
