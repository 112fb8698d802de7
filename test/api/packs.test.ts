import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createUser,
  requestJson,
  type PackJson,
  type PackLineJson,
  type PackSummaryJson,
  sentTotals,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';

describe('the packs API', () => {
  const { app, owner, stranger } = setupApi();

  const send = sendUnder<PackJson>('/api/packs', { unwire: true });

  it('creates an empty pack and reads it back', async () => {
    const response = await send(owner, 'POST', '', {
      name: ' Weekend on the ridge ',
      description: 'Two nights, no water on the ridge',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      name: 'Weekend on the ridge',
      description: 'Two nights, no water on the ridge',
      slug: 'weekend-on-the-ridge',
      isPublic: false,
      createdAt: expect.any(String) as unknown,
      updatedAt: expect.any(String) as unknown,
      categories: [],
      lines: [],
      totals: {
        totalMg: 0,
        baseMg: 0,
        wornMg: 0,
        consumableMg: 0,
        packWeightMg: 0,
        itemCount: 0,
        priceByCurrency: {},
        byCategory: [],
      },
    });
    expect((await send(owner, 'GET', `/${response.body.id}`)).body).toEqual(response.body);
  });

  describe('slugs', () => {
    it('makes the slug from the name, accents dropped', async () => {
      const user = await createUser(app);
      expect((await createPack(app, user.session, { name: 'Été à Chamonix' })).slug).toBe(
        'ete-a-chamonix',
      );
    });

    it('numbers a made slug already in use: -2, -3, ...', async () => {
      const user = await createUser(app);
      const slugs = [];
      for (let n = 0; n < 3; n += 1) {
        slugs.push((await createPack(app, user.session, { name: 'Tour du Mont Blanc' })).slug);
      }
      expect(slugs).toEqual(['tour-du-mont-blanc', 'tour-du-mont-blanc-2', 'tour-du-mont-blanc-3']);
    });

    it('makes a slug for a name with no latin letters', async () => {
      const user = await createUser(app);
      expect((await createPack(app, user.session, { name: '富士山' })).slug).toBe('pack');
      expect((await createPack(app, user.session, { name: '🏔️' })).slug).toBe('pack-2');
    });

    it('keeps a slug that is sent, trimmed and lower-cased', async () => {
      const user = await createUser(app);
      const pack = await createPack(app, user.session, { name: 'JMT', slug: ' John-Muir-2026 ' });
      expect(pack.slug).toBe('john-muir-2026');
    });

    it('answers 409 SLUG_TAKEN for a slug sent that another of the user’s packs has', async () => {
      const user = await createUser(app);
      const first = await createPack(app, user.session, { name: 'A', slug: 'summer' });
      const again = await send(user, 'POST', '', { name: 'B', slug: 'summer' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'SLUG_TAKEN', errors: [{ field: 'slug' }] });
      const other = await createPack(app, user.session, { name: 'C' });
      const renamed = await send(user, 'PATCH', `/${other.id}`, { slug: 'summer' });
      expect(renamed.status).toBe(409);
      expect(renamed.body).toMatchObject({ code: 'SLUG_TAKEN' });
      // Its own slug is no conflict, and another user may use the same one.
      expect((await send(user, 'PATCH', `/${first.id}`, { slug: 'summer' })).status).toBe(200);
      expect((await createPack(app, stranger.session, { slug: 'summer' })).slug).toBe('summer');
    });

    it.each([
      ['two hyphens', 'a--b'],
      ['a leading hyphen', '-ab'],
      ['a trailing hyphen', 'ab-'],
      ['a space', 'two words'],
      ['an accent', 'été'],
      ['an underscore', 'a_b'],
      ['81 characters', 'a'.repeat(81)],
      ['nothing', ''],
      ['null', null],
    ])('refuses a slug with %s, naming slug', async (_why, slug) => {
      const response = await send(owner, 'POST', '', { name: 'Pack', slug });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toContain('slug');
    });
  });

  it.each([
    ['name', 'missing', { name: undefined }],
    ['name', 'blank', { name: '  ' }],
    ['name', 'over 200 characters', { name: 'x'.repeat(201) }],
    ['description', 'over 2000 characters', { description: 'x'.repeat(2001) }],
    ['description', 'null', { description: null }],
    ['public', 'unknown', { public: true }],
  ])('refuses a pack whose %s is %s, naming the field', async (field, _why, values) => {
    const response = await send(owner, 'POST', '', { name: 'Pack', ...values });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('changes what a PATCH sends; a new name keeps the slug', async () => {
    const pack = await createPack(app, owner.session, { name: 'Spring trip', description: 'Rain' });
    const renamed = await send(owner, 'PATCH', `/${pack.id}`, { name: 'Spring traverse' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Spring traverse',
      description: 'Rain',
      slug: pack.slug,
    });
    const moved = await send(owner, 'PATCH', `/${pack.id}`, { slug: 'spring-traverse' });
    expect(moved.body).toMatchObject({ name: 'Spring traverse', slug: 'spring-traverse' });
    const unchanged = await send(owner, 'PATCH', `/${pack.id}`, {});
    expect(unchanged.body).toEqual(moved.body);
    const bad = await send(owner, 'PATCH', `/${pack.id}`, { name: null });
    expect(fieldsOf(bad.body)).toContain('name');
  });

  it('is private until shared: isPublic is saved, answered in the page and the list', async () => {
    const pack = await createPack(app, owner.session, { name: 'Shared one' });
    expect(pack.isPublic).toBe(false);
    const shared = await send(owner, 'PATCH', `/${pack.id}`, { isPublic: true });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ isPublic: true, name: 'Shared one' });
    const list = await send<PackSummaryJson[]>(owner, 'GET', '');
    expect(list.body.find((row) => row.id === pack.id)?.isPublic).toBe(true);
    for (const isPublic of ['yes', null, 1]) {
      const bad = await send(owner, 'PATCH', `/${pack.id}`, { isPublic });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['isPublic']);
    }
    const closed = await send(owner, 'PATCH', `/${pack.id}`, { isPublic: false });
    expect(closed.body).toMatchObject({ isPublic: false });
  });

  it('deletes a pack with its lines; the library keeps the items', async () => {
    const item = await createItem(app, owner.session);
    const pack = await createPack(app, owner.session);
    await addLine(app, owner.session, pack.id, { gearItemId: item.id });
    const response = await send(owner, 'DELETE', `/${pack.id}`);
    expect(response.status).toBe(204);
    expect((await send(owner, 'GET', `/${pack.id}`)).status).toBe(404);
    expect((await requestJson(owner.session, owner.url(`/api/gear/items/${item.id}`))).status).toBe(
      200,
    );
  });

  describe('duplicate', () => {
    it('copies the lines (unpacked) and the category order under “<name> (copy)”', async () => {
      const user = await createUser(app);
      const [water, sleep] = [
        await createCategory(app, user.session, { name: 'Water' }),
        await createCategory(app, user.session, { name: 'Sleep' }),
      ];
      const filter = await createItem(app, user.session, { categoryId: water.id });
      const quilt = await createItem(app, user.session, { categoryId: sleep.id });
      const kit = await createBundle(app, user.session);
      const pack = await createPack(app, user.session, {
        name: 'Été à Chamonix',
        description: 'July',
      });
      const lines: PackLineJson[] = [
        await addLine(app, user.session, pack.id, { gearItemId: filter.id, quantity: 2 }),
        await addLine(app, user.session, pack.id, { gearItemId: quilt.id, worn: true }),
        await addLine(app, user.session, pack.id, { bundleId: kit.id, consumable: true }),
      ];
      await requestJson(
        user.session,
        user.url(`/api/packs/${pack.id}/lines/${lines[0]?.id}`),
        'PATCH',
        {
          packed: true,
        },
      );
      await requestJson(user.session, user.url(`/api/packs/${pack.id}/layout`), 'PUT', {
        categoryOrder: [null, sleep.id, water.id],
        lineOrder: [lines[2]?.id, lines[1]?.id, lines[0]?.id],
      });
      const original = (await send(user, 'GET', `/${pack.id}`)).body;

      const response = await send(user, 'POST', `/${pack.id}/duplicate`);
      expect(response.status).toBe(201);
      const copy = response.body;
      expect(copy).toMatchObject({
        name: 'Été à Chamonix (copy)',
        slug: 'ete-a-chamonix-copy',
        description: 'July',
        categories: original.categories,
      });
      expect(sentTotals(copy.totals)).toEqual(sentTotals(original.totals));
      expect(copy.id).not.toBe(pack.id);
      const shape = ({ id: _id, packed: _packed, ...line }: PackLineJson) => line;
      expect(copy.lines.map(shape)).toEqual(original.lines.map(shape));
      expect(copy.lines.every((line) => !line.packed)).toBe(true);
      expect(copy.lines.map((line) => line.id)).not.toContain(lines[0]?.id);
      // A second copy gets a slug of its own; the original is untouched.
      const again = await send(user, 'POST', `/${pack.id}/duplicate`);
      expect(again.body.slug).toBe('ete-a-chamonix-copy-2');
      expect((await send(user, 'GET', `/${pack.id}`)).body).toEqual(original);
    });

    it('shortens a long name to fit “ (copy)” in 200 characters', async () => {
      const pack = await createPack(app, owner.session, { name: 'n'.repeat(200) });
      const copy = (await send(owner, 'POST', `/${pack.id}/duplicate`)).body;
      expect(copy.name).toBe(`${'n'.repeat(193)} (copy)`);
    });
  });

  it('lists the owner’s packs, the most recently changed first', async () => {
    const user = await createUser(app);
    const item = await createItem(app, user.session, { weightMg: 250_000 });
    const older = await createPack(app, user.session, { name: 'Older' });
    const newer = await createPack(app, user.session, { name: 'Newer' });
    await addLine(app, user.session, older.id, { gearItemId: item.id, quantity: 2 });
    await createPack(app, stranger.session, { name: 'Not theirs' });

    const response = await requestJson<PackSummaryJson[]>(user.session, user.url('/api/packs'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: older.id,
        name: 'Older',
        description: '',
        slug: 'older',
        lineCount: 1,
        isPublic: false,
        totals: {
          totalMg: 500_000,
          baseMg: 500_000,
          wornMg: 0,
          consumableMg: 0,
          packWeightMg: 500_000,
          itemCount: 2,
        },
        updatedAt: expect.any(String) as unknown,
      },
      expect.objectContaining({ id: newer.id, lineCount: 0 }),
    ]);
  });

  describe('another user’s pack', () => {
    let theirs: PackJson;
    let theirLine: PackLineJson;
    beforeAll(async () => {
      const item = await createItem(app, stranger.session);
      const kit = await createBundle(app, stranger.session);
      theirs = await createPack(app, stranger.session, { name: 'Their pack' });
      theirLine = await addLine(app, stranger.session, theirs.id, { bundleId: kit.id });
      await addLine(app, stranger.session, theirs.id, { gearItemId: item.id });
    });

    it.each([
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Mine now' }],
      ['DELETE', '', undefined],
      ['POST', '/duplicate', undefined],
      ['PUT', '/layout', { categoryOrder: [], lineOrder: [] }],
      ['POST', '/checklist/reset', undefined],
      ['POST', '/lines', { newItem: { name: 'Planted', weightMg: 1 } }],
      ['PATCH', '/lines/:lineId', { packed: true }],
      ['DELETE', '/lines/:lineId', undefined],
      ['POST', '/lines/:lineId/expand', undefined],
    ])('answers 404 to %s /api/packs/:id%s and changes nothing', async (method, path, body) => {
      const before = (await send(stranger, 'GET', `/${theirs.id}`)).body;
      const url = `/${theirs.id}${path.replace(':lineId', theirLine.id)}`;
      const response = await send(owner, method, url, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'PACK_NOT_FOUND' });
      expect((await send(stranger, 'GET', `/${theirs.id}`)).body).toEqual(before);
    });
  });

  it.each([
    ['GET', undefined],
    ['PATCH', { name: 'Ghost' }],
    ['DELETE', undefined],
    ['POST', undefined],
  ])('answers 404 to %s of a pack that does not exist', async (method, body) => {
    const path = method === 'POST' ? `/${randomUUID()}/duplicate` : `/${randomUUID()}`;
    expect((await send(owner, method, path, body)).status).toBe(404);
  });

  it.each([
    ['GET', '/trip'],
    ['PATCH', '/trip'],
    ['DELETE', '/trip'],
    ['POST', '/trip/duplicate'],
    ['PUT', '/trip/layout'],
    ['POST', '/trip/lines'],
    ['PATCH', '/:id/lines/line'],
  ])('answers 400 to %s /api/packs%s, a malformed id', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    expect((await send(owner, method, path.replace(':id', randomUUID()), body)).status).toBe(400);
  });

  it.each([
    ['GET', ''],
    ['POST', ''],
    ['GET', '/:id'],
    ['POST', '/:id/duplicate'],
    ['PUT', '/:id/layout'],
    ['POST', '/:id/checklist/reset'],
    ['POST', '/:id/lines'],
    ['PATCH', '/:id/lines/:id'],
  ])('answers 401 to a signed-out %s /api/packs%s', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    const url = owner.url(`/api/packs${path.replaceAll(':id', randomUUID())}`);
    expect((await requestJson(new HttpSession(), url, method, body)).status).toBe(401);
  });
});

describe('a pack’s answer', () => {
  const { app } = setupApi({ users: 0 });

  it('holds each category’s lines once, without per-line totals or empty fields', async () => {
    const user = await createUser(app);
    const tents = await createCategory(app, user.session, { name: 'Shelter' });
    const tent = await createItem(app, user.session, { name: 'Tent', weightMg: 850_000 });
    const fleece = await createItem(app, user.session, {
      name: 'Fleece',
      weightMg: 300_000,
      categoryId: tents.id,
      brand: 'Patagonia',
      priceMinor: 9_900,
      currency: 'EUR',
      notes: 'Warm',
    });
    const pack = await createPack(app, user.session);
    const plain = await addLine(app, user.session, pack.id, { gearItemId: tent.id });
    const worn = await addLine(app, user.session, pack.id, {
      gearItemId: fleece.id,
      quantity: 2,
      worn: true,
    });

    const { body } = await requestJson<Record<string, unknown>>(
      user.session,
      user.url(`/api/packs/${pack.id}`),
    );
    expect(body).not.toHaveProperty('lines');
    expect(body.categories).toEqual([
      {
        categoryId: tents.id,
        name: 'Shelter',
        color: expect.any(String) as string,
        sortOrder: 0,
        lines: [
          {
            id: worn.id,
            kind: 'item',
            gearItemId: fleece.id,
            quantity: 2,
            worn: true,
            item: {
              name: 'Fleece',
              brand: 'Patagonia',
              weightMg: 300_000,
              priceMinor: 9_900,
              currency: 'EUR',
              notes: 'Warm',
            },
          },
        ],
      },
      {
        categoryId: null,
        name: 'Uncategorized',
        color: expect.any(String) as string,
        sortOrder: 1,
        lines: [
          {
            id: plain.id,
            kind: 'item',
            gearItemId: tent.id,
            quantity: 1,
            item: { name: 'Tent', weightMg: 850_000 },
          },
        ],
      },
    ]);
    const { byCategory } = body.totals as { byCategory: Record<string, unknown>[] };
    expect(byCategory.map((category) => Object.keys(category).sort())).toEqual(
      Array.from({ length: 2 }, () => [
        'baseMg',
        'categoryId',
        'consumableMg',
        'itemCount',
        'priceByCurrency',
        'totalMg',
        'wornMg',
      ]),
    );
  });
});
