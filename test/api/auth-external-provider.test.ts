import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from '@test/support/api-fixture.js';
import { freePort } from '@test/support/built-server.js';
import { reservePort } from '@test/support/listener.js';
import { HttpSession } from '@test/support/http-session.js';
import { loginUrl, postCallback, walkToCallback } from '@test/support/sign-in.js';
import {
  startHostedProvider,
  type HostedProvider,
} from '@test/support/stand-ins/hosted-provider.js';

describe.each([
  ['found through discovery (OIDC_ISSUER)', 'discovery'],
  ['given by its three endpoints', 'explicit'],
] as const)('signing in through an external provider %s', (_label, mode) => {
  let provider: HostedProvider;
  // Stopped after the app (hooks after the tests run in reverse order).
  afterAll(() => provider.stop());
  const { app } = setupApi(async () => {
    const port = await reservePort();
    provider = await startHostedProvider(port.url);
    const endpoints =
      mode === 'discovery'
        ? { OIDC_ISSUER: provider.issuer }
        : {
            OIDC_AUTHORIZATION_URL: `${provider.issuer}/auth`,
            OIDC_TOKEN_URL: `${provider.issuer}/token`,
            OIDC_USERINFO_URL: `${provider.issuer}/me`,
          };
    return {
      env: {
        ...endpoints,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      },
      start: { port },
      users: 0,
    };
  });

  it('does not mount the built-in provider', async () => {
    const response = await fetch(`${app.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(404);
  });

  it('sends the browser to the provider and signs the user in from its code', async () => {
    const session = new HttpSession();
    const url = new URL(await loginUrl(session, app.baseUrl, '/trips'));
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`);

    const { code, state } = await walkToCallback(session, app.baseUrl, { redirectTo: '/trips' });
    expect(Buffer.from(state, 'base64').toString()).toBe('/trips');
    const response = await postCallback(session, app.baseUrl, code);
    expect(response.status).toBe(200);
    const { me } = (await response.json()) as { me: { userId: string } };
    expect((await session.fetch(`${app.baseUrl}/api/auth/me`)).status).toBe(200);

    const [user] = await app.app
      .get(DataSource)
      .query<{ identity_issuer: string }[]>(`SELECT identity_issuer FROM users WHERE id = $1`, [
        me.userId,
      ]);
    const expectedIssuer = mode === 'discovery' ? provider.issuer : new URL(provider.issuer).origin;
    expect(user?.identity_issuer).toBe(expectedIssuer);
  });

  it('refuses a replayed code from the external provider', async () => {
    const session = new HttpSession();
    const { code } = await walkToCallback(session, app.baseUrl);
    expect((await postCallback(session, app.baseUrl, code)).status).toBe(200);
    expect((await postCallback(session, app.baseUrl, code)).status).toBe(401);
  });
});

describe('an external provider that cannot be reached', () => {
  const { app } = setupApi(async () => {
    const closedPort = await freePort();
    return {
      env: { OIDC_ISSUER: `http://127.0.0.1:${closedPort}/oidc`, OIDC_CLIENT_ID: 'packtrail' },
      users: 0,
    };
  });

  it('answers the login URL request with a clear 503', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/login-url`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      statusCode: 503,
      code: 'PROVIDER_UNAVAILABLE',
      message: 'The sign-in provider could not be reached. Try again in a moment.',
    });
  });

  it('answers /login as a page load with the app’s page, whose sign-in then says "Failed to login"', async () => {
    const response = await fetch(`${app.baseUrl}/login?redirectTo=%2Fpacks`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
