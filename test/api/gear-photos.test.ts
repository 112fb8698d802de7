import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser, requestJson, type GearItemJson } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { startTestApp, type TestApp } from '@test/support/test-app.js';

type User = Awaited<ReturnType<typeof createUser>>;

/** Minimal valid images, 1 x 1 pixel each. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}

describe('gear item photos', () => {
  let app: TestApp;
  let owner: User;
  let stranger: User;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await createUser(app);
    stranger = await createUser(app);
  });
  afterAll(() => app.stop());

  const photoPath = (item: { id: string }) => `/api/gear/items/${item.id}/photo`;
  const upload = (user: User | HttpSession, path: string, file: Upload) => {
    const form = new FormData();
    form.append(file.field ?? 'photo', new Blob([file.bytes], { type: file.type }), file.name);
    const session = user instanceof HttpSession ? user : user.session;
    return session.fetch(`${app.baseUrl}${path}`, { method: 'PUT', body: form });
  };
  const uploadJson = async (user: User, path: string, file: Upload) => {
    const response = await upload(user, path, file);
    return { status: response.status, body: (await response.json()) as GearItemJson };
  };
  const fetchPhoto = (user: User | HttpSession, url: string) =>
    (user instanceof HttpSession ? user : user.session).fetch(`${app.baseUrl}${url}`);
  const storedPhotos = (ownerId: string) =>
    app.app
      .get(DataSource)
      .query<{ content_type: string; width: number; height: number }[]>(
        'SELECT content_type, width, height FROM photos WHERE owner_id = $1',
        [ownerId],
      );

  it.each([
    ['a PNG', PNG, 'image/png', 'tent.png'],
    ['a JPEG', JPEG, 'image/jpeg', 'tent.jpg'],
    ['a WebP', WEBP, 'image/webp', 'tent.webp'],
  ])('stores %s and serves it to its owner', async (_what, bytes, type, name) => {
    const user = await createUser(app);
    const item = await createItem(app, user.session);
    const { status, body } = await uploadJson(user, photoPath(item), { bytes, type, name });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: item.id, name: item.name });
    expect(body.photoUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);

    const photo = await fetchPhoto(user, body.photoUrl!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe(type);
    expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(bytes);
    expect(await storedPhotos(user.id)).toEqual([{ content_type: type, width: 1, height: 1 }]);
    expect(
      (await requestJson<GearItemJson>(user.session, user.url(`/api/gear/items/${item.id}`))).body
        .photoUrl,
    ).toBe(body.photoUrl);
  });

  it('stores a PNG named .jpg and declared image/jpeg as the PNG it is', async () => {
    const item = await createItem(app, owner.session);
    const { status, body } = await uploadJson(owner, photoPath(item), {
      bytes: PNG,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(status).toBe(200);
    const photo = await fetchPhoto(owner, body.photoUrl!);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    [
      'a text file named photo.png',
      Buffer.from('just some words, honest'),
      'image/png',
      'photo.png',
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'image/gif', 'photo.gif'],
    ['a PNG cut short after its signature', PNG.subarray(0, 12), 'image/png', 'photo.png'],
  ])('refuses %s with 400 UNSUPPORTED_IMAGE', async (_what, bytes, type, name) => {
    const item = await createItem(app, owner.session);
    const response = await upload(owner, photoPath(item), { bytes, type, name });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      code: 'UNSUPPORTED_IMAGE',
      message: 'The photo must be a JPEG, PNG or WebP image',
      errors: [{ field: 'photo' }],
    });
    expect(
      (await requestJson<GearItemJson>(owner.session, owner.url(`/api/gear/items/${item.id}`))).body
        .photoUrl,
    ).toBeNull();
  });

  it('refuses a file over 5 MB with 413 FILE_TOO_LARGE', async () => {
    const item = await createItem(app, owner.session);
    const bytes = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(owner, photoPath(item), {
      bytes,
      type: 'image/png',
      name: 'big.png',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE' });
  });

  it('refuses an upload without a photo field, naming photo', async () => {
    const item = await createItem(app, owner.session);
    const empty = await owner.session.fetch(`${app.baseUrl}${photoPath(item)}`, {
      method: 'PUT',
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: [{ field: 'photo' }] });
    const wrongField = await upload(owner, photoPath(item), {
      bytes: PNG,
      type: 'image/png',
      name: 'a.png',
      field: 'image',
    });
    expect(wrongField.status).toBe(400);
  });

  it('replaces a photo: the old one is deleted and its URL answers 404', async () => {
    const user = await createUser(app);
    const item = await createItem(app, user.session);
    const first = await uploadJson(user, photoPath(item), {
      bytes: PNG,
      type: 'image/png',
      name: 'a.png',
    });
    const second = await uploadJson(user, photoPath(item), {
      bytes: WEBP,
      type: 'image/webp',
      name: 'b.webp',
    });
    expect(second.body.photoUrl).not.toBe(first.body.photoUrl);
    expect((await fetchPhoto(user, first.body.photoUrl!)).status).toBe(404);
    expect((await fetchPhoto(user, second.body.photoUrl!)).status).toBe(200);
    expect(await storedPhotos(user.id)).toHaveLength(1);
  });

  it('removes a photo: the item has none and the old URL answers 404', async () => {
    const user = await createUser(app);
    const item = await createItem(app, user.session);
    const { body } = await uploadJson(user, photoPath(item), {
      bytes: JPEG,
      type: 'image/jpeg',
      name: 'a.jpg',
    });
    const response = await user.session.fetch(`${app.baseUrl}${photoPath(item)}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect((await fetchPhoto(user, body.photoUrl!)).status).toBe(404);
    const after = await requestJson<GearItemJson>(
      user.session,
      user.url(`/api/gear/items/${item.id}`),
    );
    expect(after.body.photoUrl).toBeNull();
    // Removing it again is fine: there is nothing left to remove.
    expect(
      (await user.session.fetch(`${app.baseUrl}${photoPath(item)}`, { method: 'DELETE' })).status,
    ).toBe(204);
  });

  it.each(['one at a time', 'in bulk'])(
    'deletes an item’s photo with the item, %s',
    async (how) => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      const { body } = await uploadJson(user, photoPath(item), {
        bytes: PNG,
        type: 'image/png',
        name: 'a.png',
      });
      const response =
        how === 'in bulk'
          ? await requestJson(user.session, user.url('/api/gear/items/bulk'), 'POST', {
              ids: [item.id],
              action: 'delete',
            })
          : await requestJson(user.session, user.url(`/api/gear/items/${item.id}`), 'DELETE');
      expect(response.status).toBeLessThan(300);
      expect((await fetchPhoto(user, body.photoUrl!)).status).toBe(404);
      expect(await storedPhotos(user.id)).toEqual([]);
    },
  );

  describe('another user’s', () => {
    let theirs: GearItemJson;
    beforeAll(async () => {
      theirs = await createItem(app, stranger.session);
      theirs = (
        await uploadJson(stranger, photoPath(theirs), {
          bytes: PNG,
          type: 'image/png',
          name: 'a.png',
        })
      ).body;
    });

    it('photo answers 404', async () => {
      const response = await fetchPhoto(owner, theirs.photoUrl!);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
      expect(await response.json()).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    });

    it('item answers 404 to an upload, whatever the file, and keeps its photo', async () => {
      for (const file of [
        { bytes: JPEG, type: 'image/jpeg', name: 'a.jpg' },
        { bytes: Buffer.from('text'), type: 'text/plain', name: 'a.txt' },
      ]) {
        const response = await upload(owner, photoPath(theirs), file);
        expect(response.status).toBe(404);
      }
      expect((await fetchPhoto(stranger, theirs.photoUrl!)).status).toBe(200);
    });

    it('item answers 404 to removing its photo, and keeps it', async () => {
      const response = await owner.session.fetch(`${app.baseUrl}${photoPath(theirs)}`, {
        method: 'DELETE',
      });
      expect(response.status).toBe(404);
      expect((await fetchPhoto(stranger, theirs.photoUrl!)).status).toBe(200);
    });
  });

  it('answers 404 for a photo or an item that does not exist', async () => {
    expect((await fetchPhoto(owner, `/api/photos/${randomUUID()}`)).status).toBe(404);
    const response = await upload(owner, photoPath({ id: randomUUID() }), {
      bytes: PNG,
      type: 'image/png',
      name: 'a.png',
    });
    expect(response.status).toBe(404);
  });

  it('answers 400 for malformed photo and item ids', async () => {
    expect((await fetchPhoto(owner, '/api/photos/not-a-uuid')).status).toBe(400);
    const response = await upload(owner, photoPath({ id: 'not-a-uuid' }), {
      bytes: PNG,
      type: 'image/png',
      name: 'a.png',
    });
    expect(response.status).toBe(400);
  });

  it('answers 401 to signed-out requests', async () => {
    const item = await createItem(app, owner.session);
    const { body } = await uploadJson(owner, photoPath(item), {
      bytes: PNG,
      type: 'image/png',
      name: 'a.png',
    });
    const signedOut = new HttpSession();
    expect(
      (await upload(signedOut, photoPath(item), { bytes: PNG, type: 'image/png', name: 'a.png' }))
        .status,
    ).toBe(401);
    expect(
      (await signedOut.fetch(`${app.baseUrl}${photoPath(item)}`, { method: 'DELETE' })).status,
    ).toBe(401);
    expect((await fetchPhoto(signedOut, body.photoUrl!)).status).toBe(401);
  });
});
