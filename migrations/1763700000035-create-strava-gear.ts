import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `strava_gear`: the owner's Strava bikes and shoes, each mapped to a library item or none. */
export class CreateStravaGear1763700000035 implements MigrationInterface {
  name = 'CreateStravaGear1763700000035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "strava_gear" (
         "owner_id" uuid NOT NULL,
         "strava_gear_id" text NOT NULL,
         "kind" text NOT NULL,
         "name" text NOT NULL,
         "gear_item_id" uuid,
         PRIMARY KEY ("owner_id", "strava_gear_id"),
         CONSTRAINT "CHK_strava_gear_kind" CHECK ("kind" IN ('bike', 'shoes')),
         CONSTRAINT "FK_strava_gear_owner" FOREIGN KEY ("owner_id")
           REFERENCES "users"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_strava_gear_item" FOREIGN KEY ("gear_item_id")
           REFERENCES "gear_items"("id") ON DELETE SET NULL
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "strava_gear"`);
  }
}
