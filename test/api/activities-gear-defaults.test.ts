import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { fieldsOf, send, setupApi, type User } from '@test/support/api-fixture.js';
import { createItem, createPack, type GearItemJson } from '@test/support/factories.js';

type Defaults = ApiSchema<'ActivityGearDefaultsDto'>;
type Detail = ApiSchema<'ActivityDetailDto'>;
type Upload = ApiSchema<'ActivityUploadDto'>;
type CreatedKey = ApiSchema<'CreatedApiKeyDto'>;

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/activities/${name}`, import.meta.url));

let minutes = 0;
const nextStart = () => {
  minutes += 10;
  return new Date(Date.UTC(2026, 2, 1, 6, minutes)).toISOString();
};

describe('default gear per category: /api/activities/defaults/:category', () => {
  const { app, owner, stranger } = setupApi();
  let shoes: GearItemJson;
  let poles: GearItemJson;
  let packId: string;

  const setPlan = (user: User, plan: 'basic' | 'explorer') =>
    app.app
      .get(DataSource)
      .query(`UPDATE users SET subscription_plan = $2 WHERE id = $1`, [user.id, plan]);

  const putDefaults = (user: User, category: string, body: unknown) =>
    send<Defaults>(user, 'PUT', `/api/activities/defaults/${category}`, body);

  const createActivity = async (body: Record<string, unknown>) => {
    const response = await send<Detail>(owner, 'POST', '/api/activities', {
      name: 'Out',
      category: 'run',
      startTime: nextStart(),
      distanceM: 8000,
      ...body,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  const uploaded = async (response: Response) => {
    expect(response.status).toBe(201);
    const [result] = ((await response.json()) as Upload).activities;
    expect(result?.outcome).toBe('created');
    const detail = await send<Detail>(owner, 'GET', `/api/activities/${result?.activity.id}`);
    return { summary: result?.activity, detail: detail.body };
  };

  beforeAll(async () => {
    await setPlan(owner, 'explorer');
    shoes = await createItem(app, owner.session, { name: 'Pegasus 40' });
    poles = await createItem(app, owner.session, { name: 'Carbon poles' });
    packId = (await createPack(app, owner.session, { name: 'Day pack' })).id;
  });

  it('is the Explorer plan’s: a Basic user is turned away with a code the client reads', async () => {
    const read = await send(stranger, 'GET', '/api/activities/defaults/run');
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ code: 'PLAN_REQUIRED' });
    const write = await putDefaults(stranger, 'run', { packId: null, gearItemIds: [] });
    expect(write.status).toBe(403);
  });

  it('sets a category’s pack and items, reads them back by name, and replaces them whole', async () => {
    const empty = await send<Defaults>(owner, 'GET', '/api/activities/defaults/hike');
    expect(empty.body).toEqual({ category: 'hike', pack: null, gear: [] });

    const set = await putDefaults(owner, 'hike', { packId, gearItemIds: [shoes.id, poles.id] });
    expect(set.status).toBe(200);
    const expected = {
      category: 'hike',
      pack: { id: packId, name: 'Day pack' },
      gear: [
        { id: poles.id, name: 'Carbon poles' },
        { id: shoes.id, name: 'Pegasus 40' },
      ],
    };
    expect(set.body).toEqual(expected);
    expect((await send(owner, 'GET', '/api/activities/defaults/hike')).body).toEqual(expected);
    // Other categories have their own.
    expect((await send<Defaults>(owner, 'GET', '/api/activities/defaults/walk')).body.gear).toEqual(
      [],
    );

    const replaced = await putDefaults(owner, 'hike', { packId: null, gearItemIds: [poles.id] });
    expect(replaced.body).toEqual({
      category: 'hike',
      pack: null,
      gear: [{ id: poles.id, name: 'Carbon poles' }],
    });
  });

  it('refuses another user’s or a missing pack or item, naming the field, and bad bodies', async () => {
    const theirItem = await createItem(app, stranger.session);
    const theirPack = await createPack(app, stranger.session);
    for (const [body, field] of [
      [{ packId: theirPack.id, gearItemIds: [] }, 'packId'],
      [{ packId: randomUUID(), gearItemIds: [] }, 'packId'],
      [{ packId: null, gearItemIds: [shoes.id, theirItem.id] }, 'gearItemIds'],
      [{ packId: null, gearItemIds: ['shoes'] }, 'gearItemIds'],
      [{ packId: null }, 'gearItemIds'],
      [{ packId: 'day pack', gearItemIds: [] }, 'packId'],
      [
        { packId: null, gearItemIds: Array.from({ length: 31 }, () => randomUUID()) },
        'gearItemIds',
      ],
    ] as const) {
      const response = await putDefaults(owner, 'trail-run', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(new Set(fieldsOf(response.body))).toEqual(new Set([field]));
    }
    expect((await send<Defaults>(owner, 'GET', '/api/activities/defaults/trail-run')).body).toEqual(
      { category: 'trail-run', pack: null, gear: [] },
    );
    const unknown = await putDefaults(owner, 'running', { packId: null, gearItemIds: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'ACTIVITY_CATEGORY_NOT_FOUND' });
  });

  it('gives a new activity entered by hand its category’s defaults when it names none', async () => {
    await putDefaults(owner, 'run', { packId, gearItemIds: [shoes.id] });
    const plain = await createActivity({});
    expect(plain.gearItemIds).toEqual([shoes.id]);
    expect(plain.packId).toBe(packId);
    expect(plain.gear).toEqual([{ id: shoes.id, name: 'Pegasus 40' }]);

    // What the request names wins; an empty list or null says none.
    const named = await createActivity({ gearItemIds: [poles.id] });
    expect(named).toMatchObject({ gearItemIds: [poles.id], packId });
    const none = await createActivity({ gearItemIds: [], packId: null });
    expect(none).toMatchObject({ gearItemIds: [], packId: null });
    // Another category's activity gets that category's (here: none).
    const swim = await createActivity({ category: 'swim' });
    expect(swim).toMatchObject({ gearItemIds: [], packId: null });
  });

  it('gives uploaded files’ activities their defaults, from the app or from a device’s key', async () => {
    await putDefaults(owner, 'run', { packId, gearItemIds: [shoes.id, poles.id] });
    const form = new FormData();
    form.append('file', new Blob([fixture('activity-small-fenix2-run.fit')]), 'run.fit');
    const fromApp = await uploaded(
      await owner.session.fetch(owner.url('/api/activities/files'), { method: 'POST', body: form }),
    );
    expect(fromApp.summary).toMatchObject({ category: 'run', packId });
    expect(fromApp.summary?.gearItemIds).toEqual([shoes.id, poles.id].sort());
    expect(fromApp.detail.gear.map((item) => item.name).sort()).toEqual([
      'Carbon poles',
      'Pegasus 40',
    ]);

    const key = await send<CreatedKey>(owner, 'POST', '/api/account/api-keys', { name: 'Watch' });
    const deviceForm = new FormData();
    deviceForm.append('file', new Blob([fixture('garmin-fenix-5-run.fit')]), 'watch.fit');
    const fromDevice = await uploaded(
      await fetch(`${app.baseUrl}/api/activities/files`, {
        method: 'POST',
        body: deviceForm,
        headers: { Authorization: `Bearer ${key.body.key}` },
      }),
    );
    expect(fromDevice.detail).toMatchObject({ category: 'run', packId });
    expect(fromDevice.detail.gearItemIds).toEqual([shoes.id, poles.id].sort());
  });

  it('leaves out an item or a pack once deleted, and keeps the rest', async () => {
    const spare = await createItem(app, owner.session, { name: 'Spare shoes' });
    const spareBag = await createPack(app, owner.session, { name: 'Spare bag' });
    await putDefaults(owner, 'walk', { packId: spareBag.id, gearItemIds: [spare.id, poles.id] });
    expect((await send(owner, 'DELETE', `/api/gear/items/${spare.id}`)).status).toBe(204);
    expect((await send(owner, 'DELETE', `/api/packs/${spareBag.id}`)).status).toBe(204);
    expect((await send<Defaults>(owner, 'GET', '/api/activities/defaults/walk')).body).toEqual({
      category: 'walk',
      pack: null,
      gear: [{ id: poles.id, name: 'Carbon poles' }],
    });
    const rows = await app.app.get(DataSource).query<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM activity_default_gear WHERE gear_item_id = $1)::int
              + (SELECT count(*) FROM activity_default_packs WHERE pack_id = $2)::int AS n`,
      [spare.id, spareBag.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps a user’s defaults while on Basic, and gives them to no new activity', async () => {
    await putDefaults(owner, 'ride', { packId, gearItemIds: [poles.id] });
    await setPlan(owner, 'basic');
    try {
      const ride = await createActivity({ category: 'ride' });
      expect(ride).toMatchObject({ gearItemIds: [], packId: null });
    } finally {
      await setPlan(owner, 'explorer');
    }
    expect((await send<Defaults>(owner, 'GET', '/api/activities/defaults/ride')).body.gear).toEqual(
      [{ id: poles.id, name: 'Carbon poles' }],
    );
  });
});
