import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account export reads a user's items, bundles, packs and photos in pages ordered by
 * (created_at, id), each page starting after the last row of the one before: with these indexes
 * a page is an index range, not a sort of all the user's rows once per page.
 */
export class AddOwnerCreatedIndexes1763700000011 implements MigrationInterface {
  name = 'AddOwnerCreatedIndexes1763700000011';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_owner_created" ON "${table}" ("owner_id", "created_at", "id")`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_owner_created"`);
    }
  }
}

const TABLES = ['gear_items', 'bundles', 'packs', 'photos'] as const;
