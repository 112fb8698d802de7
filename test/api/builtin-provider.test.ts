import { beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { DatabaseAdapter } from '@server/builtin-provider/database-adapter.js';
import { AppConfig } from '@server/config/app-config.js';
import { DatabaseOutage } from '@server/database/database-outage.js';
import { setupApi } from '@test/support/api-fixture.js';
import { reservePort } from '@test/support/listener.js';
import { productionPasswordHashing } from '@test/support/test-app.js';
import { newAccountValues } from '@test/support/sign-in.js';
import {
  browse,
  exchangeCode,
  expectCallback,
  HttpSession,
  inlineScripts,
  messages,
  openSignUp,
  providerClient,
  signUpThroughPages,
  startSignIn,
  submit,
  userinfo,
  type ProviderClient,
} from './builtin-provider.helpers.js';

describe('the built-in sign-in provider', () => {
  const { app } = setupApi(async () => {
    // The browser uses PUBLIC_URL (localhost); the server calls itself on 127.0.0.1.
    const port = await reservePort();
    return {
      // Sign-in is the subject here: production's password hashing cost, not the tests' one.
      env: { PUBLIC_URL: `http://localhost:${port.port}`, ...productionPasswordHashing },
      start: { port },
      users: 0,
    };
  });
  let client: ProviderClient;

  beforeAll(async () => {
    client = await providerClient(app);
  });

  const signedUp = async (values = newAccountValues()) => {
    const session = new HttpSession();
    return { session, values, ...(await signUpThroughPages(session, client, values)) };
  };

  describe('discovery', () => {
    it('names the issuer at PUBLIC_URL/oidc, whichever host is asked', async () => {
      for (const base of [client.issuer, `${client.loopback}/oidc`]) {
        const response = await fetch(`${base}/.well-known/openid-configuration`);
        expect(response.status).toBe(200);
        const document = (await response.json()) as Record<string, unknown>;
        expect(document.issuer).toBe(client.issuer);
        expect(document).toMatchObject({
          code_challenge_methods_supported: ['S256'],
          response_types_supported: ['code'],
          token_endpoint_auth_methods_supported: ['client_secret_post'],
          scopes_supported: ['openid', 'email', 'profile'],
        });
      }
    });

    it('publishes one RS256 public key and no private parts', async () => {
      const response = await fetch(`${client.issuer}/jwks`);
      const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(keys[0]).not.toHaveProperty('d');
    });
  });

  describe('an authorization request', () => {
    it('with PKCE reaches the sign-in page', async () => {
      const { page } = await startSignIn(new HttpSession(), client);
      expect(page.status).toBe(200);
      expect(page.url).toMatch(new RegExp(`^${client.issuer}/interaction/[\\w-]+$`));
      expect(page.html).toContain('<h1>Sign in to Packtrail</h1>');
      expect(page.html).toMatch(/<label for="field-email">Email<\/label>/);
      expect(page.html).toMatch(/<label for="field-password">Password<\/label>/);
      expect(page.html).toMatch(/href="[^"]*\/signup"/);
      expect(page.headers.get('cache-control')).toBe('no-store');
    });

    it('without PKCE goes back to the app with an error', async () => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client, { code_challenge: '' });
      const callback = expectCallback(client, page);
      expect(callback.searchParams.get('error')).toBe('invalid_request');
      expect(callback.searchParams.get('code')).toBeNull();
    });

    it('for an unknown redirect_uri shows an error page, not a redirect', async () => {
      const { page } = await startSignIn(new HttpSession(), client, {
        redirect_uri: 'https://evil.example/callback',
      });
      expect(page.status).toBe(400);
      expect(page.html).toContain('This sign-in did not work');
      expect(inlineScripts(page.html)).toEqual([]);
      expect(page.html).not.toMatch(/\bat \w+ \(/); // no stack trace
    });

    it('asking for the form_post response mode is refused', async () => {
      const { page } = await startSignIn(new HttpSession(), client, { response_mode: 'form_post' });
      expect(page.status).toBe(400);
      expect(inlineScripts(page.html)).toEqual([]);
    });
  });

  describe('signing up', () => {
    beforeAll(async () => {
      await app.app
        .get(BuiltinProviderService)
        .createAccount({ ...newAccountValues(), email: 'taken@example.com' });
    });

    it('creates the account and returns a code with the original state to the app', async () => {
      const { callback, state, code } = await signedUp();
      expect(callback.pathname).toBe('/auth/callback');
      expect(callback.searchParams.get('state')).toBe(state);
      expect(code).toMatch(/^[\w-]{20,}$/);
    });

    it('stores the password hashed with scrypt at production cost (N=2^15) when PASSWORD_HASH_COST is unset', async () => {
      const { values } = await signedUp();
      const [row] = await app.app
        .get(DataSource)
        .query<{ password_hash: string }[]>(
          'SELECT password_hash FROM provider_accounts WHERE email = $1',
          [values.email.toLowerCase()],
        );
      expect(row?.password_hash.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
      expect(row?.password_hash).not.toContain(values.password);
    });

    it('gives tokens for the code and the claims at userinfo, on the loopback address', async () => {
      const { code, pkce, values } = await signedUp(
        newAccountValues({ email: 'Grace@Example.com' }),
      );
      const token = await exchangeCode(client, code, pkce.verifier);
      expect(token.status).toBe(200);
      expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' });
      expect(typeof token.body.id_token).toBe('string');

      const me = await userinfo(client, String(token.body.access_token));
      expect(me.status).toBe(200);
      const account = await app.app.get(BuiltinProviderService).accountForEmail(values.email);
      expect(me.body).toEqual({
        sub: account?.id,
        email: 'grace@example.com',
        email_verified: false,
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Ada Lovelace',
      });
    });

    it.each([
      [
        'an email already taken',
        { email: 'taken@example.com' },
        'An account with this email already exists.',
        409,
      ],
      ['a short password', { password: 'short' }, 'Use at least 8 characters.', 400],
      [
        'a password over 128 characters',
        { password: 'x'.repeat(129) },
        'Use at most 128 characters.',
        400,
      ],
      ['an invalid email', { email: 'not-an-email' }, 'Enter a valid email address.', 400],
      ['no given name', { givenName: ' ' }, 'Enter your given name.', 400],
      ['no family name', { familyName: '' }, 'Enter your family name.', 400],
    ])('with %s says so by the field', async (_case, overrides, message, status) => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      const signUp = await openSignUp(session, client, page);
      const values = newAccountValues(overrides);
      const answer = await submit(session, client, signUp, { ...values });
      expect(answer.status).toBe(status);
      expect(messages(answer.html)).toEqual([message]);
      expect(answer.html).toContain('aria-invalid="true"');
      // What was typed stays (except the password).
      if (values.email.trim()) expect(answer.html).toContain(`value="${values.email}"`);
      expect(answer.html).not.toContain(values.password);
    });
  });

  describe('signing in', () => {
    it('with the right password returns a code to the app', async () => {
      const { values } = await signedUp();
      const session = new HttpSession();
      const { page, pkce, state } = await startSignIn(session, client);
      const done = await submit(session, client, page, {
        email: `  ${values.email.toUpperCase()} `,
        password: values.password,
      });
      const callback = expectCallback(client, done);
      expect(callback.searchParams.get('state')).toBe(state);
      const token = await exchangeCode(
        client,
        callback.searchParams.get('code') ?? '',
        pkce.verifier,
      );
      expect(token.status).toBe(200);
    });

    it('says "Wrong email or password." for a wrong password and for an unknown email alike', async () => {
      const { values } = await signedUp();
      const answers = [];
      for (const attempt of [
        { email: values.email, password: 'not the password' },
        { email: 'nobody@example.com', password: values.password },
      ]) {
        const session = new HttpSession();
        const { page } = await startSignIn(session, client);
        answers.push(await submit(session, client, page, attempt));
      }
      for (const [index, answer] of answers.entries()) {
        expect(answer.status).toBe(401);
        expect(messages(answer.html)).toEqual(['Wrong email or password.']);
        expect(answer.html).toContain(
          index === 0 ? `value="${values.email}"` : 'value="nobody@example.com"',
        );
      }
      // Same page apart from the email typed.
      const [wrongPassword, unknownEmail] = answers.map((answer) =>
        answer.html.replace(/value="[^"]*@example\.com"/, '').replace(/interaction[/=][\w-]+/g, ''),
      );
      expect(unknownEmail).toBe(wrongPassword);
    });

    it('says "Enter a valid email address." for an invalid email, escaped', async () => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      const answer = await submit(session, client, page, {
        email: '<script>alert("x")</script>',
        password: 'whatever1',
      });
      expect(answer.status).toBe(400);
      expect(messages(answer.html)).toEqual(['Enter a valid email address.']);
      expect(answer.html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
      expect(inlineScripts(answer.html)).toEqual([]);
    });

    it('escapes an email that looks like markup but is valid', async () => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      const answer = await submit(session, client, page, {
        email: '"><img src=x onerror=alert(1)>@example.com',
        password: 'whatever1',
      });
      expect(answer.html).not.toContain('<img src=x');
      expect(answer.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
    });

    it('skips the sign-in page while the provider session lasts', async () => {
      const { session } = await signedUp();
      const { page, state } = await startSignIn(session, client);
      expect(expectCallback(client, page).searchParams.get('state')).toBe(state);
    });

    it('gives consent by itself when a signed-in browser has no grant (first-party app)', async () => {
      const { session, values } = await signedUp();
      const account = await app.app.get(BuiltinProviderService).accountForEmail(values.email);
      await app.app
        .get(DataSource)
        .query(
          `DELETE FROM provider_records WHERE model = 'Grant' AND payload->>'accountId' = $1`,
          [account?.id],
        );
      const hopsBefore = session.hops.length;
      const { page, state, pkce } = await startSignIn(session, client);
      const callback = expectCallback(client, page);
      expect(callback.searchParams.get('state')).toBe(state);
      // Through the interaction (consent), without a page to fill in.
      const hops = session.hops.slice(hopsBefore);
      expect(hops.filter((hop) => hop.includes('/oidc/interaction/'))).toHaveLength(1);
      const token = await exchangeCode(
        client,
        callback.searchParams.get('code') ?? '',
        pkce.verifier,
      );
      expect(token.body.scope).toBe('openid email profile');
    });

    it('can be cancelled, which tells the app access_denied', async () => {
      const session = new HttpSession();
      const { page, state } = await startSignIn(session, client);
      const cancelled = await submit(session, client, page, {}, 1);
      const callback = expectCallback(client, cancelled);
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('state')).toBe(state);
    });

    it('refuses a form posted without the interaction cookie (another site, another browser)', async () => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      const stranger = new HttpSession();
      const answer = await submit(stranger, client, page, {
        email: 'a@example.com',
        password: 'x',
      });
      expect(answer.status).toBe(400);
      expect(answer.html).toContain('Sign-in expired');
    });
  });

  describe('the code exchange', () => {
    it('refuses a code used twice', async () => {
      const { code, pkce } = await signedUp();
      expect((await exchangeCode(client, code, pkce.verifier)).status).toBe(200);
      const replay = await exchangeCode(client, code, pkce.verifier);
      expect(replay.status).toBe(400);
      expect(replay.body.error).toBe('invalid_grant');
    });

    it('refuses a code with the wrong verifier', async () => {
      const { code } = await signedUp();
      const wrong = await exchangeCode(client, code, 'x'.repeat(43));
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('invalid_grant');
    });

    it('refuses the wrong client secret', async () => {
      const { code, pkce } = await signedUp();
      const wrong = await exchangeCode({ ...client, clientSecret: 'nope' }, code, pkce.verifier);
      expect(wrong.status).toBe(401);
      expect(wrong.body.error).toBe('invalid_client');
    });
  });

  describe('rate limit', () => {
    it('answers 429 after ten failures for one email, even with the right password', async () => {
      const { values } = await signedUp();
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const failed = await submit(session, client, page, {
          email: values.email,
          password: 'wrong pass',
        });
        expect(failed.status).toBe(401);
      }
      const answer = await submit(session, client, page, { ...values });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(messages(answer.html)).toEqual(['Too many attempts. Try again in a few minutes.']);
      expect(answer.html).toContain(`value="${values.email}"`);
    });
  });

  describe('pages', () => {
    it('carry no inline script (only the pages’ script file) and the app CSP', async () => {
      const session = new HttpSession();
      const { page } = await startSignIn(session, client);
      const signUp = await openSignUp(session, client, page);
      const failed = await submit(session, client, page, { email: 'x', password: '' });
      const expired = await browse(new HttpSession(), client, page.url);
      const broken = await browse(
        new HttpSession(),
        client,
        `${client.issuer}/auth?client_id=nobody`,
      );
      for (const shown of [page, signUp, failed, expired, broken]) {
        expect(inlineScripts(shown.html)).toEqual([]);
        expect(shown.html).not.toMatch(/\son\w+=/i);
        expect(shown.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(shown.headers.get('content-type')).toMatch(/^text\/html/);
        expect(shown.html).toContain('<title>');
        // Not indexed (a sign-in attempt's own address), but described for whoever links it.
        expect(shown.html).toContain('<meta name="robots" content="noindex" />');
        expect(shown.html).toMatch(
          /<meta\s+name="description"\s+content="[^"]+Packtrail's own sign-in/,
        );
        expect(shown.html).toContain('M6 24 13 10l5 9 3-5 5 10z');
      }
      expect(expired.status).toBe(400);
      expect(expired.html).toContain('Sign-in expired');
      expect(broken.status).toBe(400);
    });
  });

  describe('records (the oidc-provider adapter)', () => {
    const adapter = (model: string) => new DatabaseAdapter(model, app.app.get(DataSource));
    const expire = (model: string, id: string) =>
      app.app
        .get(DataSource)
        .query(
          `UPDATE provider_records SET expires_at = now() - interval '1 second' WHERE model = $1 AND id = $2`,
          [model, id],
        );

    it('stores, finds by id, uid and user code, and forgets expired records', async () => {
      const sessions = adapter('TestSession');
      await sessions.upsert('s1', { uid: 'u1', userCode: 'c1', accountId: 'a1' }, 60);
      expect(await sessions.find('s1')).toEqual({ uid: 'u1', userCode: 'c1', accountId: 'a1' });
      expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a1' });
      expect(await sessions.findByUserCode('c1')).toMatchObject({ accountId: 'a1' });
      expect(await adapter('Other').find('s1')).toBeUndefined();

      await sessions.upsert('s1', { uid: 'u2', accountId: 'a1' }, 60);
      expect(await sessions.findByUid('u1')).toBeUndefined();
      expect(await sessions.findByUid('u2')).toBeDefined();

      await expire('TestSession', 's1');
      expect(await sessions.find('s1')).toBeUndefined();
      expect(await sessions.findByUid('u2')).toBeUndefined();
    });

    it('keeps records without an expiry', async () => {
      const clients = adapter('TestClient');
      await clients.upsert('c1', { name: 'x' }, undefined);
      expect(await clients.find('c1')).toEqual({ name: 'x' });
    });

    it('marks a record consumed, destroys it, and revokes by grant within its model', async () => {
      const codes = adapter('TestCode');
      const tokens = adapter('TestToken');
      await codes.upsert('k1', { grantId: 'g1' }, 60);
      await codes.consume('k1');
      const consumed = await codes.find('k1');
      expect(typeof consumed?.consumed).toBe('number');
      expect(Math.abs((consumed?.consumed ?? 0) - Date.now() / 1000)).toBeLessThan(60);

      await codes.upsert('k2', { grantId: 'g1' }, 60);
      await tokens.upsert('t1', { grantId: 'g1' }, 60);
      await codes.revokeByGrantId('g1');
      expect(await codes.find('k2')).toBeUndefined();
      expect(await tokens.find('t1')).toBeDefined();

      await tokens.destroy('t1');
      expect(await tokens.find('t1')).toBeUndefined();
    });
  });

  describe('accounts', () => {
    it('deleting one removes it and its provider records, and its tokens stop working', async () => {
      const { code, pkce, values } = await signedUp();
      const token = await exchangeCode(client, code, pkce.verifier);
      const service = app.app.get(BuiltinProviderService);
      const account = await service.accountForEmail(values.email);
      if (!account) throw new Error('the account was not created');

      await service.deleteAccount(account.id);

      expect(await service.accountForEmail(values.email)).toBeUndefined();
      const dataSource = app.app.get(DataSource);
      const left = await dataSource.query<{ count: string }[]>(
        `SELECT count(*) FROM provider_records WHERE payload::text LIKE '%' || $1 || '%'`,
        [account.id],
      );
      expect(left[0]?.count).toBe('0');
      expect((await userinfo(client, String(token.body.access_token))).status).toBe(401);
    });

    it('keeps its keys when another server on the same database starts', async () => {
      const other = new BuiltinProviderService(
        app.app.get(AppConfig),
        app.app.get(DataSource),
        app.app.get(DatabaseOutage),
      );
      await other.start();
      expect(await other.clientSecret()).toBe(client.clientSecret);
      await other.onModuleDestroy();
    });
  });
});
