import type { EntityManager } from 'typeorm';

/**
 * The rows of a user that no foreign key ties to the users table, so deleting the user would
 * leave them behind: the user's sessions (connect-pg-simple keeps the user id inside `sess`).
 * Only ever used inside the deletion's transaction, on its manager.
 */
export class AccountDeletionRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Ends every session of the user, in every browser. */
  async deleteSessions(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM sessions WHERE sess->>'userId' = $1`, [userId]);
  }
}
