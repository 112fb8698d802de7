import { DataSource } from 'typeorm';
import { expect } from 'vitest';
import {
  addLine,
  addToBundle,
  createBundle,
  createCategory,
  createItem,
  createPack,
} from '@test/support/factories.js';
import type { HttpSession } from '@test/support/http-session.js';
import { pngOf } from '@test/support/images.js';
import type { TestApp } from '@test/support/test-app.js';

/** PUTs a multipart `photo` to `path` and expects 200. */
export async function putPhoto(app: TestApp, session: HttpSession, path: string, bytes: Buffer) {
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/png' }), 'photo.png');
  const response = await session.fetch(`${app.baseUrl}${path}`, { method: 'PUT', body: form });
  expect(response.status, `PUT ${path}`).toBe(200);
  return (await response.json()) as { photoUrl?: string | null; avatarUrl?: string | null };
}

export interface Library {
  shelter: { id: string };
  cook: { id: string };
  tent: { id: string; photoUrl: string };
  stove: { id: string };
  pot: { id: string };
  bundle: { id: string };
  pack: { id: string; slug: string };
  tentLine: { id: string };
  bundleLine: { id: string };
  avatarUrl: string;
}

/**
 * One of everything a user can own: two categories, three items (one with a photo, one with a
 * price), a bundle of two of them, a pack with an item line and a bundle line and its own
 * category order, and an avatar. All made through the API.
 */
export async function seedLibrary(app: TestApp, owner: HttpSession): Promise<Library> {
  const shelter = await createCategory(app, owner, { name: 'Shelter' });
  const cook = await createCategory(app, owner, { name: 'Cook' });
  const tent = await createItem(app, owner, {
    name: 'Duplex tent',
    brand: 'Zpacks',
    categoryId: shelter.id,
    weightMg: 539_000,
    url: 'https://example.com/duplex',
    notes: 'Seam-sealed',
  });
  const tentPhoto = await putPhoto(
    app,
    owner,
    `/api/gear/items/${tent.id}/photo`,
    await pngOf(4, 3),
  );
  const stove = await createItem(app, owner, {
    name: 'Pocket Rocket',
    categoryId: cook.id,
    weightMg: 73_000,
    priceMinor: 4500,
    currency: 'GBP',
  });
  const pot = await createItem(app, owner, {
    name: 'Titanium pot',
    categoryId: cook.id,
    weightMg: 103_000,
  });
  const bundle = await createBundle(app, owner, { name: 'Cook kit', categoryId: cook.id });
  await addToBundle(app, owner, bundle.id, stove.id, 1);
  await addToBundle(app, owner, bundle.id, pot.id, 2);
  const pack = await createPack(app, owner, { name: 'Cairngorms weekend' });
  const tentLine = await addLine(app, owner, pack.id, { gearItemId: tent.id, worn: false });
  const bundleLine = await addLine(app, owner, pack.id, { bundleId: bundle.id, consumable: true });
  const layout = await owner.fetch(`${app.baseUrl}/api/packs/${pack.id}/layout`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      categoryOrder: [cook.id, shelter.id],
      lineOrder: [bundleLine.id, tentLine.id],
    }),
  });
  expect(layout.status, 'PUT layout').toBe(204);
  const avatar = await putPhoto(app, owner, '/api/account/avatar', await pngOf(300, 200));
  return {
    shelter,
    cook,
    tent: { id: tent.id, photoUrl: tentPhoto.photoUrl ?? '' },
    stove,
    pot,
    bundle,
    pack: { id: pack.id, slug: pack.slug },
    tentLine,
    bundleLine,
    avatarUrl: avatar.avatarUrl ?? '',
  };
}

/** Every table with an owner_id column, found in the schema so a new table is counted too. */
export async function ownedTables(app: TestApp): Promise<string[]> {
  const rows = await app.app.get(DataSource).query<{ table_name: string }[]>(
    `SELECT table_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name = 'owner_id'
     ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** How many rows of each owned table belong to the user. */
export async function ownedRowCounts(
  app: TestApp,
  userId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await ownedTables(app)) {
    const [row] = await app.app
      .get(DataSource)
      .query<{ count: number }[]>(
        `SELECT COUNT(*)::int AS count FROM "${table}" WHERE owner_id = $1`,
        [userId],
      );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}
