import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '@server/bootstrap/create-app.js';
import { createUser, requestJson, unwireResponse, type JsonResponse } from './factories.js';
import type { ReservedPort } from './listener.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * The boot every API test file shares, as immich's `setup()`: `setupApi()` at the top of a
 * `describe` starts the app on a database of its own before its tests, signs up an owner and a
 * stranger, and stops the app after them.
 *
 *   const { app, owner, stranger } = setupApi();
 *   const { app } = setupApi({ env: { TRUST_PROXY: 'loopback' }, users: 0 });
 *
 * The objects it answers are filled in by its `beforeAll`: read them in hooks and tests, not
 * while the `describe` is collected. Hooks of the `describe` registered after it run after the
 * boot; `afterAll` hooks registered before it run after the app has stopped (Vitest runs them in
 * reverse order), which is where a stand-in server started for the app is closed. Only tests
 * that run two apps on one database (or no app at all) call `startTestApp` themselves.
 */

/** A signed-in user of their own: the session, their id, and a URL builder for the app. */
export type User = Awaited<ReturnType<typeof createUser>>;

export interface ApiOptions {
  /** Configuration variables for the app, over the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** How the app starts: a port reserved beforehand, where its log lines go. */
  start?: AppOptions & { port?: ReservedPort };
  /** How many users to sign up: owner and stranger (2, the default), the owner alone, none. */
  users?: 0 | 1 | 2;
}

/** `send(user, method, path, body?)`: the request as `user`, its status, parsed body and headers. */
export type Send<D = unknown> = <T = D>(
  user: User,
  method: string,
  path?: string,
  body?: unknown,
) => Promise<JsonResponse<T>>;

/**
 * A `send` for one part of the API: paths are relative to `base` and answers are read as `D`
 * unless a call says otherwise. With `unwire`, a pack or a pack line in the answer gets back
 * what the packs API leaves out (see `unwireResponse`).
 */
export function sendUnder<D = unknown>(base: string, options: { unwire?: boolean } = {}): Send<D> {
  return async <T = D>(user: User, method: string, path = '', body?: unknown) => {
    const response = await requestJson<T>(user.session, user.url(`${base}${path}`), method, body);
    return options.unwire ? unwireResponse(response) : response;
  };
}

/** Sends JSON as `user` to a path from the root (`/api/...`) and reads the JSON answer. */
export const send: Send = sendUnder('');

export interface Api {
  /** The running app (its base URL, config and Nest container). */
  app: TestApp;
  /** A signed-in user (unless `users` is 0). */
  owner: User;
  /** A second signed-in user, for "another user's" tests (when `users` is 2). */
  stranger: User;
  /** Sends JSON as a user to a path from the root (`/api/...`). */
  send: Send;
  /** Stops the app and starts it again on the same port and database; `app` is the new one. */
  restart: () => Promise<void>;
}

/**
 * Registers the boot on the current `describe`. `options` may be a function, called in the
 * `beforeAll`, for what is known only then (a reserved port, a stand-in server's URL).
 */
export function setupApi(options: ApiOptions | (() => ApiOptions | Promise<ApiOptions>) = {}): Api {
  const app = {} as TestApp;
  const owner = {} as User;
  const stranger = {} as User;
  beforeAll(async () => {
    const {
      env = {},
      start = {},
      users = 2,
    } = typeof options === 'function' ? await options() : options;
    Object.assign(app, await startTestApp(env, start));
    if (users >= 1) Object.assign(owner, await createUser(app));
    if (users >= 2) Object.assign(stranger, await createUser(app));
  });
  // The app may not have started (a failed boot is reported by the beforeAll).
  afterAll(() => (app.stop as TestApp['stop'] | undefined)?.());
  return {
    app,
    owner,
    stranger,
    send,
    restart: async () => {
      Object.assign(app, await app.restart());
    },
  };
}

/** The fields a 400's `errors` names, in order. */
export const fieldsOf = (body: unknown): string[] =>
  ((body as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
