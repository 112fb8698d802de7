import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in sign-in provider's state: its accounts (email and scrypt password hash) and the
 * oidc-provider adapter's records (sessions, grants, codes, tokens, interactions), and its keys
 * (signing keys, cookie keys, the app's client secret), shared by every server on the database.
 */
export class CreateBuiltinProvider1763700000003 implements MigrationInterface {
  name = 'CreateBuiltinProvider1763700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "provider_accounts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "password_hash" text NOT NULL,
        "given_name" text NOT NULL DEFAULT '',
        "family_name" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_provider_accounts" PRIMARY KEY ("id")
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_provider_accounts_email" ON "provider_accounts" (lower("email"))`,
    );
    await queryRunner.query(`
      CREATE TABLE "provider_records" (
        "model" text NOT NULL,
        "id" text NOT NULL,
        "payload" jsonb NOT NULL,
        "grant_id" text,
        "user_code" text,
        "uid" text,
        "expires_at" timestamptz,
        "consumed_at" timestamptz,
        CONSTRAINT "PK_provider_records" PRIMARY KEY ("model", "id")
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_records_grant_id" ON "provider_records" ("grant_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_records_user_code" ON "provider_records" ("user_code")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_records_uid" ON "provider_records" ("uid")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_provider_records_expires_at" ON "provider_records" ("expires_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "provider_keys" (
        "name" text NOT NULL,
        "value" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_provider_keys" PRIMARY KEY ("name")
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_keys"`);
    await queryRunner.query(`DROP TABLE "provider_records"`);
    await queryRunner.query(`DROP TABLE "provider_accounts"`);
  }
}
