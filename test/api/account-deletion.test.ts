import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApi, type User } from '@test/support/api-fixture.js';
import { createUser, requestJson } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { newAccountValues, postCallback, signUp, walkToCallback } from '@test/support/sign-in.js';
import { ownedRowCounts, ownedTables, seedLibrary } from './account.helpers.js';

interface ErrorJson {
  code?: string;
  message: string;
  errors?: { field: string; message: string }[];
}

describe('deleting an account', () => {
  const { app } = setupApi({ users: 0 });
  let db: DataSource;
  beforeAll(() => {
    db = app.app.get(DataSource);
  });

  const deleteAccount = (session: HttpSession, confirmation: unknown) =>
    requestJson<ErrorJson | null>(session, `${app.baseUrl}/api/account/delete`, 'POST', {
      confirmation,
    });
  const me = (session: HttpSession) => requestJson(session, `${app.baseUrl}/api/auth/me`);
  const emailOf = async (user: User) =>
    (await requestJson<{ email: string }>(user.session, user.url('/api/account'))).body.email;
  const sessionsOf = async (userId: string) =>
    (
      await db.query<{ count: number }[]>(
        `SELECT COUNT(*)::int AS count FROM sessions WHERE sess->>'userId' = $1`,
        [userId],
      )
    )[0]?.count;
  const providerAccount = (email: string) =>
    db.query<{ id: string }[]>(`SELECT id FROM provider_accounts WHERE lower(email) = lower($1)`, [
      email,
    ]);
  const providerRecordsOf = async (accountId: string) =>
    (
      await db.query<{ count: number }[]>(
        `SELECT COUNT(*)::int AS count FROM provider_records
         WHERE payload->>'accountId' = $1 OR payload->'session'->>'accountId' = $1`,
        [accountId],
      )
    )[0]?.count;

  it.each([
    ['a wrong address', 'someone@example.com'],
    ['the address in another case', 'UPPER'],
    ['an empty string', ''],
    ['only spaces', '   '],
  ])('refuses %s with 400 by the confirmation field, deleting nothing', async (_what, typed) => {
    const user = await createUser(app);
    await seedLibrary(app, user.session);
    const before = await ownedRowCounts(app, user.id);
    const email = await emailOf(user);
    const confirmation = typed === 'UPPER' ? email.toUpperCase() : typed;
    const { status, body } = await deleteAccount(user.session, confirmation);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'CONFIRMATION_MISMATCH',
      message: 'Type your email address or username exactly as shown to confirm',
      errors: [{ field: 'confirmation' }],
    });
    expect((await me(user.session)).status).toBe(200);
    expect(await ownedRowCounts(app, user.id)).toEqual(before);
  });

  it('refuses a missing or non-text confirmation, naming the field', async () => {
    const user = await createUser(app);
    for (const body of [{}, { confirmation: 42 }, { confirmation: null }]) {
      const response = await requestJson<ErrorJson>(
        user.session,
        user.url('/api/account/delete'),
        'POST',
        body,
      );
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.field).toBe('confirmation');
    }
    expect((await me(user.session)).status).toBe(200);
  });

  it('deletes every row the user owns, their sessions and their sign-in, in one go', async () => {
    const { session, me: signedIn, account } = await signUp(app.baseUrl);
    const user: User = { session, id: signedIn.userId, url: (path) => `${app.baseUrl}${path}` };
    const library = await seedLibrary(app, session);
    await requestJson(session, user.url('/api/account'), 'PATCH', {
      username: 'leaving-soon',
      profilePublic: true,
    });
    // The same person signed in in a second browser.
    const elsewhere = new HttpSession();
    const { code } = await walkToCallback(elsewhere, app.baseUrl, { account, existing: true });
    expect((await postCallback(elsewhere, app.baseUrl, code)).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(2);
    const [provider] = await providerAccount(account.email);
    expect(provider).toBeDefined();

    // Someone else's things must survive it.
    const other = await createUser(app);
    await seedLibrary(app, other.session);
    const othersBefore = await ownedRowCounts(app, other.id);

    const before = await ownedRowCounts(app, user.id);
    for (const table of [
      'gear_categories',
      'gear_items',
      'photos',
      'bundles',
      'bundle_items',
      'packs',
      'pack_categories',
      'pack_lines',
    ]) {
      expect(before[table], `${table} before`).toBeGreaterThan(0);
    }

    const response = await session.fetch(user.url('/api/account/delete'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirmation: ` ${account.email} ` }),
    });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('packtrail.sid='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);

    const after = await ownedRowCounts(app, user.id);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after)).toEqual(await ownedTables(app));
    expect(await db.query(`SELECT id FROM users WHERE id = $1`, [user.id])).toEqual([]);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await providerAccount(account.email)).toEqual([]);
    expect(await providerRecordsOf(provider!.id)).toBe(0);

    // Both browsers are signed out; the photos and the public profile are gone.
    expect((await me(session)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await requestJson(other.session, other.url(library.tent.photoUrl))).status).toBe(404);
    expect(
      (await requestJson(new HttpSession(), user.url('/api/public/users/leaving-soon'))).status,
    ).toBe(404);
    expect(await ownedRowCounts(app, other.id)).toEqual(othersBefore);

    // The email address is free again: signing up with it makes a new, empty account.
    const again = await signUp(app.baseUrl, newAccountValues({ email: account.email }));
    expect(again.me.userId).not.toBe(user.id);
    const items = await requestJson<{ items: unknown[] }>(
      again.session,
      user.url('/api/gear/items'),
    );
    expect(items.body.items).toEqual([]);
  });

  it('deletes nothing at all when one step fails: sessions and sign-in stay too', async () => {
    const { session, me: signedIn, account } = await signUp(app.baseUrl);
    await seedLibrary(app, session);
    const before = await ownedRowCounts(app, signedIn.userId);
    // The last step (the users row) fails, after the sessions and the sign-in were deleted.
    await db.query(`
      CREATE FUNCTION refuse_user_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await db.query(
      `CREATE TRIGGER refuse_user_delete BEFORE DELETE ON users FOR EACH ROW
       WHEN (OLD.id = '${signedIn.userId}') EXECUTE FUNCTION refuse_user_delete()`,
    );
    try {
      const { status } = await deleteAccount(session, account.email);
      expect(status).toBe(500);
    } finally {
      await db.query(`DROP TRIGGER refuse_user_delete ON users`);
      await db.query(`DROP FUNCTION refuse_user_delete()`);
    }
    expect(await ownedRowCounts(app, signedIn.userId)).toEqual(before);
    expect(await sessionsOf(signedIn.userId)).toBe(1);
    expect(await providerAccount(account.email)).toHaveLength(1);
    expect((await me(session)).status).toBe(200);
  });

  it('accepts the username as the confirmation', async () => {
    const user = await createUser(app);
    await requestJson(user.session, user.url('/api/account'), 'PATCH', { username: 'by-username' });
    const { status } = await deleteAccount(user.session, 'by-username');
    expect(status).toBe(204);
    expect(await db.query(`SELECT id FROM users WHERE id = $1`, [user.id])).toEqual([]);
  });

  it('leaves an external provider’s account alone (it is not ours to delete)', async () => {
    const { session, me: signedIn, account } = await signUp(app.baseUrl);
    await db.query(`UPDATE users SET identity_issuer = 'https://id.example.com' WHERE id = $1`, [
      signedIn.userId,
    ]);
    expect((await deleteAccount(session, account.email)).status).toBe(204);
    expect(await db.query(`SELECT id FROM users WHERE id = $1`, [signedIn.userId])).toEqual([]);
    expect(await providerAccount(account.email)).toHaveLength(1);
  });

  it('answers 401 once the account is gone, and to a visitor', async () => {
    const user = await createUser(app);
    const email = await emailOf(user);
    expect((await deleteAccount(user.session, email)).status).toBe(204);
    expect((await deleteAccount(user.session, email)).status).toBe(401);
    expect((await deleteAccount(new HttpSession(), email)).status).toBe(401);
  });
});
