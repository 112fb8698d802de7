import type { DataSource, EntityManager } from 'typeorm';
import { BUILTIN_IDENTITY_ISSUER } from '@server/auth/oidc/oidc-client-settings.js';

/** The reset links' tokens (their hashes) and what a reset ends, through the app's one pool. */
export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps a new token's hash for the account, alive for `ttlSeconds` by the database's clock. */
  async createToken(accountId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, account_id, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3::double precision))`,
      [tokenHash, accountId, ttlSeconds],
    );
  }

  /** The account a live (unused, unexpired) token is for. */
  async accountOfToken(tokenHash: string): Promise<string | undefined> {
    const rows = await this.dataSource.query<{ account_id: string }[]>(
      `SELECT account_id FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    return rows[0]?.account_id;
  }

  /**
   * Uses a live token up: deletes it and answers its account, or nothing when it is no longer
   * live (two tabs posting the same link: one wins, the other finds nothing).
   */
  async consumeToken(tokenHash: string, manager: EntityManager): Promise<string | undefined> {
    // Wrapped in a SELECT: TypeORM answers a bare DELETE with [rows, count], not rows.
    const rows = await manager.query<{ account_id: string }[]>(
      `WITH used AS (
         DELETE FROM password_reset_tokens WHERE token_hash = $1 AND expires_at > now()
         RETURNING account_id
       )
       SELECT account_id FROM used`,
      [tokenHash],
    );
    return rows[0]?.account_id;
  }

  /** The account's other links: a new password makes every link sent before it worthless. */
  async deleteTokensOf(accountId: string, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM password_reset_tokens WHERE account_id = $1', [accountId]);
  }

  /** The app's sessions of the user who signs in with this provider account, in every browser. */
  async endAppSessions(accountId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM sessions WHERE sess->>'userId' IN (
         SELECT id::text FROM users WHERE identity_issuer = $1 AND identity_subject = $2
       )`,
      [BUILTIN_IDENTITY_ISSUER, accountId],
    );
  }

  /** Links that expired are never used again; deleted with the provider's expired records. */
  async deleteExpiredTokens(): Promise<void> {
    await this.dataSource.query('DELETE FROM password_reset_tokens WHERE expires_at < now()');
  }
}
