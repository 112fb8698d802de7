import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createItem,
  createPack,
  createUser,
  requestJson,
} from '@test/support/factories.js';
import { countQueries } from '@test/support/query-counter.js';

interface UsageJson {
  packs: { id: string; name: string; lines: number; inBundles: number }[];
  bundles: { id: string; name: string; entries: number }[];
}

describe('where gear items are used, asked before deleting them', () => {
  const { app, owner, stranger } = setupApi();

  const usage = (user: User, ids: unknown) =>
    requestJson<UsageJson>(user.session, user.url('/api/gear/items/usage'), 'POST', { ids });

  it('names the packs and bundles that use an item, and how', async () => {
    const stove = await createItem(app, owner.session, { name: 'Stove' });
    const pot = await createItem(app, owner.session, { name: 'Pot' });
    const kitchen = await createBundle(app, owner.session, { name: 'Kitchen kit' });
    await addToBundle(app, owner.session, kitchen.id, stove.id);
    await addToBundle(app, owner.session, kitchen.id, pot.id);
    const pct = await createPack(app, owner.session, { name: 'PCT 2026' });
    await addLine(app, owner.session, pct.id, { gearItemId: stove.id });
    const jmt = await createPack(app, owner.session, { name: 'JMT' });
    await addLine(app, owner.session, jmt.id, { bundleId: kitchen.id });
    const unused = await createPack(app, owner.session, { name: 'Day hike' });
    await addLine(app, owner.session, unused.id, { gearItemId: pot.id });

    const { status, body } = await usage(owner, [stove.id]);
    expect(status).toBe(200);
    expect(body).toEqual({
      packs: [
        { id: jmt.id, name: 'JMT', lines: 0, inBundles: 1 },
        { id: pct.id, name: 'PCT 2026', lines: 1, inBundles: 0 },
      ],
      bundles: [{ id: kitchen.id, name: 'Kitchen kit', entries: 1 }],
    });

    const both = await usage(owner, [stove.id, pot.id]);
    expect(both.body).toEqual({
      packs: [
        { id: unused.id, name: 'Day hike', lines: 1, inBundles: 0 },
        { id: jmt.id, name: 'JMT', lines: 0, inBundles: 2 },
        { id: pct.id, name: 'PCT 2026', lines: 1, inBundles: 0 },
      ],
      bundles: [{ id: kitchen.id, name: 'Kitchen kit', entries: 2 }],
    });
  });

  it('answers no packs and no bundles for an item nothing uses', async () => {
    const spare = await createItem(app, owner.session);
    expect((await usage(owner, [spare.id])).body).toEqual({ packs: [], bundles: [] });
  });

  it('tells nothing of another user’s items, packs or bundles', async () => {
    const theirs = await createItem(app, stranger.session);
    const pack = await createPack(app, stranger.session, { name: 'Secret trip' });
    await addLine(app, stranger.session, pack.id, { gearItemId: theirs.id });
    const { status, body } = await usage(owner, [theirs.id, randomUUID()]);
    expect(status).toBe(200);
    expect(body).toEqual({ packs: [], bundles: [] });
  });

  it('reads the usage of many items in as many queries as of one', async () => {
    const user = await createUser(app);
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        createItem(app, user.session, { name: `Item ${index}` }),
      ),
    );
    const bundle = await createBundle(app, user.session);
    for (const item of items.slice(0, 4)) await addToBundle(app, user.session, bundle.id, item.id);
    for (let index = 0; index < 3; index += 1) {
      const pack = await createPack(app, user.session);
      await addLine(app, user.session, pack.id, { bundleId: bundle.id });
      for (const item of items.slice(4 + index * 2, 6 + index * 2)) {
        await addLine(app, user.session, pack.id, { gearItemId: item.id });
      }
    }
    const counter = countQueries(app.app.get(DataSource));
    try {
      const one = await counter.during(() => usage(user, [items[0]!.id]));
      const all = await counter.during(async () => {
        const { body } = await usage(
          user,
          items.map((item) => item.id),
        );
        expect(body.packs).toHaveLength(3);
      });
      expect(all).toBe(one);
    } finally {
      counter.restore();
    }
  });

  it.each([
    ['missing', undefined],
    ['empty', []],
    ['not uuids', ['tent']],
    ['repeated', ['2b0c3f1e-8a4d-4c5e-9f6a-7b8c9d0e1f2a', '2b0c3f1e-8a4d-4c5e-9f6a-7b8c9d0e1f2a']],
    ['over 1000', Array.from({ length: 1001 }, () => randomUUID())],
  ])('refuses ids that are %s, naming them', async (_why, ids) => {
    const response = await usage(owner, ids);
    expect(response.status).toBe(400);
    const errors = (response.body as { errors?: { field: string }[] }).errors ?? [];
    expect(errors.map((error) => error.field)).toContain('ids');
  });

  it('answers 401 to a signed-out request', async () => {
    const response = await fetch(`${app.baseUrl}/api/gear/items/usage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [randomUUID()] }),
    });
    expect(response.status).toBe(401);
  });
});
