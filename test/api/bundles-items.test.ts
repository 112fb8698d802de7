import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, sendUnder, setupApi } from '@test/support/api-fixture.js';
import {
  addToBundle,
  createBundle,
  createItem,
  requestJson,
  type BundleEntryJson,
  type BundleJson,
} from '@test/support/factories.js';

describe('the entries of a bundle', () => {
  const { app, owner, stranger } = setupApi();
  let bundle: BundleJson;
  beforeAll(async () => {
    bundle = await createBundle(app, owner.session, { name: 'Tent kit' });
  });

  const send = sendUnder<BundleJson>('/api/bundles');

  const items = (path = '') => `/${bundle.id}/items${path}`;

  it('adds an item with quantity 1 by default, last in the bundle', async () => {
    const first = await createItem(app, owner.session, { name: 'Tent' });
    const second = await createItem(app, owner.session, { name: 'Stakes' });
    const a = await send<BundleEntryJson>(owner, 'POST', items(), { gearItemId: first.id });
    const b = await send<BundleEntryJson>(owner, 'POST', items(), {
      gearItemId: second.id,
      quantity: 6,
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ gearItemId: first.id, quantity: 1, sortOrder: 0 });
    expect(a.body.item).toMatchObject({ name: 'Tent' });
    expect(b.body).toMatchObject({ gearItemId: second.id, quantity: 6, sortOrder: 1 });
  });

  it('adds to the quantity of an item already in the bundle, answering 200', async () => {
    const cord = await createItem(app, owner.session, { name: 'Guy line' });
    const first = await send<BundleEntryJson>(owner, 'POST', items(), {
      gearItemId: cord.id,
      quantity: 0.1,
    });
    const again = await send<BundleEntryJson>(owner, 'POST', items(), {
      gearItemId: cord.id,
      quantity: 0.2,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 0.3 });
    const { body } = await send(owner, 'GET', `/${bundle.id}`);
    expect(body.items.filter((entry) => entry.gearItemId === cord.id)).toHaveLength(1);
  });

  it('refuses to add past 999 of an item, naming quantity', async () => {
    const peg = await createItem(app, owner.session);
    await addToBundle(app, owner.session, bundle.id, peg.id, 999);
    const response = await send(owner, 'POST', items(), { gearItemId: peg.id, quantity: 1 });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['quantity']);
  });

  it.each([
    ['gearItemId', 'missing', { gearItemId: undefined }],
    ['gearItemId', 'not a uuid', { gearItemId: 'tent' }],
    ['quantity', 'negative', { quantity: -1 }],
    ['quantity', 'over 999', { quantity: 999.01 }],
    ['quantity', 'three decimals', { quantity: 0.125 }],
    ['quantity', 'a string', { quantity: '2' }],
    ['quantity', 'null', { quantity: null }],
  ])('refuses an entry whose %s is %s, naming the field', async (field, _why, values) => {
    const response = await send(owner, 'POST', items(), { gearItemId: randomUUID(), ...values });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('says a negative quantity must be 0 or more', async () => {
    const peg = await createItem(app, owner.session);
    const response = await send(owner, 'POST', items(), { gearItemId: peg.id, quantity: -1 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ field: 'quantity', message: 'quantity must be 0 or more' }],
    });
  });

  it.each([
    ['another user’s item', async () => (await createItem(app, stranger.session)).id],
    ['an item that does not exist', () => Promise.resolve(randomUUID())],
  ])('refuses %s: 400 naming gearItemId', async (_why, gearItemId) => {
    const response = await send(owner, 'POST', items(), { gearItemId: await gearItemId() });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: [{ field: 'gearItemId', message: 'gearItemId does not exist' }],
    });
  });

  it('changes an entry’s quantity, and removes an entry (the library item stays)', async () => {
    const item = await createItem(app, owner.session, { name: 'Footprint' });
    const entry = await addToBundle(app, owner.session, bundle.id, item.id);
    const changed = await send<BundleEntryJson>(owner, 'PATCH', items(`/${entry.id}`), {
      quantity: 2.5,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: entry.id, quantity: 2.5 });
    const missing = await send(owner, 'PATCH', items(`/${entry.id}`), {});
    expect(missing.status).toBe(400);
    expect(new Set(fieldsOf(missing.body))).toEqual(new Set(['quantity']));

    const removed = await send(owner, 'DELETE', items(`/${entry.id}`));
    expect(removed.status).toBe(204);
    const { body } = await send(owner, 'GET', `/${bundle.id}`);
    expect(body.items.map((e) => e.id)).not.toContain(entry.id);
    expect((await requestJson(owner.session, owner.url(`/api/gear/items/${item.id}`))).status).toBe(
      200,
    );
    expect((await send(owner, 'DELETE', items(`/${entry.id}`))).status).toBe(404);
  });

  it('puts the entries in the order sent, which must be exactly the bundle’s', async () => {
    const kit = await createBundle(app, owner.session);
    const entries: BundleEntryJson[] = [];
    for (const name of ['A', 'B', 'C']) {
      const item = await createItem(app, owner.session, { name });
      entries.push(await addToBundle(app, owner.session, kit.id, item.id));
    }
    const [a, b, c] = entries.map((entry) => entry.id) as [string, string, string];
    const order = `/${kit.id}/items/order`;
    expect((await send(owner, 'PUT', order, { ids: [c, a, b] })).status).toBe(204);
    const { body } = await send(owner, 'GET', `/${kit.id}`);
    expect(body.items.map((entry) => [entry.id, entry.sortOrder])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    for (const ids of [
      [a, b],
      [a, b, c, randomUUID()],
      [a, a, b],
    ]) {
      const response = await send(owner, 'PUT', order, { ids });
      expect(response.status).toBe(400);
      expect(fieldsOf(response.body)).toEqual(['ids']);
    }
  });
});
