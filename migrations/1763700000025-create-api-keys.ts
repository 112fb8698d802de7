import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `api_keys` (issue 22): personal keys with which a device or a script uploads activity files.
 * Only each key's SHA-256 is kept (unique: a key names one owner), with its first characters
 * for the list; a revoked key is deleted.
 */
export class CreateApiKeys1763700000025 implements MigrationInterface {
  name = 'CreateApiKeys1763700000025';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "name" text NOT NULL,
        "prefix" text NOT NULL,
        "key_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        CONSTRAINT "FK_api_keys_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_api_keys_name" CHECK (length("name") BETWEEN 1 AND 100)
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_api_keys_owner_created" ON "api_keys" ("owner_id", "created_at", "id")`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_api_keys_hash" ON "api_keys" ("key_hash")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
