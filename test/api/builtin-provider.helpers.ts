import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { HttpSession } from '@test/support/http-session.js';
import { pageOf, type AccountValues, type Page } from '@test/support/sign-in.js';
import type { TestApp } from '@test/support/test-app.js';

/**
 * Plays the app's OAuth client against the built-in provider: PKCE, the browser's hops through
 * the sign-in pages, and the server-side calls to the token and userinfo endpoints.
 */
export interface ProviderClient {
  issuer: string;
  /** Where the server reaches itself (the token and userinfo calls go there). */
  loopback: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export async function providerClient(app: TestApp): Promise<ProviderClient> {
  const service = app.app.get(BuiltinProviderService);
  return {
    issuer: service.issuer,
    loopback: app.baseUrl,
    clientId: service.clientId,
    clientSecret: await service.clientSecret(),
    redirectUri: service.redirectUri,
  };
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizationUrl(
  client: ProviderClient,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(`${client.issuer}/auth`);
  const all: Record<string, string | undefined> = {
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export { messages, type Page } from '@test/support/sign-in.js';

const isCallback = (client: ProviderClient) => (url: URL) =>
  url.toString().startsWith(client.redirectUri);

/** Follows redirects like a browser, stopping at the app's callback (which is not fetched). */
export async function browse(
  session: HttpSession,
  client: ProviderClient,
  url: string,
  init?: RequestInit,
): Promise<Page> {
  return pageOf(await session.follow(url, init, isCallback(client)));
}

/** Starts a sign-in with PKCE and a state, and follows it to wherever it lands. */
export async function startSignIn(
  session: HttpSession,
  client: ProviderClient,
  extra: Record<string, string> = {},
): Promise<{ page: Page; pkce: Pkce; state: string }> {
  const pair = pkce();
  const state = Buffer.from('/packs?tab=mine').toString('base64');
  const url = authorizationUrl(client, { state, code_challenge: pair.challenge, ...extra });
  return { page: await browse(session, client, url), pkce: pair, state };
}

export async function submit(
  session: HttpSession,
  client: ProviderClient,
  page: Page,
  values: Record<string, string>,
  formIndex = 0,
): Promise<Page> {
  return pageOf(
    await session.submitForm(page.url, page.html, values, isCallback(client), formIndex),
  );
}

/** The sign-up page, reached through the sign-in page's link. */
export async function openSignUp(
  session: HttpSession,
  client: ProviderClient,
  signInPage: Page,
): Promise<Page> {
  const href = /href="([^"]*\/signup)"/.exec(signInPage.html)?.[1];
  if (!href) throw new Error(`No sign-up link on:\n${signInPage.html}`);
  return browse(session, client, new URL(href, signInPage.url).toString());
}

/** Signs up through the pages and returns the code that comes back to the app. */
export async function signUpThroughPages(
  session: HttpSession,
  client: ProviderClient,
  values: AccountValues,
): Promise<{ code: string; pkce: Pkce; state: string; callback: URL }> {
  const { page, pkce: pair, state } = await startSignIn(session, client);
  const signUp = await openSignUp(session, client, page);
  const done = await submit(session, client, signUp, { ...values });
  const callback = expectCallback(client, done);
  return { code: callback.searchParams.get('code') ?? '', pkce: pair, state, callback };
}

export function expectCallback(client: ProviderClient, page: Page): URL {
  expect(page.url.startsWith(client.redirectUri), `landed on ${page.url}:\n${page.html}`).toBe(
    true,
  );
  return new URL(page.url);
}

/** The app's server-side code exchange: client_secret_post and the PKCE verifier. */
export async function exchangeCode(
  client: ProviderClient,
  code: string,
  verifier: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${client.loopback}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code_verifier: verifier,
    }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function userinfo(
  client: ProviderClient,
  accessToken: string,
): Promise<{ status: number; body: Record<string, unknown> | undefined }> {
  const response = await fetch(`${client.loopback}/oidc/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

/**
 * The scripts of a page that the CSP (script-src 'self') would refuse to run: any with a body or
 * without a src; the pages' one script is a file under /oidc/assets.
 */
export function inlineScripts(html: string): string[] {
  const fromAssets = /\ssrc="\/oidc\/assets\/[\w.-]+\.js"/;
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)(?:<\/script>|$)/gi)]
    .filter(([, attributes = '', body]) => !fromAssets.test(attributes) || body)
    .map(([script]) => script);
}

export { HttpSession };
