import { afterAll, describe, expect, it } from 'vitest';
import { AppConfig } from '@server/config/app-config.js';
import { reservePort } from '@test/support/listener.js';
import { startTestApp, type TestApp } from '@test/support/test-app.js';
import { newAccountValues } from '@test/support/sign-in.js';
import {
  exchangeCode,
  expectCallback,
  HttpSession,
  providerClient,
  signUpThroughPages,
  startSignIn,
  submit,
  userinfo,
} from './builtin-provider.helpers.js';

describe('the built-in provider across a restart', () => {
  const started: TestApp[] = [];
  // Stop the later app first: the first one owns the database folder or schema.
  afterAll(async () => {
    for (const app of started.reverse()) await app.stop();
  });

  it('keeps accounts, keys and signed-in browsers', async () => {
    const port = await reservePort();
    const first = await startTestApp({}, { port });
    started.push(first);
    const before = await providerClient(first);
    const browser = new HttpSession();
    const values = newAccountValues();
    const signedUp = await signUpThroughPages(browser, before, values);
    const firstToken = await exchangeCode(before, signedUp.code, signedUp.pkce.verifier);
    const firstMe = await userinfo(before, String(firstToken.body.access_token));
    await first.close();

    // Same address and same database (embedded folder or PostgreSQL schema), new process state.
    const config = first.app.get(AppConfig);
    const second = await startTestApp(
      { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '' },
      { port },
    );
    started.push(second);
    const after = await providerClient(second);
    expect(after.clientSecret).toBe(before.clientSecret);

    // The same browser goes straight back to the app: its provider session survived.
    const { page, pkce, state } = await startSignIn(browser, after);
    const callback = expectCallback(after, page);
    expect(callback.searchParams.get('state')).toBe(state);
    const token = await exchangeCode(after, callback.searchParams.get('code') ?? '', pkce.verifier);
    expect(token.status).toBe(200);
    const me = await userinfo(after, String(token.body.access_token));
    expect(me.body?.sub).toBe(firstMe.body?.sub);

    // A token issued before the restart still answers.
    expect((await userinfo(after, String(firstToken.body.access_token))).status).toBe(200);

    // And a new browser signs in with the password.
    const stranger = new HttpSession();
    const fresh = await startSignIn(stranger, after);
    expect(fresh.page.html).toContain('Sign in to Packtrail');
    const done = await submit(stranger, after, fresh.page, { ...values });
    expect(expectCallback(after, done).searchParams.get('code')).toBeTruthy();
  });
});
