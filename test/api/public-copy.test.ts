import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createUser,
  readPack,
  requestJson,
  type GearItemJson,
} from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { RATE_LIMIT_POLICIES } from '@server/rate-limits/rate-limit-policies.js';
import { alreadyCalled } from './rate-limits.helpers.js';
import { NOT_FOUND_BODY, patch, setAccount, type CopyResultJson } from './public.helpers.js';

describe('copying a public pack', () => {
  const { app, owner, stranger } = setupApi();
  const OWNER = 'copy-source';
  const copyPath = (username: string, slug: string) =>
    `/api/public/users/${username}/packs/${slug}/copy`;

  beforeAll(async () => {
    await setAccount(owner, { username: OWNER });
    const shelter = await createCategory(app, owner.session, { name: 'Shelter' });
    const kitchen = await createCategory(app, owner.session, { name: 'Kitchen' });
    const tent = await createItem(app, owner.session, {
      name: 'Tent',
      brand: 'Hilleberg',
      categoryId: shelter.id,
      weightMg: 1_800_000,
      priceMinor: 45_000,
      currency: 'EUR',
      url: 'https://example.com/tent',
      notes: 'Two-person tent',
    });
    const snack = await createItem(app, owner.session, { name: 'Snacks', weightMg: 500_000 });
    const pot = await createItem(app, owner.session, {
      name: 'Pot',
      categoryId: kitchen.id,
      priceMinor: 3_000,
      currency: 'USD',
    });
    const cook = await createBundle(app, owner.session, {
      name: 'Cook kit',
      categoryId: kitchen.id,
    });
    await addToBundle(app, owner.session, cook.id, pot.id, 2);
    const pack = await createPack(app, owner.session, {
      name: 'Summer loop',
      description: 'Lakes',
    });
    await addLine(app, owner.session, pack.id, { gearItemId: tent.id, worn: true });
    await addLine(app, owner.session, pack.id, {
      gearItemId: snack.id,
      quantity: 3,
      consumable: true,
    });
    await addLine(app, owner.session, pack.id, { bundleId: cook.id, quantity: 2 });
    await patch(owner, `/api/packs/${pack.id}`, { isPublic: true });
    await createPack(app, owner.session, { name: 'Private one' });
  });

  const copy = (session: HttpSession, username: string, slug: string) =>
    requestJson<CopyResultJson>(session, `${app.baseUrl}${copyPath(username, slug)}`, 'POST');

  it('makes a private, unlinked pack of the visitor’s, creating what the library lacks', async () => {
    const { status, body } = await copy(stranger.session, OWNER, 'summer-loop');
    expect(status).toBe(201);
    expect(body.packName).toBe('Summer loop');
    expect(body.matched).toEqual([]);
    expect(body.created).toEqual(
      expect.arrayContaining([
        { name: 'Tent', category: 'Shelter' },
        { name: 'Snacks', category: '' },
        { name: 'Pot', category: 'Kitchen' },
      ]),
    );
    expect(body.created).toHaveLength(3);
    expect(body.categoriesCreated.sort()).toEqual(['Kitchen', 'Shelter']);

    const pack = await readPack(app, stranger.session, body.packId);
    expect(pack).toMatchObject({ name: 'Summer loop', description: 'Lakes', isPublic: false });
    expect(pack.slug).toBe('summer-loop');
    const byName = new Map(pack.lines.map((line) => [line.item?.name, line]));
    expect(byName.get('Tent')).toMatchObject({ quantity: 1, worn: true });
    expect(byName.get('Snacks')).toMatchObject({ quantity: 3, consumable: true });
    // The bundle line became its item: the line's quantity times the bundle's.
    expect(byName.get('Pot')).toMatchObject({ kind: 'item', quantity: 4 });
    expect(pack.lines).toHaveLength(3);

    const items = await requestJson<{ items: GearItemJson[] }>(
      stranger.session,
      stranger.url('/api/gear/items'),
    );
    const tent = items.body.items.find((item) => item.name === 'Tent');
    expect(tent).toMatchObject({
      brand: 'Hilleberg',
      weightMg: 1_800_000,
      priceMinor: 45_000,
      currency: 'EUR',
      url: 'https://example.com/tent',
      photoUrl: null,
    });
    expect(items.body.items.find((item) => item.name === 'Pot')).toMatchObject({
      priceMinor: 3_000,
      currency: 'USD',
    });
  });

  it('matches everything the second time, with a fresh slug', async () => {
    const { status, body } = await copy(stranger.session, OWNER, 'summer-loop');
    expect(status).toBe(201);
    expect(body.created).toEqual([]);
    expect(body.categoriesCreated).toEqual([]);
    expect(body.matched).toHaveLength(3);
    expect(body.matched).toEqual(expect.arrayContaining([{ name: 'Tent', category: 'Shelter' }]));
    const pack = await readPack(app, stranger.session, body.packId);
    expect(pack.slug).toBe('summer-loop-2');
    const items = await requestJson<{ items: GearItemJson[] }>(
      stranger.session,
      stranger.url('/api/gear/items'),
    );
    expect(items.body.items.filter((item) => item.name === 'Tent')).toHaveLength(1);
  });

  it('matches into another visitor’s library by name and category, in any case', async () => {
    const visitor = await createUser(app);
    const shelter = await createCategory(app, visitor.session, { name: 'shelter' });
    const mine = await createItem(app, visitor.session, {
      name: 'tent',
      categoryId: shelter.id,
      weightMg: 2_000_000,
    });
    // Same name, another category: not a match.
    await createItem(app, visitor.session, { name: 'Pot' });
    const { status, body } = await copy(visitor.session, OWNER, 'summer-loop');
    expect(status).toBe(201);
    expect(body.matched).toEqual([{ name: 'tent', category: 'shelter' }]);
    expect(body.created).toEqual(
      expect.arrayContaining([
        { name: 'Snacks', category: '' },
        { name: 'Pot', category: 'Kitchen' },
      ]),
    );
    expect(body.categoriesCreated).toEqual(['Kitchen']);
    const pack = await readPack(app, visitor.session, body.packId);
    expect(pack.lines.find((line) => line.gearItemId === mine.id)).toBeDefined();
  });

  it('copies the owner’s own public pack too, matching all of it', async () => {
    const { status, body } = await copy(owner.session, OWNER, 'summer-loop');
    expect(status).toBe(201);
    expect(body.created).toEqual([]);
    expect(body.matched).toHaveLength(3);
    expect((await readPack(app, owner.session, body.packId)).slug).toBe('summer-loop-2');
  });

  it('answers the public 404 for what is not public, and 401 signed out', async () => {
    for (const [username, slug] of [
      [OWNER, 'private-one'],
      [OWNER, 'no-such-pack'],
      ['nobody-here', 'summer-loop'],
      [OWNER, 'Not%20A%20Slug'],
    ] as const) {
      const { status, body } = await copy(stranger.session, username, slug);
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND_BODY);
    }
    const signedOut = await requestJson<{ code?: string }>(
      new HttpSession(),
      `${app.baseUrl}${copyPath(OWNER, 'summer-loop')}`,
      'POST',
    );
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('NOT_SIGNED_IN');
  });

  it('is limited per visitor like a pack import, before anything is written', async () => {
    const visitor = await createUser(app);
    const { calls } = RATE_LIMIT_POLICIES['public-pack-copy'];
    await alreadyCalled(app, visitor.id, 'public-pack-copy', calls);
    const { status, body, headers } = await copy(visitor.session, OWNER, 'summer-loop');
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(headers.get('retry-after')).toMatch(/^\d+$/);
    const packs = await requestJson<unknown[]>(visitor.session, visitor.url('/api/packs'));
    expect(packs.body).toEqual([]);
  });
});
