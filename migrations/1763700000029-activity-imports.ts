import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `activities.import_id`: the job that imported the activity (a Strava export), so the whole
 * import can be undone at once. Cleared when the job's record goes; the activity stays.
 */
export class ActivityImports1763700000029 implements MigrationInterface {
  name = 'ActivityImports1763700000029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "activities" ADD "import_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "activities" ADD CONSTRAINT "FK_activities_import"
         FOREIGN KEY ("import_id") REFERENCES "jobs"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_activities_import" ON "activities" ("owner_id", "import_id")
         WHERE "import_id" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_activities_import"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP CONSTRAINT "FK_activities_import"`);
    await queryRunner.query(`ALTER TABLE "activities" DROP COLUMN "import_id"`);
  }
}
