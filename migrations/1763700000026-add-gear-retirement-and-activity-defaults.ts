import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gear wear and default gear (issue 22, item 7).
 *
 * - `gear_items.retire_after_m`: the distance after which the item should be retired, in
 *   metres; 0 says never; null means none was set, so the default applies (600 km for shoes).
 * - `activity_default_gear` and `activity_default_packs`: the items and the pack a user's new
 *   activities of a category get when they name none ("these shoes for every run"). Each row
 *   goes with its owner, its item or its pack.
 *
 * Bounds are copied from server/domain/gear-retirement.ts and activity-categories.ts: a
 * migration keeps meaning what it meant when those change.
 */
export class AddGearRetirementAndActivityDefaults1763700000026 implements MigrationInterface {
  name = 'AddGearRetirementAndActivityDefaults1763700000026';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(
      `ALTER TABLE "gear_items" ADD "retire_after_m" integer
       CONSTRAINT "CHK_gear_items_retire_after" CHECK ("retire_after_m" = 0 OR "retire_after_m" BETWEEN 1000 AND 100000000)`,
    );
    await q(`
      CREATE TABLE "activity_default_gear" (
        "owner_id" uuid NOT NULL,
        "category" text NOT NULL,
        "gear_item_id" uuid NOT NULL,
        PRIMARY KEY ("owner_id", "category", "gear_item_id"),
        CONSTRAINT "FK_activity_default_gear_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activity_default_gear_item" FOREIGN KEY ("gear_item_id")
          REFERENCES "gear_items"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_activity_default_gear_category" CHECK ("category" IN (${list(CATEGORIES)}))
      )`);
    await q(
      `CREATE INDEX "IDX_activity_default_gear_item" ON "activity_default_gear" ("gear_item_id")`,
    );
    await q(`
      CREATE TABLE "activity_default_packs" (
        "owner_id" uuid NOT NULL,
        "category" text NOT NULL,
        "pack_id" uuid NOT NULL,
        PRIMARY KEY ("owner_id", "category"),
        CONSTRAINT "FK_activity_default_packs_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activity_default_packs_pack" FOREIGN KEY ("pack_id")
          REFERENCES "packs"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_activity_default_packs_category" CHECK ("category" IN (${list(CATEGORIES)}))
      )`);
    await q(
      `CREATE INDEX "IDX_activity_default_packs_pack" ON "activity_default_packs" ("pack_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity_default_packs"`);
    await queryRunner.query(`DROP TABLE "activity_default_gear"`);
    await queryRunner.query(`ALTER TABLE "gear_items" DROP COLUMN "retire_after_m"`);
  }
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** As this migration wrote them (copied, not imported). */
const CATEGORIES = [
  'hike',
  'walk',
  'run',
  'trail-run',
  'ride',
  'mountain-bike',
  'gravel',
  'ski-touring',
  'ski',
  'snowshoe',
  'swim',
  'paddle',
  'climb',
  'other',
];
