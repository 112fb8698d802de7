import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `trips.show_activities`: whether a public trip's page shows the activities linked to it (their
 * lines on its map, with the same hidden ends, and what they did each day). Off until the owner
 * chooses it in the share dialog.
 */
export class TripShowActivities1763700000028 implements MigrationInterface {
  name = 'TripShowActivities1763700000028';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trips" ADD "show_activities" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "show_activities"`);
  }
}
