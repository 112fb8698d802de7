import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportDocument } from '@server/account/export/export-format.js';
import { PackCsvWriterService } from '@server/packs/export/pack-csv-writer.service.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
  createUser,
  insertItems,
  requestJson,
} from '@test/support/factories.js';
import { pngOf } from '@test/support/images.js';
import { countQueries } from '@test/support/query-counter.js';
import { putPhoto, seedLibrary, type Library } from './account.helpers.js';

describe('the account export', () => {
  const { app, owner, stranger: other } = setupApi();
  let library: Library;
  let othersLibrary: Library;
  beforeAll(async () => {
    library = await seedLibrary(app, owner.session);
    await requestJson(owner.session, owner.url('/api/account'), 'PATCH', {
      username: 'export-owner',
      weightUnit: 'oz',
      weightScale: 'fixed',
      currency: 'GBP',
      foodPerDayGrams: 650,
    });
    othersLibrary = await seedLibrary(app, other.session);
  });

  const download = async (user: User) => {
    const response = await user.session.fetch(user.url('/api/account/export'));
    const text = await response.text();
    return { response, text, document: JSON.parse(text) as ExportDocument };
  };

  it('downloads as a dated JSON attachment that no cache keeps', async () => {
    const { response } = await download(owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="packtrail-export-${today}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds the account, its preferences and the versioned format marker', async () => {
    const { document } = await download(owner);
    expect(document).toMatchObject({ format: 'packtrail-export', formatVersion: 1 });
    expect(Date.parse(document.exportedAt)).not.toBeNaN();
    expect(document.account).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'export-owner',
      weightUnit: 'oz',
      weightScale: 'fixed',
      currency: 'GBP',
      foodPerDayGrams: 650,
      subscriptionPlan: 'basic',
    });
    expect(`/api/photos/${document.account.avatarPhotoId}`).toBe(library.avatarUrl);
  });

  it('holds the gear library with every field', async () => {
    const { document } = await download(owner);
    expect(document.gear.categories.map((c) => c.name)).toEqual(['Shelter', 'Cook']);
    const tent = document.gear.items.find((item) => item.id === library.tent.id);
    expect(tent).toMatchObject({
      name: 'Duplex tent',
      brand: 'Zpacks',
      categoryId: library.shelter.id,
      weightMg: 539_000,
      quantityOwned: 1,
      url: 'https://example.com/duplex',
      notes: 'Seam-sealed',
      retired: false,
    });
    expect(`/api/photos/${tent?.photoId}`).toBe(library.tent.photoUrl);
    expect(document.gear.items.find((item) => item.id === library.stove.id)).toMatchObject({
      priceMinor: 4500,
      currency: 'GBP',
    });
    expect(document.gear.items).toHaveLength(3);
  });

  it('holds bundles and packs, each pack line with what a LighterPack row needs', async () => {
    const { document } = await download(owner);
    expect(document.bundles).toEqual([
      expect.objectContaining({
        id: library.bundle.id,
        name: 'Cook kit',
        categoryId: library.cook.id,
        items: [
          { gearItemId: library.stove.id, quantity: 1, sortOrder: expect.any(Number) as number },
          { gearItemId: library.pot.id, quantity: 2, sortOrder: expect.any(Number) as number },
        ],
      }),
    ]);
    const [pack] = document.packs;
    expect(pack).toMatchObject({
      id: library.pack.id,
      name: 'Cairngorms weekend',
      slug: library.pack.slug,
    });
    expect(pack?.categoryOrder.map((row) => row.categoryId)).toEqual([
      library.cook.id,
      library.shelter.id,
    ]);
    expect(pack?.lines.map((line) => line.id)).toEqual([
      library.bundleLine.id,
      library.tentLine.id,
    ]);
    const [bundleLine, tentLine] = pack?.lines ?? [];
    expect(tentLine).toMatchObject({
      kind: 'item',
      gearItemId: library.tent.id,
      categoryId: library.shelter.id,
      quantity: 1,
      worn: false,
      consumable: false,
      item: {
        name: 'Duplex tent',
        categoryName: 'Shelter',
        notes: 'Seam-sealed',
        weightMg: 539_000,
        url: 'https://example.com/duplex',
        priceMinor: null,
      },
      bundle: null,
    });
    expect(bundleLine).toMatchObject({
      kind: 'bundle',
      bundleId: library.bundle.id,
      categoryId: library.cook.id,
      consumable: true,
      item: null,
      bundle: {
        name: 'Cook kit',
        categoryName: 'Cook',
        entries: [
          expect.objectContaining({
            name: 'Pocket Rocket',
            quantity: 1,
            priceMinor: 4500,
            currency: 'GBP',
          }),
          expect.objectContaining({ name: 'Titanium pot', quantity: 2, weightMg: 103_000 }),
        ],
      },
    });
  });

  it('holds each pack as the same LighterPack CSV its own export gives', async () => {
    const { document } = await download(owner);
    const pack = document.packs.find((candidate) => candidate.id === library.pack.id);
    const exported = await owner.session.fetch(
      owner.url(`/api/packs/${library.pack.id}/export.csv`),
    );
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(
      csv.startsWith('Item Name,Category,desc,qty,weight,unit,url,price,worn,consumable'),
    ).toBe(true);
    expect(pack?.lighterpackCsv).toBe(csv);
  });

  it('holds every photo’s bytes, the same the photo address serves', async () => {
    const { document } = await download(owner);
    expect(document.photos).toHaveLength(2);
    for (const photo of document.photos) {
      const served = await owner.session.fetch(owner.url(`/api/photos/${photo.id}`));
      expect(served.headers.get('content-type')).toBe(photo.contentType);
      expect(Buffer.from(photo.data, 'base64')).toEqual(Buffer.from(await served.arrayBuffer()));
    }
  });

  it('holds nothing of another user', async () => {
    const { text } = await download(owner);
    for (const id of [
      other.id,
      othersLibrary.tent.id,
      othersLibrary.bundle.id,
      othersLibrary.pack.id,
      othersLibrary.tentLine.id,
      othersLibrary.avatarUrl.split('/').pop() ?? '',
    ]) {
      expect(text).not.toContain(id);
    }
  });

  it('streams many photos in batches and stays valid JSON', async () => {
    const user = await createUser(app);
    for (let n = 0; n < 11; n += 1) {
      const item = await createItem(app, user.session, { name: `Item ${n}` });
      await putPhoto(app, user.session, `/api/gear/items/${item.id}/photo`, await pngOf(2, 2 + n));
    }
    const { document } = await download(user);
    expect(document.photos).toHaveLength(11);
    expect(new Set(document.photos.map((photo) => photo.height))).toEqual(
      new Set(Array.from({ length: 11 }, (_, n) => 2 + n)),
    );
    expect(document.gear.items.every((item) => item.photoId !== null)).toBe(true);
  });

  it('exports an empty account as a valid document with empty lists', async () => {
    const { document } = await download(await createUser(app));
    expect(document).toMatchObject({
      gear: { categories: [], items: [] },
      bundles: [],
      packs: [],
      photos: [],
    });
  });

  it('reads a large library in the same number of queries as a small one', async () => {
    const counter = countQueries(app.app.get(DataSource));
    try {
      const small = await createUser(app);
      const large = await createUser(app);
      await insertItems(app, large.id, 300);
      const smallCount = await counter.during(() => download(small));
      const largeCount = await counter.during(() => download(large));
      expect(largeCount).toBe(smallCount);
      // The snapshot's queries, and the rate limit's three (lease, count, release).
      expect(smallCount).toBeLessThanOrEqual(14 + 3);
    } finally {
      counter.restore();
    }
  });

  describe('with many packs', () => {
    let user: User;
    let shelter: { id: string };
    let cook: { id: string };
    let spork: { id: string };
    beforeAll(async () => {
      user = await createUser(app);
      shelter = await createCategory(app, user.session, { name: 'Shelter' });
      cook = await createCategory(app, user.session, { name: 'Cook' });
      spork = await createItem(app, user.session, { name: 'Spork', weightMg: 9_000 });
    });

    /**
     * A pack of its own items, bundle and arrangement (every pack differs): an item line, a
     * bundle line and an uncategorized line, its categories and lines in an order of its own.
     */
    const addPack = async (n: number) => {
      const pack = await createPack(app, user.session, { name: `Trip ${n}` });
      const tarp = await createItem(app, user.session, {
        name: `Tarp ${n}`,
        categoryId: shelter.id,
        weightMg: 300_000 + n * 1_000,
        weightUnit: 'oz',
        notes: `Pitch ${n}`,
        url: `https://example.com/tarp-${n}`,
      });
      const stove = await createItem(app, user.session, {
        name: `Stove ${n}`,
        categoryId: cook.id,
        priceMinor: 1_000 + n,
        currency: 'GBP',
      });
      const mug = await createItem(app, user.session, { name: `Mug ${n}` });
      const kit = await createBundle(app, user.session, { name: `Kit ${n}`, categoryId: cook.id });
      await addToBundle(app, user.session, kit.id, stove.id, 1);
      await addToBundle(app, user.session, kit.id, spork.id, 2);
      const lines = [
        await addLine(app, user.session, pack.id, { gearItemId: tarp.id, worn: n % 2 === 0 }),
        await addLine(app, user.session, pack.id, { bundleId: kit.id, consumable: true }),
        await addLine(app, user.session, pack.id, { gearItemId: mug.id, quantity: n + 1 }),
      ];
      const layout = await requestJson(
        user.session,
        user.url(`/api/packs/${pack.id}/layout`),
        'PUT',
        {
          categoryOrder: n % 2 === 0 ? [cook.id, null, shelter.id] : [null, shelter.id, cook.id],
          lineOrder: lines.map((line) => line.id).reverse(),
        },
      );
      expect(layout.status, 'PUT layout').toBe(204);
      return pack.id;
    };

    it('writes every pack’s LighterPack file in as many queries as one pack’s', async () => {
      const packIds = [await addPack(0)];
      const counter = countQueries(app.app.get(DataSource));
      try {
        const forOne = await counter.during(() => download(user));
        for (let n = 1; n < 5; n += 1) packIds.push(await addPack(n));
        const forFive = await counter.during(() => download(user));
        expect(forOne).toBeGreaterThan(0);
        expect(forFive).toBe(forOne);
        // The snapshot's and the rate limit's queries (bounded above) and the CSV files' five.
        expect(forFive).toBeLessThanOrEqual(14 + 3 + 5);
      } finally {
        counter.restore();
      }

      const { document } = await download(user);
      expect(document.packs.map((pack) => pack.id).sort()).toEqual([...packIds].sort());
      for (const pack of document.packs) {
        const exported = await user.session.fetch(user.url(`/api/packs/${pack.id}/export.csv`));
        expect(exported.status).toBe(200);
        expect(pack.lighterpackCsv, pack.name).toBe(await exported.text());
      }
      const files = document.packs.map((pack) => pack.lighterpackCsv ?? '');
      expect(new Set(files).size).toBe(5);
      // The header, the bundle's two entries and the two item lines.
      expect(files.every((file) => file.trim().split('\n').length === 5)).toBe(true);
    });

    it('leaves out packs that are gone or another user’s', async () => {
      const packId = await addPack(5);
      const files = await app.app
        .get(PackCsvWriterService)
        .writePacks(user.id, [randomUUID(), packId, othersLibrary.pack.id]);
      expect([...files.keys()]).toEqual([packId]);
      expect(files.get(packId)).toContain('Tarp 5');
    });
  });
});
