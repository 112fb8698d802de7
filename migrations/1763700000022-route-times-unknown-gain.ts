import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two things a route's figures did not say:
 *
 * - A route imported from a file keeps its points' times (`trip_routes.times`: a JSON list as
 *   long as `points`, each an ISO 8601 instant or null), so a GPX export writes them back and an
 *   import of that file reads the same. NULL for a route drawn or edited by hand.
 * - A route without a single elevation has an unknown gain: `trips.gain_m` is NULL for it, not
 *   0 (the list's Climb said "0 m" for a route drawn by hand where the tiles were out of reach).
 */
export class RouteTimesUnknownGain1763700000022 implements MigrationInterface {
  name = 'RouteTimesUnknownGain1763700000022';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trip_routes" ADD "times" jsonb`);
    await q(
      `ALTER TABLE "trip_routes" ADD CONSTRAINT "CHK_trip_routes_times" CHECK ("times" IS NULL OR jsonb_typeof("times") = 'array')`,
    );
    await q(`ALTER TABLE "trips" ALTER COLUMN "gain_m" DROP NOT NULL`);
    await q(
      `UPDATE "trips" SET "gain_m" = NULL FROM "trip_routes" r
        WHERE r."trip_id" = "trips"."id" AND r."elevation_source" = 'none'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`UPDATE "trips" SET "gain_m" = 0 WHERE "gain_m" IS NULL`);
    await q(`ALTER TABLE "trips" ALTER COLUMN "gain_m" SET NOT NULL`);
    await q(`ALTER TABLE "trip_routes" DROP CONSTRAINT "CHK_trip_routes_times"`);
    await q(`ALTER TABLE "trip_routes" DROP COLUMN "times"`);
  }
}
