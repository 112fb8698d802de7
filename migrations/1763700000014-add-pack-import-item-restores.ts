import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A LighterPack import may now update the library items it matched to the file's values (when
 * the user chooses to). It writes in short steps, so an import that fails after some of those
 * updates must put the library's values back: `item_restores` keeps them (only the fields it
 * changes) until the import is done, for the import's own clean-up and for the sweeper.
 */
export class AddPackImportItemRestores1763700000014 implements MigrationInterface {
  name = 'AddPackImportItemRestores1763700000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "pack_imports" ADD "item_restores" jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pack_imports" DROP COLUMN "item_restores"`);
  }
}
