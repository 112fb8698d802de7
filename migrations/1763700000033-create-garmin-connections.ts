import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `garmin_connections`: a user's link to their Garmin Connect account (one each way: pushes
 * name only Garmin's user id), its tokens sealed (server/common/secrets: never in clear), when
 * the access and refresh tokens expire, and the permissions the user granted.
 */
export class CreateGarminConnections1763700000033 implements MigrationInterface {
  name = 'CreateGarminConnections1763700000033';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "garmin_connections" (
        "owner_id" uuid PRIMARY KEY,
        "user_id" text NOT NULL,
        "access_token" text NOT NULL,
        "refresh_token" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "refresh_expires_at" timestamptz,
        "permissions" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_garmin_connections_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_garmin_connections_user" UNIQUE ("user_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "garmin_connections"`);
  }
}
