import type { Server } from 'node:http';
import express from 'express';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { AppConfig } from '@server/config/app-config.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import { setupApi } from '@test/support/api-fixture.js';
import { reservePort } from '@test/support/listener.js';
import { newAccountValues } from '@test/support/sign-in.js';
import {
  exchangeCode,
  HttpSession,
  messages,
  signUpThroughPages,
  startSignIn,
  submit,
  userinfo,
  type ProviderClient,
} from './builtin-provider.helpers.js';

interface Harness {
  url: string;
  service: BuiltinProviderService;
  server: Server;
}

/**
 * service.handler() in a bare Express app of our own, on the real app's (migrated) database:
 * to try the settings createApp does not use, an upstream body parser and 'trust proxy'.
 */
describe('the built-in provider handler in any Express app', () => {
  const { app } = setupApi({ users: 0 });
  const harnesses: Harness[] = [];
  // Before the app stops (hooks after the tests run in reverse order).
  afterAll(async () => {
    for (const { server, service } of harnesses) {
      await service.onModuleDestroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  async function harness(options: { trustProxy: boolean; publicUrl?: string }): Promise<Harness> {
    const port = await reservePort();
    const { url } = port;
    const config = Object.assign(new AppConfig(), app.app.get(AppConfig), {
      PUBLIC_URL: options.publicUrl ?? url,
    });
    const service = new BuiltinProviderService(
      config,
      app.app.get(DataSource),
      app.app.get(DatabaseOutage),
    );
    await service.start();
    const server = await port.serve(
      express()
        .set('trust proxy', options.trustProxy ? 'loopback' : false)
        // What Nest would do if its parsers ran first: the provider then reads req.body.
        .use(express.json(), express.urlencoded({ extended: true }))
        .use('/oidc', service.handler()),
    );
    const made = { url, service, server };
    harnesses.push(made);
    return made;
  }

  const clientOf = async (
    url: string,
    service: BuiltinProviderService,
  ): Promise<ProviderClient> => ({
    issuer: service.issuer,
    loopback: url,
    clientId: service.clientId,
    clientSecret: await service.clientSecret(),
    redirectUri: service.redirectUri,
  });

  const discovery = async (url: string, headers: Record<string, string>) =>
    (await (
      await fetch(`${url}/oidc/.well-known/openid-configuration`, { headers })
    ).json()) as Record<string, string>;

  const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'trails.example' };

  it('builds endpoint URLs from PUBLIC_URL, never from the request or X-Forwarded-*', async () => {
    const publicUrl = 'https://trails.example';
    for (const trustProxy of [true, false]) {
      const { url } = await harness({ trustProxy, publicUrl });
      const headerSets: Record<string, string>[] = [
        {},
        forwarded,
        { 'X-Forwarded-Host': 'evil.example' },
      ];
      for (const headers of headerSets) {
        const document = await discovery(url, headers);
        expect(document.issuer).toBe(`${publicUrl}/oidc`);
        expect(document.token_endpoint).toBe(`${publicUrl}/oidc/token`);
        expect(document.authorization_endpoint).toBe(`${publicUrl}/oidc/auth`);
      }
    }
  });

  it('marks its cookies Secure when PUBLIC_URL is https, whatever the proxy says', async () => {
    const { url, service } = await harness({
      trustProxy: false,
      publicUrl: 'https://trails.example',
    });
    const query = new URLSearchParams({
      client_id: service.clientId,
      redirect_uri: service.redirectUri,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const response = await fetch(`${url}/oidc/auth?${query.toString()}`, {
      headers: { 'X-Forwarded-Proto': 'http' },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('exchanges a code when a body parser has already read the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { url, service } = await harness({ trustProxy: false });
      const client = await clientOf(url, service);
      const { code, pkce } = await signUpThroughPages(
        new HttpSession(),
        client,
        newAccountValues(),
      );
      const token = await exchangeCode(client, code, pkce.verifier);
      expect(token.status).toBe(200);
      expect((await userinfo(client, String(token.body.access_token))).status).toBe(200);
      // oidc-provider falls back to req.body and says so once per process.
      expect(warn.mock.calls.flat().join(' ')).toMatch(/already parsed request body detected/);
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 429 to an address after 30 failures across many emails', async () => {
    const { url, service } = await harness({ trustProxy: false });
    const client = await clientOf(url, service);
    const session = new HttpSession();
    const { page } = await startSignIn(session, client);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const email = `guess-${attempt}@example.com`;
      const answer = await submit(session, client, page, { email, password: 'a guess 123' });
      expect(answer.status).toBe(401);
    }
    const refused = await submit(session, client, page, {
      email: 'someone-else@example.com',
      password: 'a guess 123',
    });
    expect(refused.status).toBe(429);
    expect(messages(refused.html)).toEqual(['Too many attempts. Try again in a few minutes.']);
  });
});
