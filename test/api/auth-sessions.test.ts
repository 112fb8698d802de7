import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSession } from '@test/support/http-session.js';
import { signUp } from '@test/support/sign-in.js';
import { startTestApp, type TestApp } from '@test/support/test-app.js';

describe('sessions behind a TLS-terminating proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app.stop());

  it('marks the cookie Secure when the trusted proxy says the request came over HTTPS', async () => {
    const session = new HttpSession({ 'X-Forwarded-Proto': 'https' });
    const response = await session.fetch(`${app.baseUrl}/api/auth/login-url`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('packtrail.sid='));
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});

describe('the session store', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

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
    app = await app.restart();
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
  });
});
