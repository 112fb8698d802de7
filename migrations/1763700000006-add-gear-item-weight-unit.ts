import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The unit each gear item was entered in. Weights stay integer milligrams; the unit only says
 * how the item reads back where the user's own wording matters: a LighterPack export writes
 * each item in its own unit, as LighterPack does. Existing items were typed in grams or in a
 * view's unit we did not record, so they start as grams.
 */
export class AddGearItemWeightUnit1763700000006 implements MigrationInterface {
  name = 'AddGearItemWeightUnit1763700000006';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "gear_items" ADD "weight_unit" text NOT NULL DEFAULT 'g'
       CONSTRAINT "CHK_gear_items_weight_unit" CHECK ("weight_unit" IN ('g', 'kg', 'oz', 'lb'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "gear_items" DROP COLUMN "weight_unit"`);
  }
}
