import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the account page edits on a user: the public username, the avatar (a stored photo) and
 * the preferred weight unit and currency. Usernames are stored lowercase (the check says so),
 * so a plain unique index makes them unique regardless of case. A null currency means "the
 * browser's"; a removed avatar photo leaves the user without one.
 */
export class AddAccountProfile1763700000007 implements MigrationInterface {
  name = 'AddAccountProfile1763700000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "users" ADD "username" text`);
    await q(`ALTER TABLE "users" ADD "avatar_photo_id" uuid`);
    await q(`ALTER TABLE "users" ADD "weight_unit" text NOT NULL DEFAULT 'g'`);
    await q(`ALTER TABLE "users" ADD "currency" char(3)`);
    await q(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_username" CHECK ("username" ~ '^[a-z0-9_-]{3,30}$')`,
    );
    await q(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_weight_unit" CHECK ("weight_unit" IN ('g', 'kg', 'oz', 'lb'))`,
    );
    await q(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_currency" CHECK ("currency" ~ '^[A-Z]{3}$')`,
    );
    await q(`CREATE UNIQUE INDEX "UQ_users_username" ON "users" ("username")`);
    await q(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_users_avatar_photo" FOREIGN KEY ("avatar_photo_id")
       REFERENCES "photos"("id") ON DELETE SET NULL`,
    );
    // Deleting a photo looks for users pointing at it: without an index that scans every user.
    await q(`CREATE INDEX "IDX_users_avatar_photo" ON "users" ("avatar_photo_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`DROP INDEX "IDX_users_avatar_photo"`);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "FK_users_avatar_photo"`);
    await q(`DROP INDEX "UQ_users_username"`);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_currency"`);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_weight_unit"`);
    await q(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_username"`);
    await q(`ALTER TABLE "users" DROP COLUMN "currency"`);
    await q(`ALTER TABLE "users" DROP COLUMN "weight_unit"`);
    await q(`ALTER TABLE "users" DROP COLUMN "avatar_photo_id"`);
    await q(`ALTER TABLE "users" DROP COLUMN "username"`);
  }
}
