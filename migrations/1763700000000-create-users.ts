import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763700000000 implements MigrationInterface {
  name = 'CreateUsers1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "given_name" text NOT NULL DEFAULT '',
        "family_name" text NOT NULL DEFAULT '',
        "subscription_plan" text NOT NULL DEFAULT 'basic',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_users" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_users_subscription_plan" CHECK ("subscription_plan" IN ('basic', 'explorer'))
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" (lower("email"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
