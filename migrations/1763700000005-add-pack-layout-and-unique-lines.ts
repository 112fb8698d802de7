import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two rules for packs that the first schema left out:
 * - where "Uncategorized" sits in a pack's category order. pack_categories keys on a real
 *   category id, so the position of the lines without one needs a column of its own (null:
 *   after every category);
 * - one line per gear item and per bundle in a pack (a second add answers 409, expanding a
 *   bundle adds to the item's line), held by the database so two requests cannot both insert.
 *   NULLs are distinct in a unique constraint, so bundle lines do not collide on gear_item_id.
 */
export class AddPackLayoutAndUniqueLines1763700000005 implements MigrationInterface {
  name = 'AddPackLayoutAndUniqueLines1763700000005';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "packs" ADD "uncategorized_sort_order" integer`);
    await queryRunner.query(
      `ALTER TABLE "pack_lines" ADD CONSTRAINT "UQ_pack_lines_pack_item" UNIQUE ("pack_id", "gear_item_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "pack_lines" ADD CONSTRAINT "UQ_pack_lines_pack_bundle" UNIQUE ("pack_id", "bundle_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pack_lines" DROP CONSTRAINT "UQ_pack_lines_pack_bundle"`);
    await queryRunner.query(`ALTER TABLE "pack_lines" DROP CONSTRAINT "UQ_pack_lines_pack_item"`);
    await queryRunner.query(`ALTER TABLE "packs" DROP COLUMN "uncategorized_sort_order"`);
  }
}
