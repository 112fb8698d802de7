import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A bundle line's items marked worn or consumable in this pack alone, without expanding the
 * bundle: `{ [gearItemId]: { worn?, consumable? } }`, each mark overriding the line's own.
 * Item lines keep `{}`.
 */
export class AddPackLineEntryFlags1763700000016 implements MigrationInterface {
  name = 'AddPackLineEntryFlags1763700000016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "pack_lines" ADD "entry_flags" jsonb NOT NULL DEFAULT '{}'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pack_lines" DROP COLUMN "entry_flags"`);
  }
}
