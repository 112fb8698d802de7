import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { BUILTIN_IDENTITY_ISSUER } from '@server/auth/oidc/oidc-client-settings.js';
import { BuiltinProviderService } from '@server/builtin-provider/builtin-provider.service.js';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import type { UserEntity } from '@server/users/user.entity.js';
import { accountGone, confirmationMismatch } from './account.errors.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import { AccountTransactions } from './account.transactions.js';

/** The email address (as stored) or the username, typed exactly; spaces around are forgiven. */
function confirms(user: UserEntity, confirmation: string): boolean {
  const typed = confirmation.trim();
  return typed !== '' && (typed === user.email || typed === user.username);
}

/**
 * Deletes an account and everything it owns, in one transaction: the user row (gear,
 * categories, photos, bundles, packs and their lines go with it through ON DELETE CASCADE),
 * every session of the user, and, when the user signed in through the built-in provider, that
 * provider's account and records, so no login is left that leads nowhere. Either all of it
 * goes or, on any failure, none of it.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    private readonly transactions: AccountTransactions,
    @Optional() @Inject(BuiltinProviderService) private readonly builtin?: BuiltinProviderService,
  ) {}

  async delete(
    userId: string,
    confirmation: string,
    request: Request,
    response: Response,
  ): Promise<void> {
    await this.transactions.run(async ({ manager, users }) => {
      const user = await users.lockById(userId);
      if (!user) throw accountGone();
      if (!confirms(user, confirmation)) throw confirmationMismatch();
      await new AccountDeletionRepository(manager).deleteSessions(userId);
      if (this.builtin && user.identityIssuer === BUILTIN_IDENTITY_ISSUER && user.identitySubject) {
        await this.builtin.deleteAccount(user.identitySubject, manager);
      }
      await users.delete(userId);
    });
    this.logger.log({ userId }, 'Account deleted');
    await this.endSession(request, response);
  }

  /**
   * The session row is already gone; this drops the request's copy so express-session does not
   * write it back, and tells the browser to forget the cookie.
   */
  private endSession(request: Request, response: Response): Promise<void> {
    response.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    return new Promise((resolve, reject) => {
      request.session.destroy((error?: unknown) =>
        error
          ? reject(error instanceof Error ? error : new Error('Session store failed'))
          : resolve(),
      );
    });
  }
}
