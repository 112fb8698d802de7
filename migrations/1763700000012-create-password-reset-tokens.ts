import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in provider's password-reset links: only a SHA-256 hash of each link's token is
 * kept (the token itself is in the mail alone), bound to one account, with its expiry. A row is
 * deleted when its link is used, and with its account.
 */
export class CreatePasswordResetTokens1763700000012 implements MigrationInterface {
  name = 'CreatePasswordResetTokens1763700000012';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "password_reset_tokens" (
        "token_hash" text NOT NULL,
        "account_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_password_reset_tokens" PRIMARY KEY ("token_hash"),
        CONSTRAINT "FK_password_reset_tokens_account" FOREIGN KEY ("account_id")
          REFERENCES "provider_accounts" ("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_password_reset_tokens_account" ON "password_reset_tokens" ("account_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_password_reset_tokens_expires_at" ON "password_reset_tokens" ("expires_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
  }
}
