import { beforeAll, describe, expect, it } from 'vitest';
import { newAccountValues } from '@test/support/sign-in.js';
import {
  browse,
  HttpSession,
  messages,
  openSignUp,
  providerClient,
  startSignIn,
  submit,
  type Page,
  type ProviderClient,
} from './builtin-provider.helpers.js';
import { setupApi } from '@test/support/api-fixture.js';

/** The page's favicon and script addresses. */
const assetsOf = (html: string) => ({
  favicon: /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(html)?.[1],
  script: /<script src="([^"]+)"><\/script>/.exec(html)?.[1],
});

describe('the built-in provider’s pages', () => {
  const { app } = setupApi({ users: 0 });
  let client: ProviderClient;
  beforeAll(async () => {
    client = await providerClient(app);
  });

  async function everyKindOfPage(): Promise<Page[]> {
    const session = new HttpSession();
    const { page: signIn } = await startSignIn(session, client);
    const signUp = await openSignUp(session, client, signIn);
    const forgotHref = /href="([^"]*\/password\/forgot[^"]*)"/.exec(signIn.html)?.[1] ?? '';
    const forgot = await browse(
      session,
      client,
      new URL(forgotHref.replace(/&amp;/g, '&'), signIn.url).toString(),
    );
    const expiredLink = await browse(session, client, `${app.baseUrl}/oidc/password/reset/nothing`);
    const error = await browse(session, client, `${client.issuer}/auth?client_id=nobody`);
    return [signIn, signUp, forgot, expiredLink, error];
  }

  it('have a favicon and the pages’ script, served from the provider, cached for good', async () => {
    for (const page of await everyKindOfPage()) {
      const { favicon, script } = assetsOf(page.html);
      expect(favicon).toMatch(/^\/oidc\/assets\/favicon-[0-9a-f]{10}\.svg$/);
      expect(script).toMatch(/^\/oidc\/assets\/pages-[0-9a-f]{10}\.js$/);
    }
    const { html } = (await everyKindOfPage())[0] ?? { html: '' };
    const { favicon = '', script = '' } = assetsOf(html);
    const icon = await fetch(`${app.baseUrl}${favicon}`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await icon.text()).toContain('M6 24 13 10l5 9 3-5 5 10z');
    const code = await fetch(`${app.baseUrl}${script}`);
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/^text\/javascript/);
    // It follows the app's stored theme (client/lib/theme.ts).
    expect(await code.text()).toContain("localStorage.getItem('vite-ui-theme')");
    expect((await fetch(`${app.baseUrl}/oidc/assets/pages-0000000000.js`)).status).toBe(404);
  });

  it('link back to the site on every page', async () => {
    for (const page of await everyKindOfPage()) {
      expect(page.html).toContain(
        `<a href="${app.baseUrl}/"><span aria-hidden="true">←</span> Back to Packtrail</a>`,
      );
    }
  });

  it('offer Show on every password field, hidden until the pages’ script runs', async () => {
    const session = new HttpSession();
    const { page } = await startSignIn(session, client);
    expect(page.html).toMatch(
      /<input\s+id="field-password"[^>]*type="password"[^>]*\/>\s*<button\s+class="reveal"\s+type="button"\s+data-reveals="field-password"\s+aria-controls="field-password"\s+aria-label="Show password"\s+hidden\s*>/,
    );
  });

  it('say the password rule once on sign-up, by the error when it is broken', async () => {
    const session = new HttpSession();
    const { page } = await startSignIn(session, client);
    const signUp = await openSignUp(session, client, page);
    expect(signUp.html.match(/8 characters/g)).toEqual(['8 characters']);
    const short = await submit(session, client, signUp, {
      ...newAccountValues(),
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(messages(short.html)).toEqual(['Use at least 8 characters.']);
    expect(short.html.match(/8 characters/g)).toEqual(['8 characters']);
  });
});
