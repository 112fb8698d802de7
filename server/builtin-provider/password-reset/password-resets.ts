import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { ProviderAccountsRepository } from '../accounts.repository.js';
import type { PasswordHasher } from '../password-hashing.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import { resetMailMessage } from './reset-mail.js';
import type { ResetMailer } from './reset-mailer.js';
import { hashResetToken, isResetToken, newResetToken } from './reset-token.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/** The reset page a link opens: on PUBLIC_URL, where the provider is mounted (/oidc). */
export const resetPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/oidc/password/reset/${token}`;

export interface PasswordResetsOptions {
  dataSource: DataSource;
  accounts: ProviderAccountsRepository;
  /** Hashes the new passwords (at PASSWORD_HASH_COST). */
  passwords: PasswordHasher;
  /** Unset when no SMTP server is configured: links then come from the operator's command. */
  mailer?: ResetMailer;
  /** The reset page for a token, on PUBLIC_URL (never from a request's Host header). */
  linkFor: (token: string) => string;
  /** A mail that could not be sent, or a database that did not answer, in the background. */
  onBackgroundError: (error: unknown) => void;
}

export type ResetOutcome = 'changed' | 'link-expired';

/**
 * Password resets of the built-in provider's accounts: single-use links that expire, bound to
 * one account, of which the database keeps only a hash; a new password ends every session of
 * the account, the app's and the provider's.
 */
export class PasswordResets {
  private readonly logger = new Logger('PasswordReset');
  private readonly repository: PasswordResetRepository;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: PasswordResetsOptions) {
    this.repository = new PasswordResetRepository(options.dataSource);
  }

  /** Whether links go out by mail; if not, the "Forgot password?" page says whom to ask. */
  get mailsLinks(): boolean {
    return this.options.mailer !== undefined;
  }

  /**
   * Mails a link to the account of `email`, if there is one, after the caller has answered: the
   * answer is the same, and as quick, whether an account exists or not.
   */
  requestLink(email: string): void {
    const work = this.mailLink(email)
      .catch((error: unknown) => this.options.onBackgroundError(error))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Resolves once every link asked for so far has been mailed or has failed (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** A new link for the account of `email`, for the operator; undefined when there is none. */
  async issueLink(email: string): Promise<string | undefined> {
    const account = await this.options.accounts.findByEmail(email);
    return account && this.newLink(account.id);
  }

  /** The email of the account a live link is for: the reset page names it. */
  async emailForLink(token: string): Promise<string | undefined> {
    if (!isResetToken(token)) return undefined;
    const accountId = await this.repository.accountOfToken(hashResetToken(token));
    const account = accountId && (await this.options.accounts.findById(accountId));
    return account ? account.email : undefined;
  }

  /**
   * Sets the account's new password and uses the link up, in one transaction with the ends of
   * its sessions: the app's (every browser signed in as its user) and the provider's (sessions,
   * grants, tokens), and its other links. Nobody is signed in: whoever holds the link signs in
   * with the new password, which also proves they know it.
   */
  async reset(token: string, password: string): Promise<ResetOutcome> {
    if (!isResetToken(token)) return 'link-expired';
    const tokenHash = hashResetToken(token);
    // Checked before scrypt: a stale or made-up link costs a query, not a hash's 32 MiB.
    if (!(await this.repository.accountOfToken(tokenHash))) return 'link-expired';
    const passwordHash = await this.options.passwords.hash(password);
    const accountId = await this.options.dataSource.transaction(async (manager) => {
      const owner = await this.repository.consumeToken(tokenHash, manager);
      if (!owner) return undefined;
      await this.options.accounts.setPasswordHash(owner, passwordHash, manager);
      await this.repository.deleteTokensOf(owner, manager);
      await this.options.accounts.deleteRecords(owner, manager);
      await this.repository.endAppSessions(owner, manager);
      return owner;
    });
    if (!accountId) return 'link-expired';
    this.logger.log({ accountId }, 'Password changed with a reset link; every session ended');
    return 'changed';
  }

  /** Deletes expired links (with the provider's sweep of its expired records). */
  deleteExpired(): Promise<void> {
    return this.repository.deleteExpiredTokens();
  }

  /** Waits for the mails under way, then lets go of the mail server. */
  async close(): Promise<void> {
    await this.settled();
    this.options.mailer?.close();
  }

  private async newLink(accountId: string): Promise<string> {
    const token = newResetToken();
    await this.repository.createToken(accountId, hashResetToken(token), RESET_LINK_MINUTES * 60);
    return this.options.linkFor(token);
  }

  private async mailLink(email: string): Promise<void> {
    const { mailer, accounts } = this.options;
    if (!mailer) return;
    const account = await accounts.findByEmail(email);
    if (!account) return;
    const link = await this.newLink(account.id);
    await mailer.send(
      resetMailMessage({
        to: account.email,
        givenName: account.givenName,
        link,
        minutes: RESET_LINK_MINUTES,
      }),
    );
    this.logger.log({ accountId: account.id }, 'Password reset link mailed');
  }
}
