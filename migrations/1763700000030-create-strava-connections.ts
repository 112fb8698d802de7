import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `strava_connections`: a user's link to their Strava athlete (one each way), its tokens sealed
 * (server/common/secrets: never in clear), the scopes the athlete granted and when the access
 * token expires.
 */
export class CreateStravaConnections1763700000030 implements MigrationInterface {
  name = 'CreateStravaConnections1763700000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "strava_connections" (
        "owner_id" uuid PRIMARY KEY,
        "athlete_id" bigint NOT NULL,
        "athlete_name" text NOT NULL DEFAULT '',
        "scopes" text NOT NULL,
        "access_token" text NOT NULL,
        "refresh_token" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_strava_connections_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_strava_connections_athlete" UNIQUE ("athlete_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "strava_connections"`);
  }
}
