import { randomUUID } from 'node:crypto';
import { request, type APIResponse, type BrowserContext, type Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { linkEndingWith, readForm } from '../../support/html-form.js';
import { appOrigin, checkAxe, passedThrough, pathOf, settle } from './browser.js';

/**
 * Signing in the way a person does: the app's guard or /login sends the browser to the built-in
 * provider (/oidc, on the app's own origin), whose pages are ours and get the axe check too.
 */

/** client/lib/current-user.ts: where the signed-in user is kept (spec section 3). */
export const CURRENT_USER_KEY = 'pack.auth.user';
/** client/lib/analytics.ts: the browser's anonymous analytics id. */
export const ANONYMOUS_ID_KEY = 'packtrail.analytics.id';

/** The headings of the provider's pages (server/builtin-provider/pages/pages.ts). */
export const PROVIDER_SIGN_IN_HEADING = 'Sign in to Packtrail';
export const PROVIDER_SIGN_UP_HEADING = 'Create your Packtrail account';

/** The start page's heading (client/features/marketing/pages/landing-page.tsx). */
export const LANDING_HEADING = 'Plan lighter. Pack smarter.';

export const DEFAULT_PASSWORD = 'tarp-poles-and-trail-mix';

/** Cookies and local storage of a context, as `browser.newContext({ storageState })` takes them. */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface StoredUser {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  subscriptionPlan: 'basic' | 'explorer';
}

export interface NewAccount {
  givenName: string;
  familyName: string;
  /** A new address for every account unless told. */
  email?: string;
  password?: string;
}

export type Account = Required<NewAccount>;

/** An address no other account in this run has (the provider refuses a taken one). */
export const uniqueEmail = (label = 'hiker'): string => `${label}-${randomUUID()}@packtrail.test`;

/** The base64 `state` of a sign-in, decoded (spec section 4: it carries the return path). */
export const decodeState = (state: string): string => Buffer.from(state, 'base64').toString('utf8');

const isProviderPage = (url: URL): boolean => url.pathname.startsWith('/oidc/interaction/');

/** Waits for the provider's sign-in page and checks it with axe. */
export async function onProviderSignIn(page: Page): Promise<void> {
  // The app hands over with a full navigation that may still be under way.
  await page.waitForURL(isProviderPage);
  await settle(page);
  await page.getByRole('heading', { level: 1, name: PROVIDER_SIGN_IN_HEADING }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[^/]+(\/login)?$/);
  await checkAxe(page);
}

/** Waits for the provider's sign-up page and checks it with axe. */
export async function onProviderSignUp(page: Page): Promise<void> {
  await page.waitForURL(isProviderPage);
  await settle(page);
  await page.getByRole('heading', { level: 1, name: PROVIDER_SIGN_UP_HEADING }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\/[^/]+\/signup$/);
  await checkAxe(page);
}

/**
 * Runs `submit` (the step that finishes sign-in at the provider), then waits for the code
 * exchange and for the app to land on a page, which it checks with axe. The callback route only
 * passes the browser on.
 */
export async function landInApp(
  page: Page,
  submit: () => Promise<unknown>,
  landsOn?: string,
): Promise<void> {
  const exchanged = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/auth/callback',
  );
  await submit();
  expect((await exchanged).status(), 'status of POST /api/auth/callback').toBe(200);
  await page.waitForURL((url) => url.pathname !== '/auth/callback');
  await settle(page);
  if (landsOn !== undefined) expect(pathOf(page)).toBe(landsOn);
  await checkAxe(page);
  passedThrough(page, '/auth/callback');
}

export interface SignInOptions {
  /** Where the walk starts: a signed-in path (its guard sends it on) or /login (the default). */
  from?: string;
  /** The path and search the app must land on; any page unless told. */
  landsOn?: string;
}

/** Fills the provider's sign-up form (the browser must be on it). */
export async function fillSignUpForm(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Given name', { exact: true }).fill(account.givenName);
  await page.getByLabel('Family name', { exact: true }).fill(account.familyName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
}

/** Fills the provider's sign-in form (the browser must be on it). */
export async function fillSignInForm(
  page: Page,
  { email, password }: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Creates an account the way a new user does: `from` (/login unless told), the provider's
 * sign-in page, "Create an account", the form, and back in the app. Returns what was entered.
 */
export async function signUp(
  page: Page,
  details: NewAccount,
  { from = '/login', landsOn }: SignInOptions = {},
): Promise<Account> {
  const account: Account = {
    givenName: details.givenName,
    familyName: details.familyName,
    email: details.email ?? uniqueEmail(),
    password: details.password ?? DEFAULT_PASSWORD,
  };
  await page.goto(from);
  await onProviderSignIn(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await onProviderSignUp(page);
  await fillSignUpForm(page, account);
  await landInApp(
    page,
    () => page.getByRole('button', { name: 'Create account' }).click(),
    landsOn,
  );
  passedThrough(page, from, '/login');
  return account;
}

/** Signs in with an existing account's email and password on the provider's sign-in page. */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  { from = '/login', landsOn }: SignInOptions = {},
): Promise<void> {
  await page.goto(from);
  await onProviderSignIn(page);
  await fillSignInForm(page, account);
  await landInApp(page, () => page.getByRole('button', { name: 'Sign in' }).click(), landsOn);
  passedThrough(page, from, '/login');
}

/**
 * Signs up a new account over HTTP, the way `signUp` does in a page but without drawing the
 * provider's pages (the sign-in tests walk those with axe): the login URL, the provider's
 * sign-up form, the code exchange. Returns the cookies (the app's session and the provider's)
 * and `pack.auth.user` as the callback screen stores it, so that `openPage({ storageState })`
 * starts signed in.
 */
export async function signedInState(details: Partial<NewAccount> = {}): Promise<StorageState> {
  const account: Account = {
    givenName: 'Robin',
    familyName: 'Fell',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    ...details,
  };
  const origin = appOrigin();
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  try {
    const { loginUrl } = (await expectOk(await api.get('/api/auth/login-url'))) as {
      loginUrl: string;
    };
    const signInPage = await api.get(loginUrl);
    const signUpUrl = linkEndingWith(signInPage.url(), await signInPage.text(), '/signup');
    const signUpPage = await api.get(signUpUrl);
    const { action, fields } = readForm(signUpUrl, await signUpPage.text(), { ...account });
    const landed = await api.post(action, { form: Object.fromEntries(fields) });
    const code = new URL(landed.url()).searchParams.get('code');
    if (!code) throw new Error(`Sign-up did not come back with a code: ${landed.url()}`);
    const { me } = (await expectOk(await api.post('/api/auth/callback', { data: { code } }))) as {
      me: StoredUser;
    };
    const { cookies } = await api.storageState();
    return {
      cookies,
      origins: [{ origin, localStorage: [{ name: CURRENT_USER_KEY, value: JSON.stringify(me) }] }],
    };
  } finally {
    await api.dispose();
  }
}

async function expectOk(response: APIResponse): Promise<unknown> {
  if (!response.ok()) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

/**
 * One account for the test file: signed up in `beforeAll`, its storage state handed to each test
 * through the returned function. Tests that sign out (which ends the session for every context
 * sharing it) sign up on their own instead.
 */
export function signUpOncePerFile(details: Partial<NewAccount> = {}): () => StorageState {
  let state: StorageState | undefined;
  beforeAll(async () => {
    state = await signedInState(details);
  });
  return () => {
    if (!state) throw new Error('The signed-in state is made in beforeAll; ask for it in a test');
    return state;
  };
}

const appLocalStorage = (state: StorageState) =>
  state.origins.find(({ origin }) => origin === appOrigin())?.localStorage ?? [];

/** The user a storage state holds under `pack.auth.user`. */
export function storedUserOf(state: StorageState): StoredUser {
  const raw = appLocalStorage(state).find(({ name }) => name === CURRENT_USER_KEY)?.value;
  if (!raw) throw new Error(`The storage state holds no ${CURRENT_USER_KEY}`);
  return JSON.parse(raw) as StoredUser;
}

/**
 * A copy of the state with another stored user, or none: with none, the app sees nobody signed
 * in while the cookies (the provider's session among them) stay, so sign-in comes straight back.
 */
export function withStoredUser(state: StorageState, user: StoredUser | null): StorageState {
  const kept = appLocalStorage(state).filter(({ name }) => name !== CURRENT_USER_KEY);
  const localStorage = user
    ? [...kept, { name: CURRENT_USER_KEY, value: JSON.stringify(user) }]
    : kept;
  return {
    cookies: state.cookies,
    origins: [
      ...state.origins.filter(({ origin }) => origin !== appOrigin()),
      { origin: appOrigin(), localStorage },
    ],
  };
}

/** server/session/session.middleware.ts: the app's session cookie. */
export const SESSION_COOKIE = 'packtrail.sid';

/**
 * A copy of the state without the app's session cookie: the stored user and the provider's
 * session stay. A sign-in from it makes a session of its own and leaves the original one (which
 * other tests of the file share) alone; a sign-in on top of a session replaces it.
 */
export function withoutAppSession(state: StorageState): StorageState {
  return { ...state, cookies: state.cookies.filter(({ name }) => name !== SESSION_COOKIE) };
}

/**
 * Someone the provider still knows but the app does not: no stored user, no app session, only
 * the provider's session, so a sign-in goes through the provider without its pages.
 */
export const providerSessionOnly = (state: StorageState): StorageState =>
  withoutAppSession(withStoredUser(state, null));

/**
 * Signs out with the header's "Sign out" link: the logout screen calls the server and then the
 * start page shows, which is checked with axe.
 */
export async function signOut(page: Page): Promise<void> {
  const loggedOut = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/auth/logout',
  );
  await page.getByRole('link', { name: 'Sign out' }).click();
  expect((await loggedOut).status(), 'status of POST /api/auth/logout').toBe(204);
  await page.getByRole('heading', { level: 1, name: LANDING_HEADING }).waitFor();
  await settle(page);
  expect(pathOf(page)).toBe('/');
  await checkAxe(page);
  passedThrough(page, '/logout');
}

/** A key of the page's local storage. */
export const readLocalStorage = (page: Page, key: string): Promise<string | null> =>
  page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);

/** The user the page keeps under `pack.auth.user`, parsed; null when there is none. */
export async function readStoredUser(page: Page): Promise<unknown> {
  const raw = await readLocalStorage(page, CURRENT_USER_KEY);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/**
 * Cancels the browser's trip to the provider, so the app's own sign-in screen ("Taking you to
 * sign in") stays on screen to be looked at; the page stays on /login.
 */
export async function stayOnSignInScreen(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/oidc/auth',
    (route) => route.abort('aborted'),
  );
}
