import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { productionPasswordHashing } from '@test/support/test-app.js';
import { HttpSession } from '@test/support/http-session.js';
import {
  loginUrl,
  newAccountValues,
  postCallback,
  signUp,
  walkToCallback,
} from '@test/support/sign-in.js';

const b64 = (text: string) => Buffer.from(text).toString('base64');
const fromB64 = (text: string) => Buffer.from(text, 'base64').toString();

describe('signing in through the built-in provider', () => {
  // Sign-in is the subject here: production's password hashing cost, not the tests' one.
  const { app } = setupApi({ env: productionPasswordHashing, users: 0 });

  it('answers a login URL with PKCE S256 whose state is the base64 return path', async () => {
    const session = new HttpSession();
    const url = new URL(await loginUrl(session, app.baseUrl, '/packs/42?tab=list'));
    expect(`${url.origin}${url.pathname}`).toBe(`${app.baseUrl}/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('packtrail');
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/auth/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('state')).toBe(b64('/packs/42?tab=list'));
    // The verifier stays in the session that asked: its cookie is set now.
    expect(session.cookie(app.baseUrl, 'packtrail.sid')).toBeDefined();
  });

  it.each([
    ['no return path', undefined],
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a control character', '/home\r\nLocation: https://evil.example'],
    ['a dot segment hiding //', '/.//evil.example'],
    ['an encoded //', '/%2F%2Fevil.example'],
  ])('turns %s into /home', async (_label, redirectTo) => {
    const url = new URL(await loginUrl(new HttpSession(), app.baseUrl, redirectTo));
    expect(fromB64(url.searchParams.get('state') ?? '')).toBe('/home');
  });

  it('completes sign-in: the code comes back with the state, and the callback answers me', async () => {
    const session = new HttpSession();
    const account = newAccountValues({ givenName: 'Grace', familyName: 'Hopper' });
    const { code, state } = await walkToCallback(session, app.baseUrl, {
      redirectTo: '/gear',
      account,
    });
    expect(fromB64(state)).toBe('/gear');
    const before = session.cookie(app.baseUrl, 'packtrail.sid');

    const response = await postCallback(session, app.baseUrl, code);
    expect(response.status).toBe(200);
    const { me } = (await response.json()) as { me: Record<string, unknown> };
    expect(Object.keys(me).sort()).toEqual(
      ['email', 'familyName', 'givenName', 'subscriptionPlan', 'userId'].sort(),
    );
    expect(me).toMatchObject({
      email: account.email,
      givenName: 'Grace',
      familyName: 'Hopper',
      subscriptionPlan: 'basic',
    });

    // The session was regenerated: a new id, so one planted before sign-in is worthless.
    const after = session.cookie(app.baseUrl, 'packtrail.sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    const meResponse = await session.fetch(`${app.baseUrl}/api/auth/me`);
    expect(meResponse.status).toBe(200);
    expect(await meResponse.json()).toEqual(me);
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure over plain HTTP', async () => {
    const session = new HttpSession();
    const response = await session.fetch(`${app.baseUrl}/api/auth/login-url`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('packtrail.sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('signs the same person in again as the same user', async () => {
    const first = await signUp(app.baseUrl);
    const session = new HttpSession();
    const { code } = await walkToCallback(session, app.baseUrl, {
      account: first.account,
      existing: true,
    });
    const response = await postCallback(session, app.baseUrl, code);
    expect(((await response.json()) as { me: { userId: string } }).me.userId).toBe(first.me.userId);
  });

  it('refuses a callback without a code, naming the field', async () => {
    const session = new HttpSession();
    const response = await session.fetch(`${app.baseUrl}/api/auth/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ field: 'code' })]) as unknown,
    });
  });

  it('refuses a replayed code with a 401 and a clear message', async () => {
    const session = new HttpSession();
    const { code } = await walkToCallback(session, app.baseUrl);
    expect((await postCallback(session, app.baseUrl, code)).status).toBe(200);
    const replay = await postCallback(session, app.baseUrl, code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ statusCode: 401, code: 'SIGN_IN_FAILED' });
  });

  it('refuses a bad code in a session that started a sign-in', async () => {
    const session = new HttpSession();
    await loginUrl(session, app.baseUrl, '/gear');
    const response = await postCallback(session, app.baseUrl, 'not-a-real-code');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/Sign in again/);
  });

  it('refuses a code brought to a session that never asked for it', async () => {
    const { code } = await walkToCallback(new HttpSession(), app.baseUrl);
    const stranger = new HttpSession();
    const response = await postCallback(stranger, app.baseUrl, code);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /No sign-in was started in this browser/,
    );
  });

  it('refuses a foreign code: issued for another sign-in’s PKCE challenge', async () => {
    const { code } = await walkToCallback(new HttpSession(), app.baseUrl);
    const other = new HttpSession();
    await loginUrl(other, app.baseUrl); // its own verifier, not the one the code was bound to
    const response = await postCallback(other, app.baseUrl, code);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'SIGN_IN_FAILED' });
  });

  it('ignores a tampered session cookie', async () => {
    const { session } = await signUp(app.baseUrl);
    const cookie = session.cookie(app.baseUrl, 'packtrail.sid') ?? '';
    session.setCookie(
      app.baseUrl,
      'packtrail.sid',
      cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    const response = await session.fetch(`${app.baseUrl}/api/auth/me`);
    expect(response.status).toBe(401);
  });

  it('answers me with 401 when nobody is signed in', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, code: 'NOT_SIGNED_IN' });
  });

  it('ends a session idle past its lifetime', async () => {
    const { session } = await signUp(app.baseUrl);
    await app.app.get(DataSource).query(`UPDATE sessions SET expire = now() - interval '1 minute'`);
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
  });

  it('ends a session past its absolute lifetime, even in use', async () => {
    const { session, me } = await signUp(app.baseUrl);
    const longAgo = Date.now() - 31 * 24 * 3600 * 1000;
    await app.app.get(DataSource).query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($1::bigint))::json
         WHERE sess->>'userId' = $2`,
      [longAgo, me.userId],
    );
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
  });

  it('logs out: the session is destroyed and the provider asks for the password again', async () => {
    const { session, account } = await signUp(app.baseUrl);
    const response = await session.fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(session.cookie(app.baseUrl, 'packtrail.sid')).toBeUndefined();
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(401);
    // The same browser (provider cookies kept) is shown the sign-in form, not signed in silently.
    const again = await session.follow(await loginUrl(session, app.baseUrl));
    expect(await again.response.text()).toContain('Sign in to Packtrail');
    void account;
  });

  it('refuses cross-site state-changing calls', async () => {
    const { session } = await signUp(app.baseUrl);
    const fromEvil = await session.fetch(`${app.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect(fromEvil.status).toBe(403);
    expect(await fromEvil.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    const crossSite = await session.fetch(`${app.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    // Still signed in: neither call reached the handler.
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
  });
});
