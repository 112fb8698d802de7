import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { HttpSession } from '@test/support/http-session.js';
import { loginUrl, signUp } from '@test/support/sign-in.js';

describe('sessions behind a TLS-terminating proxy', () => {
  const { app } = setupApi({ env: { TRUST_PROXY: 'loopback' }, users: 0 });

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const session = new HttpSession({ 'X-Forwarded-Proto': 'https' });
    const response = await session.fetch(`${app.baseUrl}/api/auth/login-url`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('packtrail.sid='));
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});

describe('the session store', () => {
  const { app, restart } = setupApi({ users: 0 });

  it('keeps sessions in the sessions table and prunes the expired ones', async () => {
    const { me } = await signUp(app.baseUrl);
    const db = app.app.get(DataSource);
    const rows = await db.query<{ sid: string }[]>(
      `SELECT sid FROM sessions WHERE sess->>'userId' = $1`,
      [me.userId],
    );
    expect(rows).toHaveLength(1);
    await db.query(
      `INSERT INTO sessions (sid, sess, expire) VALUES ('stale', '{"cookie":{}}', now() - interval '1 day')`,
    );
    await app.sessions.prune();
    const left = await db.query<{ sid: string }[]>(`SELECT sid FROM sessions ORDER BY sid`);
    expect(left.map((row) => row.sid)).toEqual([rows[0]?.sid]);
  });

  it('keeps a signed-in session across a restart of the server', async () => {
    const { session } = await signUp(app.baseUrl);
    await restart();
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
  });
});

describe('sessions before sign-in', () => {
  const { app } = setupApi({ users: 0 });
  let db: DataSource;
  beforeAll(() => {
    db = app.app.get(DataSource);
  });

  const rowCount = async (): Promise<number> =>
    Number((await db.query<{ count: string }[]>(`SELECT count(*) FROM sessions`))[0]?.count);

  /** The session id in a session's cookie (`s:<id>.<signature>`). */
  const sessionId = (session: HttpSession): string => {
    const cookie = decodeURIComponent(session.cookie(app.baseUrl, 'packtrail.sid') ?? '');
    return cookie.slice(2, cookie.lastIndexOf('.'));
  };

  // Ten minutes, and one for the database's clock against the server's.
  const PRE_SIGN_IN_SECONDS = 11 * 60;

  /** Seconds from now until the session's row expires. */
  const secondsLeft = async (session: HttpSession): Promise<number> => {
    const [row] = await db.query<{ seconds: number }[]>(
      `SELECT extract(epoch FROM expire - now())::float8 AS seconds FROM sessions WHERE sid = $1`,
      [sessionId(session)],
    );
    if (!row) throw new Error('no row for this session');
    return row.seconds;
  };

  it('store nothing for a visitor who stores nothing: no row, no cookie', async () => {
    const before = await rowCount();
    for (const path of ['/api/auth/me', '/api/health', '/api/auth/me']) {
      const response = await fetch(`${app.baseUrl}${path}`);
      await response.arrayBuffer();
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    expect(await rowCount()).toBe(before);
  });

  it('holding a sign-in (its PKCE verifier) expire within minutes, not the idle lifetime', async () => {
    const visitors = Array.from({ length: 5 }, () => new HttpSession());
    for (const visitor of visitors) await loginUrl(visitor, app.baseUrl, '/gear');
    for (const visitor of visitors) {
      const left = await secondsLeft(visitor);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(PRE_SIGN_IN_SECONDS);
      const cookie = (await visitor.fetch(`${app.baseUrl}/api/auth/login-url`)).headers
        .getSetCookie()
        .find((line) => line.startsWith('packtrail.sid='));
      // The browser forgets the cookie when the server forgets the session.
      const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '');
      expect(expires - Date.now()).toBeLessThanOrEqual(PRE_SIGN_IN_SECONDS * 1000);
    }
  });

  it('stay one row per browser however often it asks for a login URL', async () => {
    const visitor = new HttpSession();
    await loginUrl(visitor, app.baseUrl);
    const before = await rowCount();
    for (let call = 0; call < 3; call += 1) await loginUrl(visitor, app.baseUrl);
    expect(await rowCount()).toBe(before);
    expect(await secondsLeft(visitor)).toBeLessThanOrEqual(PRE_SIGN_IN_SECONDS);
  });

  it('become a full-lifetime session at sign-in, which a later login URL does not shorten', async () => {
    const { session } = await signUp(app.baseUrl);
    const idle = 7 * 24 * 3600;
    expect(await secondsLeft(session)).toBeGreaterThan(idle - 600);
    await loginUrl(session, app.baseUrl);
    expect(await secondsLeft(session)).toBeGreaterThan(idle - 600);
  });
});

describe('reading a signed-in session', () => {
  const { app } = setupApi({ users: 0 });
  let db: DataSource;
  beforeAll(() => {
    db = app.app.get(DataSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Counts the UPDATEs of the sessions table sent on the app's pool (the store's touch). */
  const countSessionUpdates = () => {
    const pool = (db.driver as unknown as { master: Pool }).master;
    const query = vi.spyOn(pool, 'query');
    return () =>
      query.mock.calls.filter(([sql]) => typeof sql === 'string' && /^UPDATE .*sessions/i.test(sql))
        .length;
  };
  const me = (session: HttpSession) => session.fetch(`${app.baseUrl}/api/auth/me`);

  it('writes its row at most once a minute, and it still expires when left idle', async () => {
    const { session } = await signUp(app.baseUrl);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const updates = countSessionUpdates();

    expect((await me(session)).status).toBe(200);
    vi.advanceTimersByTime(30_000);
    expect((await me(session)).status).toBe(200);
    expect(updates()).toBe(0);

    vi.advanceTimersByTime(61_000);
    expect((await me(session)).status).toBe(200);
    expect(updates()).toBe(1);
    expect((await me(session)).status).toBe(200);
    expect(updates()).toBe(1);

    // Idle for the whole idle timeout (a week) and a minute more: signed out.
    vi.advanceTimersByTime((7 * 24 * 3600 + 60) * 1000);
    expect((await me(session)).status).toBe(401);
  });
});
