import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `activity_sources`: which services (Strava, Garmin) an activity was synced from, by their own
 * ids, so the same outing from a file, Strava and Garmin is one activity with several sources.
 */
export class CreateActivitySources1763700000031 implements MigrationInterface {
  name = 'CreateActivitySources1763700000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "activity_sources" (
         "owner_id" uuid NOT NULL,
         "provider" text NOT NULL,
         "external_id" text NOT NULL,
         "activity_id" uuid NOT NULL,
         "created_activity" boolean NOT NULL DEFAULT false,
         "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         PRIMARY KEY ("owner_id", "provider", "external_id"),
         CONSTRAINT "CHK_activity_sources_provider" CHECK ("provider" IN ('strava', 'garmin')),
         CONSTRAINT "CHK_activity_sources_external_id"
           CHECK (length("external_id") BETWEEN 1 AND 100),
         CONSTRAINT "FK_activity_sources_owner" FOREIGN KEY ("owner_id")
           REFERENCES "users"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_activity_sources_activity" FOREIGN KEY ("activity_id")
           REFERENCES "activities"("id") ON DELETE CASCADE
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_activity_sources_activity" ON "activity_sources" ("activity_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity_sources"`);
  }
}
