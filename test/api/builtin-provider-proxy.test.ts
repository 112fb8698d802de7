import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { newAccountValues, type AccountValues } from '@test/support/sign-in.js';
import {
  expectCallback,
  HttpSession,
  messages,
  providerClient,
  startSignIn,
  submit,
  type ProviderClient,
} from './builtin-provider.helpers.js';
import { setupApi } from '@test/support/api-fixture.js';

/**
 * The real app behind a proxy on the loopback address (TRUST_PROXY=loopback): the test is the
 * proxy, so X-Forwarded-For names the client's address, as a real proxy's would.
 */
describe('the built-in provider behind a trusted proxy', () => {
  const { app } = setupApi({ env: { TRUST_PROXY: 'loopback' }, users: 0 });
  let client: ProviderClient;

  beforeAll(async () => {
    client = await providerClient(app);
  });

  const fromAddress = (address: string) => new HttpSession({ 'X-Forwarded-For': address });

  const existingAccount = async (): Promise<AccountValues> => {
    const values = newAccountValues();
    await app.app.get(BuiltinProviderService).createAccount(values);
    return values;
  };

  describe('discovery', () => {
    it('lists only PUBLIC_URL endpoints, whatever X-Forwarded-Host and -Proto say', async () => {
      const response = await fetch(`${app.baseUrl}/oidc/.well-known/openid-configuration`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      });
      expect(response.status).toBe(200);
      const document = (await response.json()) as Record<string, unknown>;
      const urls = Object.values(document).filter(
        (value): value is string => typeof value === 'string' && /^\w+:\/\//.test(value),
      );
      expect(urls).toEqual(
        expect.arrayContaining([
          `${app.baseUrl}/oidc`,
          `${app.baseUrl}/oidc/auth`,
          `${app.baseUrl}/oidc/token`,
          `${app.baseUrl}/oidc/me`,
          `${app.baseUrl}/oidc/jwks`,
        ]),
      );
      for (const url of urls) expect(url.startsWith(`${app.baseUrl}/oidc`), url).toBe(true);
    });
  });

  describe('wrong passwords', () => {
    const guess =
      (session: HttpSession, page: Awaited<ReturnType<typeof startSignIn>>['page']) =>
      (email: string) =>
        submit(session, client, page, { email, password: 'a wrong guess' });

    const ownerSignsIn = async (owner: AccountValues, address: string) => {
      const browser = fromAddress(address);
      const { page } = await startSignIn(browser, client);
      const done = await submit(browser, client, page, { ...owner });
      expect(expectCallback(client, done).searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    };

    it('lock out the guessing address after ten, never the owner signing in from another', async () => {
      const owner = await existingAccount();
      const attacker = fromAddress('203.0.113.7');
      const { page } = await startSignIn(attacker, client);
      const wrong = guess(attacker, page);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await wrong(owner.email)).status).toBe(401);
      }
      const refused = await wrong(owner.email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(messages(refused.html)).toEqual(['Too many attempts. Try again in a few minutes.']);
      // Even the right password is refused from the guessing address while its pair is blocked.
      expect((await submit(attacker, client, page, { ...owner })).status).toBe(429);

      await ownerSignsIn(owner, '198.51.100.20');
    });

    it('count from the moment they are tried: parallel guesses from one address get ten checks', async () => {
      const owner = await existingAccount();
      const attacker = fromAddress('203.0.113.8');
      const { page } = await startSignIn(attacker, client);
      const wrong = guess(attacker, page);
      const answers = await Promise.all(Array.from({ length: 20 }, () => wrong(owner.email)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    });

    it('from several addresses, more than any one may try, still let the owner in from another', async () => {
      const owner = await existingAccount();
      for (const address of ['203.0.113.21', '203.0.113.22']) {
        const attacker = fromAddress(address);
        const { page } = await startSignIn(attacker, client);
        const wrong = guess(attacker, page);
        const answers = await Promise.all(Array.from({ length: 10 }, () => wrong(owner.email)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
      }
      await ownerSignsIn(owner, '198.51.100.30');
      // A limit, not a speed: past ten failures every attempt on the account waits up to 5 s.
    }, 90_000);

    it('from IPv6 addresses count for their /64, which one machine can step through', async () => {
      const owner = await existingAccount();
      const network = '2001:db8:1:2';
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, host) => {
          const attacker = fromAddress(`${network}::${(host + 1).toString(16)}`);
          const { page } = await startSignIn(attacker, client);
          return (await guess(attacker, page)(owner.email)).status;
        }),
      );
      expect(answers).toEqual(Array(10).fill(401));
      const sameNetwork = fromAddress(`${network}:ffff::1`);
      const { page } = await startSignIn(sameNetwork, client);
      expect((await guess(sameNetwork, page)(owner.email)).status).toBe(429);
      await ownerSignsIn(owner, '2001:db8:1:3::1');
    });
  });
});
