import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { notSignedIn, serviceUnavailable, unauthorized } from '@server/common/errors.js';
import type { CurrentUserDto } from '@server/users/dto/current-user.dto.js';
import { UsersService } from '@server/users/users.service.js';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { BUILTIN_IDENTITY_ISSUER } from './oidc/oidc-client-settings.js';
import { OidcClientService } from './oidc/oidc-client.service.js';
import type { ProviderProfile } from './oidc/oidc.strategy.js';
import { runStrategy } from './oidc/run-strategy.js';
import { safeReturnPath } from '@server/domain/return-path.js';

const SIGN_IN_FAILED =
  'Sign-in failed: the code is invalid, expired or already used. Sign in again.';

const challengeMessage = (challenge: unknown): string => {
  const message = (challenge as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : SIGN_IN_FAILED;
};

const promisify = (run: (done: (error?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => {
    run((error) =>
      error
        ? reject(error instanceof Error ? error : new Error('Session store failed'))
        : resolve(),
    );
  });

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly oidc: OidcClientService,
    private readonly users: UsersService,
    @Optional() @Inject(BuiltinProviderService) private readonly builtin?: BuiltinProviderService,
  ) {}

  /** The provider's sign-in URL; the PKCE verifier stays in this request's session. */
  async loginUrl(request: Request, redirectTo: string | undefined): Promise<string> {
    const strategy = await this.reachProvider();
    const outcome = await runStrategy(strategy, request, {
      state: { returnTo: safeReturnPath(redirectTo) },
    });
    if (outcome.kind !== 'redirect') {
      throw outcome.kind === 'error'
        ? outcome.error
        : new Error('The sign-in could not be started');
    }
    // Saved before answering (express-session would save after the response has gone): a
    // session that cannot be stored fails the request now, not the sign-in at its callback.
    await promisify((done) => request.session.save(done));
    return outcome.url;
  }

  /** Exchanges the code, signs the user in on a fresh session, and answers who they are. */
  async completeSignIn(request: Request, code: string): Promise<CurrentUserDto> {
    const strategy = await this.reachProvider();
    // passport-oauth2 reads the code from the body; nothing else of the body is passed on.
    const outcome = await runStrategy(strategy, Object.assign(request, { body: { code } }), {});
    if (outcome.kind === 'fail') {
      throw unauthorized('SIGN_IN_FAILED', challengeMessage(outcome.challenge));
    }
    if (outcome.kind === 'error') {
      this.logger.warn({ err: outcome.error }, 'Code exchange failed');
      throw unauthorized('SIGN_IN_FAILED', SIGN_IN_FAILED);
    }
    if (outcome.kind !== 'success') throw unauthorized('SIGN_IN_FAILED', SIGN_IN_FAILED);
    const profile = outcome.user as ProviderProfile;
    const me = await this.users.signInIdentity({ issuer: await this.oidc.issuer(), ...profile });
    // A new session id at sign-in: a session id planted before sign-in is worth nothing after.
    await promisify((done) => request.session.regenerate(done));
    request.session.userId = me.userId;
    request.session.signedInAt = Date.now();
    await promisify((done) => request.session.save(done));
    return me;
  }

  /** The OAuth client, or a 503 saying so when the provider's discovery cannot be read. */
  private async reachProvider() {
    try {
      return await this.oidc.strategy();
    } catch (error) {
      this.logger.error({ err: error }, 'The sign-in provider could not be reached');
      throw serviceUnavailable(
        'PROVIDER_UNAVAILABLE',
        'The sign-in provider could not be reached. Try again in a moment.',
      );
    }
  }

  async currentUser(request: Request, userId: string): Promise<CurrentUserDto> {
    const me = await this.users.currentUser(userId);
    if (me) return me;
    // The user is gone (account deleted elsewhere): so is this session.
    await this.logout(request);
    throw notSignedIn();
  }

  async logout(request: Request, response?: Response): Promise<void> {
    const { userId } = request.session;
    if (userId) await this.endProviderSession(userId);
    await promisify((done) => request.session.destroy(done));
    response?.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  /**
   * Signing out of Packtrail also signs out of the built-in provider, so the next person at a
   * shared computer is asked for a password. (An external provider keeps its own session.)
   */
  private async endProviderSession(userId: string): Promise<void> {
    if (!this.builtin) return;
    const identity = await this.users.identityOf(userId);
    if (identity?.issuer === BUILTIN_IDENTITY_ISSUER)
      await this.builtin.endSessions(identity.subject);
  }
}
