import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_POLICIES } from '@server/rate-limits/rate-limit-policies.js';
import { RateLimitsSweeper } from '@server/rate-limits/rate-limits.sweeper.js';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createItem, createUser, requestJson } from '@test/support/factories.js';
import type { HttpSession } from '@test/support/http-session.js';
import { pngOf } from '@test/support/images.js';
import { startSecondServer, type TestApp } from '@test/support/test-app.js';
import { csvOf, ownedRows } from './packs-import.helpers.js';
import {
  addLargePhotos,
  alreadyCalled,
  endWindow,
  nextLeaseRelease,
  openDownload,
  storedLeases,
  storedWindow,
} from './rate-limits.helpers.js';

const IMPORTS = RATE_LIMIT_POLICIES['csv-import'].calls;
const PREVIEWS = RATE_LIMIT_POLICIES['csv-import-preview'].calls;
const EXPORTS = RATE_LIMIT_POLICIES['account-export'].calls;
const GEAR_PHOTOS = RATE_LIMIT_POLICIES['gear-photo'].calls;
const AVATARS = RATE_LIMIT_POLICIES.avatar.calls;

interface ErrorJson {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

const upload = (
  session: HttpSession,
  url: string,
  method: string,
  field: string,
  bytes: Buffer,
) => {
  const form = new FormData();
  form.append(field, new Blob([bytes]), field === 'file' ? 'pack.csv' : 'photo.png');
  return session.fetch(url, { method, body: form });
};

const importCsv = (user: User, text: string | Buffer = csvOf('Tent,Shelter,,1,1,kg,,,,')) =>
  upload(user.session, user.url('/api/packs/import'), 'POST', 'file', Buffer.from(text));

const requestExport = (user: User) => user.session.fetch(user.url('/api/account/export'));

/** A whole export's status (its body read, so the response has ended). */
const exportStatus = async (user: User) => {
  const response = await requestExport(user);
  await response.arrayBuffer();
  return response.status;
};

/** A 429 in the API's error shape, with a Retry-After of whole seconds, at most `maxSeconds`. */
async function expectRateLimited(response: Response, maxSeconds: number, message: RegExp) {
  expect(response.status).toBe(429);
  const retryAfter = response.headers.get('retry-after') ?? '';
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  const body = (await response.json()) as ErrorJson;
  expect(body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.stringMatching(message) as string,
    code: 'RATE_LIMITED',
  });
}

describe('per-user limits on expensive calls', () => {
  const { app, restart } = setupApi({ users: 0 });

  describe('on the LighterPack import', () => {
    it('refuses the call after the last one allowed in the hour, with Retry-After, creating nothing', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS - 1);
      expect((await importCsv(user)).status, 'the last allowed import').toBe(201);
      const before = await ownedRows(app, user.id);

      await expectRateLimited(
        await importCsv(user),
        3600,
        /^Too many pack imports: 30 are allowed in 1 hour; try again in \d+ (minutes?|hours?)$/,
      );
      expect(await ownedRows(app, user.id)).toEqual(before);
    });

    it('refuses before reading the upload: a file over the size limit gets 429, not 413', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS);
      const tooLarge = Buffer.alloc(2 * 1024 * 1024, 'a');
      expect((await importCsv(user, tooLarge)).status).toBe(429);
    });

    it('counts previews on their own: a preview before each import leaves the imports whole', async () => {
      const user = await createUser(app);
      const csv = Buffer.from(csvOf('Tent,Shelter,,1,1,kg,,,,'));
      const preview = () =>
        upload(user.session, user.url('/api/packs/import/preview'), 'POST', 'file', csv);
      expect((await preview()).status).toBe(200);
      expect(await storedWindow(app, user.id, 'csv-import')).toBeUndefined();
      await alreadyCalled(app, user.id, 'csv-import-preview', PREVIEWS);
      await expectRateLimited(await preview(), 3600, /^Too many import previews: 60 are allowed/);
      expect((await importCsv(user)).status).toBe(201);
    });

    it('counts each user on their own', async () => {
      const limited = await createUser(app);
      const other = await createUser(app);
      await alreadyCalled(app, limited.id, 'csv-import', IMPORTS);
      expect((await importCsv(limited)).status).toBe(429);
      expect((await importCsv(other)).status).toBe(201);
    });

    it('counts every call let through, a refused file included', async () => {
      const user = await createUser(app);
      expect((await importCsv(user, 'not,a,lighterpack,file\n')).status).toBe(400);
      expect((await importCsv(user)).status).toBe(201);
      expect(await storedWindow(app, user.id, 'csv-import')).toMatchObject({ hits: 2 });
    });

    it('starts a new window once the hour is over', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS);
      expect((await importCsv(user)).status).toBe(429);

      await endWindow(app, user.id, 'csv-import');
      expect((await importCsv(user)).status).toBe(201);
      const window = await storedWindow(app, user.id, 'csv-import');
      expect(window?.hits).toBe(1);
      expect(window?.secondsLeft).toBeGreaterThan(3500);
    });

    it('lets exactly the calls left through when they come at once', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS - 3);
      const statuses = await Promise.all(
        Array.from({ length: 8 }, async () => (await importCsv(user)).status),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it('keeps the count in the database: a restarted server still refuses', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS - 1);
      expect((await importCsv(user)).status).toBe(201);

      await restart();
      expect((await importCsv(user)).status).toBe(429);
    });
  });

  it('limits gear photo uploads, keeping the item’s photo as it was', async () => {
    const user = await createUser(app);
    const item = await createItem(app, user.session, { name: 'Tent' });
    const path = user.url(`/api/gear/items/${item.id}/photo`);
    await alreadyCalled(app, user.id, 'gear-photo', GEAR_PHOTOS - 1);
    const last = await upload(user.session, path, 'PUT', 'photo', await pngOf(8, 8));
    expect(last.status, 'the last allowed upload').toBe(200);
    const { photoUrl } = (await last.json()) as { photoUrl: string };

    await expectRateLimited(
      await upload(user.session, path, 'PUT', 'photo', await pngOf(9, 9)),
      3600,
      /^Too many gear photo uploads: 120 are allowed in 1 hour/,
    );
    const { body } = await requestJson<{ photoUrl: string }>(
      user.session,
      user.url(`/api/gear/items/${item.id}`),
    );
    expect(body.photoUrl).toBe(photoUrl);
    const [{ photos }] = await app.app
      .get(DataSource)
      .query<[{ photos: number }]>(
        `SELECT count(*)::int AS photos FROM photos WHERE owner_id = $1`,
        [user.id],
      );
    expect(photos).toBe(1);
  });

  it('limits avatar uploads, keeping the avatar as it was', async () => {
    const user = await createUser(app);
    const path = user.url('/api/account/avatar');
    await alreadyCalled(app, user.id, 'avatar', AVATARS - 1);
    const last = await upload(user.session, path, 'PUT', 'photo', await pngOf(8, 8));
    expect(last.status, 'the last allowed upload').toBe(200);
    const { avatarUrl } = (await last.json()) as { avatarUrl: string };

    await expectRateLimited(
      await upload(user.session, path, 'PUT', 'photo', await pngOf(9, 9)),
      3600,
      /^Too many avatar uploads: 20 are allowed in 1 hour/,
    );
    const { body } = await requestJson<{ avatarUrl: string }>(
      user.session,
      user.url('/api/account'),
    );
    expect(body.avatarUrl).toBe(avatarUrl);
  });

  it('limits account exports', async () => {
    const user = await createUser(app);
    await alreadyCalled(app, user.id, 'account-export', EXPORTS - 1);
    expect(await exportStatus(user), 'the last allowed export').toBe(200);
    await expectRateLimited(
      await requestExport(user),
      3600,
      /^Too many account exports: 20 are allowed in 1 hour/,
    );
    // The refused export took the one-at-a-time lease first, and gave it back.
    expect(await storedLeases(app, user.id)).toEqual([]);
  });

  describe('one account export at a time', () => {
    let user: User;
    beforeAll(async () => {
      user = await createUser(app);
      // About 32 MB of JSON: more than the sockets hold while the client does not read.
      await addLargePhotos(app, user.id, 6);
    });

    it('refuses a second export while the first is still being sent, and allows one after', async () => {
      const first = await openDownload(app, user, '/api/account/export');
      expect(first.status).toBe(200);
      expect(await storedLeases(app, user.id)).toMatchObject([{ action: 'account-export' }]);

      await expectRateLimited(
        await requestExport(user),
        60,
        /^Another of your account exports is still running/,
      );
      // Waiting for the running export does not use up the hour's exports.
      expect(await storedWindow(app, user.id, 'account-export')).toMatchObject({ hits: 1 });

      // Given back before the last bytes go out: the next export can follow at once.
      await first.finish();
      expect(await storedLeases(app, user.id)).toEqual([]);
      expect(await exportStatus(user)).toBe(200);
      expect(await exportStatus(user)).toBe(200);
    });

    it('gives the lease back when the client goes away mid-export', async () => {
      const first = await openDownload(app, user, '/api/account/export');
      expect(first.status).toBe(200);
      const released = nextLeaseRelease(app);
      first.abort();
      await released;
      expect(await storedLeases(app, user.id)).toEqual([]);
      expect(await exportStatus(user)).toBe(200);
    });

    it('lets the lease of a server that crashed mid-export lapse', async () => {
      const other = await createUser(app);
      const db = app.app.get(DataSource);
      // Another server's export, alive a minute more unless it renews it.
      await db.query(
        `INSERT INTO rate_limit_leases (owner_id, action, holder, expires_at)
         VALUES ($1, 'account-export', gen_random_uuid(), now() + interval '60 seconds')`,
        [other.id],
      );
      await expectRateLimited(await requestExport(other), 60, /still running/);

      // That server died: nobody renewed the lease, and its minute has gone by.
      await db.query(
        `UPDATE rate_limit_leases SET expires_at = now() - interval '1 second' WHERE owner_id = $1`,
        [other.id],
      );
      expect(await exportStatus(other)).toBe(200);
    });
  });

  it('sweeps ended windows and lapsed leases, keeping the live ones', async () => {
    const [ended, live] = [await createUser(app), await createUser(app)];
    const db = app.app.get(DataSource);
    await db.query(
      `INSERT INTO rate_limits (owner_id, action, hits, resets_at) VALUES
         ($1, 'avatar', 3, now() - interval '1 second'), ($2, 'avatar', 3, now() + interval '1 hour')`,
      [ended.id, live.id],
    );
    await db.query(
      `INSERT INTO rate_limit_leases (owner_id, action, holder, expires_at) VALUES
         ($1, 'account-export', gen_random_uuid(), now() - interval '1 second'),
         ($2, 'account-export', gen_random_uuid(), now() + interval '1 minute')`,
      [ended.id, live.id],
    );

    await app.app.get(RateLimitsSweeper).sweep();
    expect(await storedWindow(app, ended.id, 'avatar')).toBeUndefined();
    expect(await storedWindow(app, live.id, 'avatar')).toMatchObject({ hits: 3 });
    expect(await storedLeases(app, ended.id)).toEqual([]);
    expect(await storedLeases(app, live.id)).toHaveLength(1);
  });
  // The embedded database belongs to one process: only PostgreSQL can be shared.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('on two servers sharing one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await startSecondServer(app);
    });
    afterAll(() => second.stop());

    /** The same user, signed in with the same session, calling the second server. */
    const onSecond = (user: User): User => {
      const sid = user.session.cookie(app.baseUrl, SESSION_COOKIE) ?? '';
      user.session.setCookie(second.baseUrl, SESSION_COOKIE, sid);
      return { ...user, url: (path: string) => `${second.baseUrl}${path}` };
    };

    it('counts a user’s calls on both against one limit', async () => {
      const user = await createUser(app);
      await alreadyCalled(app, user.id, 'csv-import', IMPORTS - 1);
      expect((await importCsv(user)).status, 'the last allowed import, on the first').toBe(201);
      expect((await importCsv(onSecond(user))).status).toBe(429);
    });

    it('refuses an export on one while the user’s export runs on the other', async () => {
      const user = await createUser(app);
      await addLargePhotos(app, user.id, 6);
      const first = await openDownload(app, user, '/api/account/export');
      expect(first.status).toBe(200);
      await expectRateLimited(await requestExport(onSecond(user)), 60, /still running/);
      await first.finish();
      expect(await exportStatus(onSecond(user))).toBe(200);
    });
  });
});
