import { intToRGBA, Jimp } from 'jimp';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createUser, requestJson } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { largeJpeg } from '@test/support/images.js';

interface AccountJson {
  avatarUrl: string | null;
  me: { avatarUrl?: string };
}

/** A 40 × 20 WebP: its left half red, its right half blue (made with libwebp). */
const WEBP_RED_BLUE = Buffer.from(
  'UklGRnoAAABXRUJQVlA4IG4AAABwBQCdASooABQAPjEUhkMiIQwFVBABglADxU+AfgBwgXYDBAfgBXf+6Af1UBoeJYL4TssAAP7xlY//+a/HDyc///U6fU6fU6eps5GP2Zi08PqcjUeSeH0+e9uuh09O1iRFHeYdC3vwE8aA/AAAAA==',
  'base64',
);

/** An opaque image in one colour, as PNG or JPEG. */
async function solidImage(
  width: number,
  height: number,
  type: 'image/png' | 'image/jpeg',
  color = 0x2f855aff,
): Promise<Buffer> {
  const image = new Jimp({ width, height, color });
  return type === 'image/png' ? image.getBuffer('image/png') : image.getBuffer('image/jpeg');
}

/** A PNG whose header claims `width` × `height` (image-size reads only the header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage(2, 2, 'image/png'));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('the account avatar', () => {
  // The phone photo is encoded before the app starts (this hook runs before setupApi's). Encoding
  // blocks the process for seconds, the app's included: an idle keep-alive connection's timer,
  // overdue by then, closed it under the next request (ECONNRESET on a loaded machine).
  let phonePhoto: Buffer;
  beforeAll(async () => {
    phonePhoto = await largeJpeg(3000, 2000, 0.6);
  }, 180_000); // Jimp encodes in JavaScript: seconds alone, minutes on a loaded two-core machine.
  const { app, stranger } = setupApi();

  const upload = (
    session: HttpSession,
    bytes: Buffer,
    name: string,
    type: string,
    field = 'photo',
  ) => {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    return session.fetch(`${app.baseUrl}/api/account/avatar`, { method: 'PUT', body: form });
  };
  const uploadJson = async <T = AccountJson>(
    user: User,
    bytes: Buffer,
    name: string,
    type: string,
  ) => {
    const response = await upload(user.session, bytes, name, type);
    return { status: response.status, body: (await response.json()) as T };
  };
  const fetchImage = (session: HttpSession, url: string) => session.fetch(`${app.baseUrl}${url}`);
  const avatarOf = async (user: User) =>
    (await requestJson<AccountJson>(user.session, user.url('/api/account'))).body.avatarUrl;
  const photoRows = (ownerId: string) =>
    app.app
      .get(DataSource)
      .query<{ id: string; content_type: string; width: number; height: number }[]>(
        'SELECT id, content_type, width, height FROM photos WHERE owner_id = $1',
        [ownerId],
      );

  it('stores an upload as a 256 × 256 JPEG, served to its owner with long caching', async () => {
    const user = await createUser(app);
    const bytes = await solidImage(640, 400, 'image/png');
    const { status, body } = await uploadJson(user, bytes, 'me.png', 'image/png');
    expect(status).toBe(200);
    expect(body.avatarUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
    expect(body.me.avatarUrl).toBe(body.avatarUrl);

    const image = await fetchImage(user.session, body.avatarUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const stored = await Jimp.read(Buffer.from(await image.arrayBuffer()));
    expect([stored.width, stored.height]).toEqual([256, 256]);
    expect(await photoRows(user.id)).toEqual([
      expect.objectContaining({ content_type: 'image/jpeg', width: 256, height: 256 }),
    ]);
    const me = await requestJson<{ avatarUrl?: string }>(user.session, user.url('/api/auth/me'));
    expect(me.body.avatarUrl).toBe(body.avatarUrl);
  });

  it('takes a phone photo of several megabytes as it was taken, stored at 256 × 256', async () => {
    const bytes = phonePhoto;
    const user = await createUser(app);
    expect(bytes.length).toBeGreaterThan(5 * 1024 * 1024);
    const { status, body } = await uploadJson(user, bytes, 'IMG_0002.jpg', 'image/jpeg');
    expect(status).toBe(200);
    expect(await photoRows(user.id)).toEqual([
      expect.objectContaining({ content_type: 'image/jpeg', width: 256, height: 256 }),
    ]);
    expect(body.avatarUrl).toMatch(/^\/api\/photos\//);
  });

  it('keeps a transparent PNG a PNG, so the transparency survives', async () => {
    const user = await createUser(app);
    const image = new Jimp({ width: 300, height: 300, color: 0x00000000 });
    const { body } = await uploadJson(
      user,
      await image.getBuffer('image/png'),
      'a.png',
      'image/png',
    );
    const served = await fetchImage(user.session, body.avatarUrl!);
    expect(served.headers.get('content-type')).toBe('image/png');
    const stored = await Jimp.read(Buffer.from(await served.arrayBuffer()));
    expect(stored.hasAlpha()).toBe(true);
  });

  it('crops the middle of a WebP to a square (cover), upscaling a small one', async () => {
    const user = await createUser(app);
    const { status, body } = await uploadJson(user, WEBP_RED_BLUE, 'me.webp', 'image/webp');
    expect(status).toBe(200);
    const served = await fetchImage(user.session, body.avatarUrl!);
    const stored = await Jimp.read(Buffer.from(await served.arrayBuffer()));
    expect([stored.width, stored.height]).toEqual([256, 256]);
    // The middle 20 × 20 of the 40 × 20 image: red on the left edge, blue on the right.
    const left = intToRGBA(stored.getPixelColor(8, 128));
    const right = intToRGBA(stored.getPixelColor(247, 128));
    expect(left.r).toBeGreaterThan(150);
    expect(left.b).toBeLessThan(100);
    expect(right.b).toBeGreaterThan(150);
    expect(right.r).toBeLessThan(100);
  });

  it('takes a JPEG named .png and declared as text: the bytes decide', async () => {
    const user = await createUser(app);
    const bytes = await solidImage(500, 300, 'image/jpeg');
    const { status } = await uploadJson(user, bytes, 'notes.png', 'text/plain');
    expect(status).toBe(200);
  });

  it('replaces the avatar: the old photo is deleted and its address answers 404', async () => {
    const user = await createUser(app);
    const first = await uploadJson(
      user,
      await solidImage(300, 300, 'image/png'),
      'a.png',
      'image/png',
    );
    const second = await uploadJson(
      user,
      await solidImage(300, 300, 'image/jpeg'),
      'b.jpg',
      'image/jpeg',
    );
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect((await fetchImage(user.session, first.body.avatarUrl!)).status).toBe(404);
    expect((await fetchImage(user.session, second.body.avatarUrl!)).status).toBe(200);
    expect(await photoRows(user.id)).toHaveLength(1);
  });

  describe('a bad file is refused and the old avatar stays', () => {
    let user: User;
    let avatarUrl: string;
    beforeAll(async () => {
      user = await createUser(app);
      const { body } = await uploadJson(
        user,
        await solidImage(300, 300, 'image/png'),
        'a.png',
        'image/png',
      );
      avatarUrl = body.avatarUrl!;
    });

    const stillThere = async () => {
      expect(await avatarOf(user)).toBe(avatarUrl);
      expect((await fetchImage(user.session, avatarUrl)).status).toBe(200);
      expect(await photoRows(user.id)).toHaveLength(1);
    };

    it.each([
      [
        'a text file named avatar.png',
        Buffer.from('not a picture at all'),
        'avatar.png',
        'image/png',
      ],
      ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'a.gif', 'image/gif'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'a.svg',
        'image/svg+xml',
      ],
    ])('%s: 400 UNSUPPORTED_IMAGE by the photo field', async (_what, bytes, name, type) => {
      const response = await upload(user.session, bytes, name, type);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'UNSUPPORTED_IMAGE',
        message: 'The photo must be a JPEG, PNG or WebP image',
        errors: [{ field: 'photo' }],
      });
      await stillThere();
    });

    it('a PNG whose pixels are garbage: 400 UNSUPPORTED_IMAGE once decoding fails', async () => {
      const png = Buffer.from(await solidImage(64, 64, 'image/png'));
      png.fill(0x55, 40, png.length - 12);
      const response = await upload(user.session, png, 'broken.png', 'image/png');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'UNSUPPORTED_IMAGE',
        errors: [{ field: 'photo' }],
      });
      await stillThere();
    });

    it('an image of more than 40 megapixels: 400 IMAGE_TOO_LARGE, never decoded', async () => {
      const response = await upload(
        user.session,
        await pngClaiming(10_000, 10_000),
        'huge.png',
        'image/png',
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        errors: [{ field: 'photo' }],
      });
      await stillThere();
    });

    it('a file over 25 MB: 413 FILE_TOO_LARGE', async () => {
      const bytes = Buffer.concat([
        await solidImage(10, 10, 'image/png'),
        Buffer.alloc(25 * 1024 * 1024),
      ]);
      const response = await upload(user.session, bytes, 'big.png', 'image/png');
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
      await stillThere();
    });

    it('no file, or one in another field: 400 naming photo', async () => {
      const empty = await user.session.fetch(`${app.baseUrl}/api/account/avatar`, {
        method: 'PUT',
        body: new FormData(),
      });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ errors: [{ field: 'photo' }] });
      const wrongField = await upload(
        user.session,
        await solidImage(9, 9, 'image/png'),
        'a.png',
        'image/png',
        'file',
      );
      expect(wrongField.status).toBe(400);
      await stillThere();
    });
  });

  it('removes the avatar: none is shown, the photo is deleted, removing again is fine', async () => {
    const user = await createUser(app);
    const { body } = await uploadJson(
      user,
      await solidImage(200, 200, 'image/jpeg'),
      'a.jpg',
      'image/jpeg',
    );
    const removed = await requestJson<AccountJson>(
      user.session,
      user.url('/api/account/avatar'),
      'DELETE',
    );
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect(removed.body.me).not.toHaveProperty('avatarUrl');
    expect((await fetchImage(user.session, body.avatarUrl!)).status).toBe(404);
    expect(await photoRows(user.id)).toEqual([]);
    const again = await requestJson<AccountJson>(
      user.session,
      user.url('/api/account/avatar'),
      'DELETE',
    );
    expect(again.status).toBe(200);
  });

  it('is never shown to anyone else: another user and a visitor get 404 and 401', async () => {
    const user = await createUser(app);
    const { body } = await uploadJson(
      user,
      await solidImage(200, 200, 'image/png'),
      'a.png',
      'image/png',
    );
    const theirs = await fetchImage(stranger.session, body.avatarUrl!);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    expect((await fetchImage(new HttpSession(), body.avatarUrl!)).status).toBe(401);
    // Another user's upload or removal touches only their own avatar.
    await requestJson(stranger.session, stranger.url('/api/account/avatar'), 'DELETE');
    expect(await avatarOf(user)).toBe(body.avatarUrl);
  });

  it('answers 401 to a visitor’s upload', async () => {
    const response = await upload(
      new HttpSession(),
      await solidImage(9, 9, 'image/png'),
      'a.png',
      'image/png',
    );
    expect(response.status).toBe(401);
  });
});
