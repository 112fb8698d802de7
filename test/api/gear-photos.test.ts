import { randomUUID } from 'node:crypto';
import { intToRGBA } from 'jimp';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageQueueFullException } from '@server/photos/images/image.errors.js';
import { ImageWorkerPool } from '@server/photos/images/image-worker-pool.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createItem, createUser, requestJson, type GearItemJson } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import {
  decodeImage,
  gpsLatitudeBytes,
  jpegWithExif,
  largeJpeg,
  pngClaiming,
  pngHeaderOnly,
  pngOf,
  redLeftBlueRight,
  solidImage,
  type ExifTags,
} from '@test/support/images.js';

/** Small valid images, 1 x 1 pixel each. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from(await solidImage(1, 1).getBuffer('image/jpeg'));
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
  field?: string;
}

describe('gear item photos', () => {
  let phonePhoto: Buffer;
  beforeAll(async () => {
    // Encoded before the app starts: seconds of encoding would outlast its idle connections.
    phonePhoto = await largeJpeg(6000, 4000, 0.45);
  }, 180_000); // Jimp encodes in JavaScript: seconds alone, minutes on a loaded two-core machine.
  const { app, owner, stranger } = setupApi();

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
  ])(
    'stores %s re-encoded as WebP and serves it to its owner',
    async (_what, bytes, type, name) => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      const { status, body } = await uploadJson(user, photoPath(item), { bytes, type, name });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: item.id, name: item.name });
      expect(body.photoUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);

      const photo = await fetchPhoto(user, body.photoUrl!);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(photo.headers.get('content-disposition')).toBe('inline');
      const served = await decodeImage(Buffer.from(await photo.arrayBuffer()));
      expect([served.width, served.height]).toEqual([1, 1]);
      expect(await storedPhotos(user.id)).toEqual([
        { content_type: 'image/webp', width: 1, height: 1 },
      ]);
      expect(
        (await requestJson<GearItemJson>(user.session, user.url(`/api/gear/items/${item.id}`))).body
          .photoUrl,
      ).toBe(body.photoUrl);
    },
  );

  it('takes a PNG named .jpg and declared image/jpeg: the bytes decide', async () => {
    const item = await createItem(app, owner.session);
    const { status, body } = await uploadJson(owner, photoPath(item), {
      bytes: PNG,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(status).toBe(200);
    const photo = await fetchPhoto(owner, body.photoUrl!);
    expect(photo.headers.get('content-type')).toBe('image/webp');
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

  it('refuses a file over 25 MB with 413 FILE_TOO_LARGE, saying the limit', async () => {
    const item = await createItem(app, owner.session);
    const bytes = Buffer.concat([PNG, Buffer.alloc(25 * 1024 * 1024 + 1)]);
    const response = await upload(owner, photoPath(item), {
      bytes,
      type: 'image/png',
      name: 'big.png',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The photo is over 25 MB',
    });
    expect(
      (await requestJson<GearItemJson>(owner.session, owner.url(`/api/gear/items/${item.id}`))).body
        .photoUrl,
    ).toBeNull();
  });

  it('takes a 20 MB, 6000 × 4000 phone photo, stores it at 2048 px and answers others meanwhile', async () => {
    const user = await createUser(app);
    const item = await createItem(app, user.session);
    const bytes = phonePhoto;
    expect(bytes.length).toBeGreaterThan(15 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(25 * 1024 * 1024);
    // Watches the worker: other requests, database ones included, are answered while it decodes.
    let started!: () => void;
    const processing = new Promise<void>((resolve) => (started = resolve));
    let processed = false;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to its own instance below
    const run = ImageWorkerPool.prototype.run;
    vi.spyOn(ImageWorkerPool.prototype, 'run').mockImplementation(function (
      this: ImageWorkerPool,
      ...args
    ) {
      started();
      return run.apply(this, args).finally(() => (processed = true));
    });
    const uploaded = uploadJson(user, photoPath(item), {
      bytes,
      type: 'image/jpeg',
      name: 'IMG_0001.jpg',
    });
    await Promise.race([processing, uploaded]);
    const other = await requestJson(user.session, user.url(`/api/gear/items/${item.id}`));
    expect(other.status).toBe(200);
    expect(processed).toBe(false);
    const { status } = await uploaded;
    vi.restoreAllMocks();
    expect(status).toBe(200);
    expect(await storedPhotos(user.id)).toEqual([
      { content_type: 'image/webp', width: 2048, height: 1365 },
    ]);
  });

  describe('is decoded, not just sniffed', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });
    const itemPhotoUrl = async (user: User, item: { id: string }) =>
      (await requestJson<GearItemJson>(user.session, user.url(`/api/gear/items/${item.id}`))).body
        .photoUrl;
    const servedBytes = async (user: User, url: string) =>
      Buffer.from(await (await fetchPhoto(user, url)).arrayBuffer());

    it.each([
      ['a PNG cut short in its pixel data', async () => (await pngOf(64, 48)).subarray(0, 60)],
      ['a 33-byte PNG: signature and header only', () => pngHeaderOnly()],
    ])('refuses %s with 400 UNSUPPORTED_IMAGE', async (_what, make) => {
      const item = await createItem(app, owner.session);
      const response = await upload(owner, photoPath(item), {
        bytes: await make(),
        type: 'image/png',
        name: 'photo.png',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'UNSUPPORTED_IMAGE',
        errors: [{ field: 'photo' }],
      });
      expect(await itemPhotoUrl(owner, item)).toBeNull();
    });

    it('refuses a PNG declaring 100,000 × 100,000 pixels from its header, never decoding it', async () => {
      const item = await createItem(app, owner.session);
      const decoding = vi.spyOn(ImageWorkerPool.prototype, 'run');
      const response = await upload(owner, photoPath(item), {
        bytes: await pngClaiming(100_000, 100_000),
        type: 'image/png',
        name: 'huge.png',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        errors: [{ field: 'photo' }],
      });
      expect(decoding).not.toHaveBeenCalled();
      expect(await itemPhotoUrl(owner, item)).toBeNull();
    });

    it('answers 503 with Retry-After when too many photos wait to be processed', async () => {
      const item = await createItem(app, owner.session);
      vi.spyOn(ImageWorkerPool.prototype, 'run').mockRejectedValueOnce(
        new ImageQueueFullException(),
      );
      const response = await upload(owner, photoPath(item), {
        bytes: PNG,
        type: 'image/png',
        name: 'photo.png',
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ statusCode: 503, code: 'IMAGE_QUEUE_FULL' });
      expect(await itemPhotoUrl(owner, item)).toBeNull();
    });

    it('takes a PNG with a script appended but stores only the re-encoded picture', async () => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      const script = '<script>alert(document.cookie)</script>';
      const bytes = Buffer.concat([await pngOf(30, 20), Buffer.from(script)]);
      const { status, body } = await uploadJson(user, photoPath(item), {
        bytes,
        type: 'image/png',
        name: 'photo.png',
      });
      expect(status).toBe(200);
      const served = await servedBytes(user, body.photoUrl!);
      expect(served.includes('<script>')).toBe(false);
      const image = await decodeImage(served);
      expect([image.width, image.height]).toEqual([30, 20]);
      expect(await storedPhotos(user.id)).toEqual([
        { content_type: 'image/webp', width: 30, height: 20 },
      ]);
    });

    it('stores a phone photo upright and without its EXIF (no GPS position)', async () => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      // Taken with the phone turned: the sensor's 40 × 20 is shown 20 wide and 40 tall.
      const tags: ExifTags = { orientation: 6, latitude: [45, 49, 3012], longitude: [6, 51, 4500] };
      const bytes = await jpegWithExif(redLeftBlueRight(40, 20), tags);
      expect(bytes.includes(gpsLatitudeBytes(tags))).toBe(true);
      const { status, body } = await uploadJson(user, photoPath(item), {
        bytes,
        type: 'image/jpeg',
        name: 'IMG_0001.jpg',
      });
      expect(status).toBe(200);

      const served = await servedBytes(user, body.photoUrl!);
      expect(served.includes('Exif')).toBe(false);
      expect(served.includes(gpsLatitudeBytes(tags))).toBe(false);
      const image = await decodeImage(served);
      expect([image.width, image.height]).toEqual([20, 40]);
      // Turned a quarter clockwise: the red left half is now on top.
      const top = intToRGBA(image.getPixelColor(10, 5));
      const bottom = intToRGBA(image.getPixelColor(10, 34));
      expect(top.r).toBeGreaterThan(150);
      expect(top.b).toBeLessThan(100);
      expect(bottom.b).toBeGreaterThan(150);
      expect(bottom.r).toBeLessThan(100);
      expect(await storedPhotos(user.id)).toEqual([
        { content_type: 'image/webp', width: 20, height: 40 },
      ]);
    });

    it('scales a photo larger than 2048 px down to 2048 on its longer edge', async () => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      const { status, body } = await uploadJson(user, photoPath(item), {
        bytes: await pngOf(3000, 1200),
        type: 'image/png',
        name: 'panorama.png',
      });
      expect(status).toBe(200);
      const image = await decodeImage(await servedBytes(user, body.photoUrl!));
      expect([image.width, image.height]).toEqual([2048, 819]);
      expect(await storedPhotos(user.id)).toEqual([
        { content_type: 'image/webp', width: 2048, height: 819 },
      ]);
    });

    it('keeps the transparency of a transparent PNG', async () => {
      const user = await createUser(app);
      const item = await createItem(app, user.session);
      const { body } = await uploadJson(user, photoPath(item), {
        bytes: await pngOf(40, 40, 0x00000000),
        type: 'image/png',
        name: 'cut-out.png',
      });
      const image = await decodeImage(await servedBytes(user, body.photoUrl!));
      expect(intToRGBA(image.getPixelColor(20, 20)).a).toBe(0);
    });
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
