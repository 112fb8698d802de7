import type { Request } from 'express';
import { encodeState } from '../sign-in-state.js';
import '@server/session/session-data.js';

/**
 * A sign-in must come back within this long (the provider's codes live far less). It is also
 * how long a visitor's session lives: it holds nothing but the sign-in.
 */
export const SIGN_IN_WINDOW_MS = 10 * 60_000;

export interface SignInState {
  returnTo: string;
}

type Stored = (error: Error | null, handle?: string) => void;
type Verified = (error: Error | null, verifier: string | false, state?: unknown) => void;

/**
 * passport-oauth2's PKCE state store, kept in the session that asked for the login URL. The
 * `state` handed to the provider is the base64 return path (spec section 4); what proves the
 * callback belongs to this browser is the PKCE verifier, which never leaves the server.
 */
export class SessionPkceStore {
  store(
    request: Request,
    verifier: string,
    state: SignInState,
    _meta: unknown,
    done: Stored,
  ): void {
    const { session } = request;
    session.signIn = { verifier, returnTo: state.returnTo, startedAt: Date.now() };
    // A visitor's session is stored only for this (anonymous calls store nothing else), so it
    // ends with the sign-in window: a flood of login-URL calls leaves rows that go within
    // minutes. Signing in regenerates the session with the full idle lifetime; a signed-in
    // session asking for a login URL keeps its own.
    if (session.userId === undefined) session.cookie.maxAge = SIGN_IN_WINDOW_MS;
    done(null, encodeState(state.returnTo));
  }

  verify(request: Request, _handle: unknown, _meta: unknown, done: Verified): void {
    const pending = request.session.signIn;
    // One code per sign-in: a replay finds nothing to exchange it with.
    delete request.session.signIn;
    if (!pending || Date.now() - pending.startedAt > SIGN_IN_WINDOW_MS) {
      done(null, false, {
        message: 'No sign-in was started in this browser, or it took too long. Sign in again.',
      });
      return;
    }
    done(null, pending.verifier, { returnTo: pending.returnTo } satisfies SignInState);
  }
}
