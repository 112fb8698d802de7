import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Strava's webhooks (issue 23): `strava_webhook_subscriptions`, the app's one subscription as
 * Strava numbered it (events naming another id are refused), the callback it was made for and
 * the verify token of its handshake, sealed; on each link the owner's choice of what happens
 * to their activities when they revoke access on Strava's side (kept by default); and
 * `strava_user_apps`, a user's own Strava app on a server that has none (its secret sealed).
 */
export class StravaWebhooks1763700000034 implements MigrationInterface {
  name = 'StravaWebhooks1763700000034';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "strava_webhook_subscriptions" (
        "id" bigint PRIMARY KEY,
        "client_id" text NOT NULL,
        "callback_url" text NOT NULL,
        "verify_token" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_strava_webhook_subscriptions_client" UNIQUE ("client_id")
      )`);
    await queryRunner.query(`
      ALTER TABLE "strava_connections"
        ADD "keep_activities_on_revoke" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`
      CREATE TABLE "strava_user_apps" (
        "owner_id" uuid PRIMARY KEY,
        "client_id" text NOT NULL,
        "client_secret" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_strava_user_apps_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "strava_user_apps"`);
    await queryRunner.query(
      `ALTER TABLE "strava_connections" DROP COLUMN "keep_activities_on_revoke"`,
    );
    await queryRunner.query(`DROP TABLE "strava_webhook_subscriptions"`);
  }
}
