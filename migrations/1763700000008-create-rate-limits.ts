import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-user limits on expensive calls, kept in the database so every server counts against the
 * same figures: `rate_limits` holds each user's window per action (calls counted, when it
 * resets), `rate_limit_leases` the one running call of a one-at-a-time action and when it lapses
 * if its server stops renewing it. Both are swept of expired rows now and then, and go with the
 * user.
 */
export class CreateRateLimits1763700000008 implements MigrationInterface {
  name = 'CreateRateLimits1763700000008';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "rate_limits" (
        "owner_id" uuid NOT NULL,
        "action" text NOT NULL,
        "hits" integer NOT NULL,
        "resets_at" timestamptz NOT NULL,
        CONSTRAINT "PK_rate_limits" PRIMARY KEY ("owner_id", "action"),
        CONSTRAINT "FK_rate_limits_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_rate_limits_hits" CHECK ("hits" >= 1)
      )`);
    await q(`
      CREATE TABLE "rate_limit_leases" (
        "owner_id" uuid NOT NULL,
        "action" text NOT NULL,
        "holder" uuid NOT NULL,
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_rate_limit_leases" PRIMARY KEY ("owner_id", "action"),
        CONSTRAINT "FK_rate_limit_leases_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_leases"`);
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
