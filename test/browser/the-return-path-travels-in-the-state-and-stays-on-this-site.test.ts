import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, passedThrough, recordAddresses } from './support/browser.js';
import { decodeState, landInApp, providerSessionOnly, signUpOncePerFile } from './support/auth.js';

// Each test starts as someone the provider still knows: sign-in goes through without its pages.
const signedIn = signUpOncePerFile();

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The state of every authorization request to the provider, decoded. */
function recordStates(page: Page): string[] {
  const states: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const state = url.searchParams.get('state');
    if (url.pathname === '/oidc/auth' && state !== null) states.push(decodeState(state));
  });
  return states;
}

/** The redirectTo of every GET /api/auth/login-url (null when it has none). */
function recordRedirectTos(page: Page): (string | null)[] {
  const seen: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/auth/login-url') seen.push(url.searchParams.get('redirectTo'));
  });
  return seen;
}

describe('the return path', () => {
  it('goes to the provider as the base64 state and brings the visitor back to /search?q=tent', async () => {
    const page = await openPage({ storageState: providerSessionOnly(signedIn()) });
    const states = recordStates(page);
    const redirectTos = recordRedirectTos(page);
    const addresses = recordAddresses(page);
    await landInApp(page, () => page.goto('/search?q=tent'), '/search?q=tent');
    passedThrough(page, '/login');
    expect(addresses.slice(0, 2)).toEqual([
      '/search?q=tent',
      '/login?redirectTo=%2Fsearch%3Fq%3Dtent',
    ]);
    expect(redirectTos).toEqual(['/search?q=tent']);
    expect(states).toEqual(['/search?q=tent']);
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example',
  ])('asked to be %s ends on /home', async (redirectTo) => {
    const page = await openPage({ storageState: providerSessionOnly(signedIn()) });
    const states = recordStates(page);
    const redirectTos = recordRedirectTos(page);
    const path = `/login?${new URLSearchParams({ redirectTo }).toString()}`;
    await landInApp(page, () => page.goto(path), '/home');
    passedThrough(page, '/login');
    // A page load of /login: the server started the sign-in, the app asked for no login URL.
    expect(redirectTos).toEqual([]);
    expect(states).toEqual(['/home']);
  });

  it.each([
    { target: 'https://evil.example/', lands: '/home' },
    { target: '//evil.example/x', lands: '/home' },
    { target: '/\\evil.example', lands: '/home' },
    // A path of this site is followed, whoever made the state: the client only checks the site.
    { target: '/trips?from=state', lands: '/trips?from=state' },
  ])('in a state the provider did not send, $target ends on $lands', async ({ target, lands }) => {
    const page = await openPage({ storageState: providerSessionOnly(signedIn()) });
    // The provider's answer (a redirect to the callback) is stopped on its way back, and its
    // code sent on with another state. Playwright routes no redirect, so the provider's request
    // is made here and its answer read; and the sign-in starts in the app (a signed-in address
    // sends the visitor to /login there), whose hand-over to the provider is a navigation of
    // its own, not the server's redirect that a page load of /login answers.
    let callback: URL | undefined;
    await page.route(
      (url) => url.pathname === '/oidc/auth',
      async (route) => {
        const response = await route.fetch({ maxRedirects: 0 });
        callback = new URL(response.headers().location ?? '', route.request().url());
        await route.abort('aborted');
      },
      { times: 1 },
    );
    await page.goto('/trips');
    await expect.poll(() => callback).toBeDefined();
    passedThrough(page, '/trips', '/login');
    expect(callback?.pathname).toBe('/auth/callback');
    const code = callback?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const forged = `/auth/callback?${new URLSearchParams({ code, state: base64(target) }).toString()}`;
    await landInApp(page, () => page.goto(forged), lands);
  });
});
