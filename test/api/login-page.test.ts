import { describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { HttpSession } from '@test/support/http-session.js';
import { loginPage, loginUrl, postCallback, walkToCallback } from '@test/support/sign-in.js';

/**
 * GET /login as a page load (server/auth/login-page.routes.ts): a redirect straight to the
 * provider with the login URL GET /api/auth/login-url gives, or, where the app's own /login
 * route has something to say, the app's page.
 */

const fromB64 = (text: string) => Buffer.from(text, 'base64').toString();

/** The search parameters a login URL is compared by: all but the PKCE challenge, new each time. */
function comparable(url: string): Record<string, string> {
  const parsed = new URL(url);
  parsed.searchParams.delete('code_challenge');
  return {
    address: `${parsed.origin}${parsed.pathname}`,
    ...Object.fromEntries(parsed.searchParams),
  };
}

/** Whether an answer is the app's page (index.html, with the frame of its screen). */
async function isAppPage(response: Response): Promise<boolean> {
  return (
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    (await response.text()).includes('<div id="root">')
  );
}

describe('GET /login as a page load', () => {
  const { app, owner } = setupApi({ users: 1 });

  it.each([
    ['no return path', '/home', undefined],
    ['a return path', '/search?q=tent', '/search?q=tent'],
    ['another site', '/home', 'https://evil.example/phish'],
    ['a protocol-relative address', '/home', '//evil.example'],
  ])(
    'with %s redirects to the login URL the API gives, whose state says %s',
    async (_label, returnPath, redirectTo) => {
      const visitor = new HttpSession();
      const response = await visitor.fetch(loginPage(app.baseUrl, redirectTo));
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const location = response.headers.get('location') ?? '';
      expect(fromB64(new URL(location).searchParams.get('state') ?? '')).toBe(returnPath);
      expect(new URL(location).searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      // The verifier stays in this browser's session: its cookie comes with the redirect.
      expect(visitor.cookie(app.baseUrl, 'packtrail.sid')).toBeDefined();
      const fromApi = await loginUrl(new HttpSession(), app.baseUrl, redirectTo);
      expect(comparable(location)).toEqual(comparable(fromApi));
    },
  );

  it('starts a sign-in that completes: the code comes back to the session that loaded /login', async () => {
    const session = new HttpSession();
    const { code, state } = await walkToCallback(session, app.baseUrl, {
      redirectTo: '/trips',
      fromLoginPage: true,
    });
    expect(session.hops[0]).toBe(loginPage(app.baseUrl, '/trips'));
    expect(fromB64(state)).toBe('/trips');
    const response = await postCallback(session, app.baseUrl, code);
    expect(response.status).toBe(200);
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);
  });

  it('reads redirectTo as the app does: the first of several', async () => {
    const response = await fetch(`${app.baseUrl}/login?redirectTo=%2Fgear&redirectTo=%2Fpacks`, {
      redirect: 'manual',
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(fromB64(location.searchParams.get('state') ?? '')).toBe('/gear');
  });

  it('answers a signed-in session with the app’s page, whose /login sends a stored user home', async () => {
    const response = await owner.session.fetch(loginPage(app.baseUrl, '/packs'));
    expect(await isAppPage(response)).toBe(true);
  });

  it.each([
    ['too long', `/${'a'.repeat(4096)}`],
    ['holding a NUL character', '/packs\u0000'],
  ])(
    'answers a redirectTo the API refuses (%s) with the app’s page, which says "Failed to login"',
    async (_label, redirectTo) => {
      const api = await fetch(
        `${app.baseUrl}/api/auth/login-url?${new URLSearchParams({ redirectTo }).toString()}`,
      );
      expect(api.status).toBe(400);
      const response = await fetch(loginPage(app.baseUrl, redirectTo), { redirect: 'manual' });
      expect(await isAppPage(response)).toBe(true);
      // No sign-in was started: nothing stored for this visitor.
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it('answers HEAD with the app’s page and starts no sign-in', async () => {
    const response = await fetch(`${app.baseUrl}/login`, { method: 'HEAD', redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
