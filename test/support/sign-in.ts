import { randomUUID } from 'node:crypto';
import { linkEndingWith } from './html-form.js';
import { HttpSession } from './http-session.js';

export interface AccountValues {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export const newAccountValues = (overrides: Partial<AccountValues> = {}): AccountValues => ({
  email: `hiker-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery staple',
  givenName: 'Ada',
  familyName: 'Lovelace',
  ...overrides,
});

export interface Callback {
  code: string;
  state: string;
  url: URL;
}

/** Whether a hop is the app's sign-in callback (where a walk through the provider ends). */
export const isAppCallback = (appUrl: string) => (url: URL) =>
  url.origin === new URL(appUrl).origin && url.pathname === '/auth/callback';

/** A page of the sign-in provider as a test reads it. */
export interface Page {
  url: string;
  status: number;
  html: string;
  headers: Headers;
}

/** Reads the page where `HttpSession.follow` or `submitForm` stopped. */
export const pageOf = async ({
  response,
  url,
}: {
  response: Response;
  url: string;
}): Promise<Page> => ({
  url,
  status: response.status,
  html: await response.text(),
  headers: response.headers,
});

/** The messages on a provider page: each field's `.error` paragraph and the form's alert. */
export const messages = (html: string): string[] =>
  [...html.matchAll(/<p class="(?:error|alert)"[^>]*>([^<]*)<\/p>/g)].map((m) => m[1] ?? '');

/** GET /api/auth/login-url in this session. */
export async function loginUrl(session: HttpSession, appUrl: string, redirectTo?: string) {
  const query =
    redirectTo === undefined ? '' : `?${new URLSearchParams({ redirectTo }).toString()}`;
  const response = await session.fetch(`${appUrl}/api/auth/login-url${query}`);
  if (response.status !== 200) throw new Error(`login-url answered ${response.status}`);
  return ((await response.json()) as { loginUrl: string }).loginUrl;
}

function callbackOf(url: string): Callback {
  const parsed = new URL(url);
  const code = parsed.searchParams.get('code');
  const state = parsed.searchParams.get('state');
  if (!code || state === null) throw new Error(`No code and state in ${url}`);
  return { code, state, url: parsed };
}

/** The address of /login as a page load, with its redirectTo. */
export const loginPage = (appUrl: string, redirectTo?: string): string =>
  `${appUrl}/login${redirectTo === undefined ? '' : `?${new URLSearchParams({ redirectTo }).toString()}`}`;

export interface WalkOptions {
  redirectTo?: string;
  account?: AccountValues;
  existing?: boolean;
  /** Start at /login as a page load (its redirect), not at the login URL the API gives. */
  fromLoginPage?: boolean;
}

/**
 * Walks a browser through sign-in as the client route would: the login URL, the provider's
 * pages (creating an account, or signing in to an existing one), back to /auth/callback.
 * Returns the code and state the provider sent (the callback page itself is not fetched).
 */
export async function walkToCallback(
  session: HttpSession,
  appUrl: string,
  options: WalkOptions = {},
): Promise<Callback> {
  const account = options.account ?? newAccountValues();
  const stop = isAppCallback(appUrl);
  const first = options.fromLoginPage
    ? loginPage(appUrl, options.redirectTo)
    : await loginUrl(session, appUrl, options.redirectTo);
  const start = await session.follow(first, {}, stop);
  if (stop(new URL(start.url))) return callbackOf(start.url);
  const signInPage = await start.response.text();
  if (options.existing) {
    const done = await session.submitForm(start.url, signInPage, { ...account }, stop);
    return callbackOf(done.url);
  }
  const signUpUrl = linkEndingWith(start.url, signInPage, '/signup');
  const signUpPage = await (await session.fetch(signUpUrl)).text();
  const done = await session.submitForm(signUpUrl, signUpPage, { ...account }, stop);
  return callbackOf(done.url);
}

/** POST /api/auth/callback with the code, in this session. */
export function postCallback(session: HttpSession, appUrl: string, code: string) {
  return session.fetch(`${appUrl}/api/auth/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}

/** A new account, signed in: the session holds the app's cookie. */
export async function signUp(appUrl: string, account = newAccountValues()) {
  const session = new HttpSession();
  const { code } = await walkToCallback(session, appUrl, { account });
  const response = await postCallback(session, appUrl, code);
  if (response.status !== 200) throw new Error(`callback answered ${response.status}`);
  const { me } = (await response.json()) as { me: { userId: string; email: string } };
  return { session, me, account };
}
