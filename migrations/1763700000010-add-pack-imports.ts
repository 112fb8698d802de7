import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A LighterPack import writes in short steps (see server/packs/pack-import-writer.ts): its pack
 * stays hidden (`importing`) until the last step reveals it, and a `pack_imports` row says what
 * the import has created so far and until when it is alive, so an import that failed or whose
 * server died can be removed. One row per owner: a user's imports run one at a time.
 */
export class AddPackImports1763700000010 implements MigrationInterface {
  name = 'AddPackImports1763700000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "packs" ADD "importing" boolean NOT NULL DEFAULT false`);
    await q(`
      CREATE TABLE "pack_imports" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "pack_id" uuid NOT NULL,
        "category_ids" uuid[] NOT NULL,
        "item_ids" uuid[] NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_pack_imports_owner" UNIQUE ("owner_id"),
        CONSTRAINT "pack_imports_owner_id_fkey" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pack_imports"`);
    await queryRunner.query(`ALTER TABLE "packs" DROP COLUMN "importing"`);
  }
}
