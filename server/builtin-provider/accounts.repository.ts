import type { DataSource, EntityManager } from 'typeorm';

export interface ProviderAccount {
  /** A uuid: the `sub` the provider tells the app. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface ProviderAccountWithHash extends ProviderAccount {
  passwordHash: string;
}

export interface NewProviderAccount {
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Emails are matched without case or surrounding spaces, and stored that way. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const toAccount = (row: AccountRow): ProviderAccountWithHash => ({
  id: row.id,
  email: row.email,
  givenName: row.given_name,
  familyName: row.family_name,
  passwordHash: row.password_hash,
});

const COLUMNS = 'id, email, password_hash, given_name, family_name';

/** The built-in provider's accounts (provider_accounts), through the app's one pool. */
export class ProviderAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<ProviderAccountWithHash | undefined> {
    // A malformed id would make PostgreSQL raise rather than find nothing.
    if (!UUID.test(id)) return undefined;
    const rows = await this.dataSource.query<AccountRow[]>(
      `SELECT ${COLUMNS} FROM provider_accounts WHERE id = $1`,
      [id],
    );
    return rows[0] && toAccount(rows[0]);
  }

  async findByEmail(email: string): Promise<ProviderAccountWithHash | undefined> {
    const rows = await this.dataSource.query<AccountRow[]>(
      `SELECT ${COLUMNS} FROM provider_accounts WHERE lower(email) = $1`,
      [normalizeEmail(email)],
    );
    return rows[0] && toAccount(rows[0]);
  }

  /** The new account, or undefined when the email is already taken. */
  async create(account: NewProviderAccount): Promise<ProviderAccountWithHash | undefined> {
    // The unique index on lower(email) settles races between two sign-ups for one address.
    const rows = await this.dataSource.query<AccountRow[]>(
      `INSERT INTO provider_accounts (email, password_hash, given_name, family_name)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [normalizeEmail(account.email), account.passwordHash, account.givenName, account.familyName],
    );
    return rows[0] && toAccount(rows[0]);
  }

  /** Replaces the account's password hash (a password reset), in the caller's transaction. */
  async setPasswordHash(id: string, passwordHash: string, manager: EntityManager): Promise<void> {
    await manager.query(
      'UPDATE provider_accounts SET password_hash = $2, updated_at = now() WHERE id = $1',
      [id, passwordHash],
    );
  }

  /**
   * Removes the account and every provider record that names it (sessions, grants, tokens,
   * interactions). Runs on `manager` when the caller is already inside a transaction.
   */
  async delete(id: string, manager: EntityManager): Promise<void> {
    if (!UUID.test(id)) return;
    await this.deleteRecords(id, manager);
    await manager.query('DELETE FROM provider_accounts WHERE id = $1', [id]);
  }

  /**
   * Every provider record that names the account: its sessions in every browser, its grants and
   * the codes and tokens made from them, and sign-ins finished as it but not yet redeemed.
   */
  async deleteRecords(id: string, manager: EntityManager): Promise<void> {
    if (!UUID.test(id)) return;
    await manager.query(
      `DELETE FROM provider_records
       WHERE payload->>'accountId' = $1
          OR payload->'session'->>'accountId' = $1
          OR payload->'result'->'login'->>'accountId' = $1`,
      [id],
    );
  }

  /** Signs the account out of the provider in every browser (its provider sessions). */
  async endSessions(id: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM provider_records WHERE model = 'Session' AND payload->>'accountId' = $1`,
      [id],
    );
  }
}
