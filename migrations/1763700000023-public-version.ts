import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.public_version`: a count of the user's successful writes. A server keeps rendered
 * public pages in memory; with several servers on one database, the one that took a write
 * cannot clear the others' caches, so each cached page remembers its owner's version and a
 * visit compares it with this column before serving it (server/public-pages/).
 */
export class PublicVersion1763700000023 implements MigrationInterface {
  name = 'PublicVersion1763700000023';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "public_version" bigint NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "public_version"`);
  }
}
