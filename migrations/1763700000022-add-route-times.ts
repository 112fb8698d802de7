import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A route imported from a file keeps its points' times (`trip_routes.times`: a JSON list as long
 * as `points`, each an ISO 8601 instant or null), so a GPX export writes them back and an import
 * of that file reads the same. NULL for a route drawn or edited by hand, which has none.
 */
export class AddRouteTimes1763700000022 implements MigrationInterface {
  name = 'AddRouteTimes1763700000022';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trip_routes" ADD "times" jsonb`);
    await q(
      `ALTER TABLE "trip_routes" ADD CONSTRAINT "CHK_trip_routes_times" CHECK ("times" IS NULL OR jsonb_typeof("times") = 'array')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trip_routes" DROP CONSTRAINT "CHK_trip_routes_times"`);
    await q(`ALTER TABLE "trip_routes" DROP COLUMN "times"`);
  }
}
