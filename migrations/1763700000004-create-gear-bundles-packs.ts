import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gear library (categories, items, photos), bundles of items, and packs made of lines that
 * point at library items or bundles. Every row carries its owner; deleting a user deletes all.
 * Weights are integer milligrams, prices integer minor units of an ISO 4217 currency.
 */
export class CreateGearBundlesPacks1763700000004 implements MigrationInterface {
  name = 'CreateGearBundlesPacks1763700000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    const owner = `"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE`;
    const stamps = `"created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()`;

    await q(`
      CREATE TABLE "gear_categories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 100),
        "color" text NOT NULL DEFAULT '#6b7280' CHECK ("color" ~ '^#[0-9a-fA-F]{6}$'),
        "sort_order" integer NOT NULL DEFAULT 0,
        ${stamps}
      )`);
    await q(
      `CREATE UNIQUE INDEX "UQ_gear_categories_owner_name" ON "gear_categories" ("owner_id", lower("name"))`,
    );

    await q(`
      CREATE TABLE "photos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "content_type" text NOT NULL CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
        "bytes" bytea NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q(`CREATE INDEX "IDX_photos_owner" ON "photos" ("owner_id")`);

    await q(`
      CREATE TABLE "gear_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "category_id" uuid REFERENCES "gear_categories"("id") ON DELETE SET NULL,
        "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 200),
        "brand" text NOT NULL DEFAULT '',
        "weight_mg" bigint NOT NULL DEFAULT 0 CHECK ("weight_mg" >= 0),
        "quantity_owned" integer NOT NULL DEFAULT 1 CHECK ("quantity_owned" >= 0),
        "price_minor" bigint CHECK ("price_minor" >= 0),
        "currency" char(3),
        "url" text,
        "notes" text NOT NULL DEFAULT '',
        "photo_id" uuid REFERENCES "photos"("id") ON DELETE SET NULL,
        "retired" boolean NOT NULL DEFAULT false,
        ${stamps},
        CHECK (("price_minor" IS NULL) OR ("currency" IS NOT NULL)),
        CONSTRAINT "CHK_gear_items_limits" CHECK (
          length("brand") <= 100 AND length("notes") <= 5000 AND length("url") <= 2048
          AND "quantity_owned" <= 9999 AND "weight_mg" <= 1000000000
        )
      )`);
    await q(`CREATE INDEX "IDX_gear_items_owner_name" ON "gear_items" ("owner_id", lower("name"))`);
    await q(`CREATE INDEX "IDX_gear_items_category" ON "gear_items" ("category_id")`);
    // Deleting a photo clears gear_items.photo_id: without an index that scans every item.
    await q(`CREATE INDEX "IDX_gear_items_photo" ON "gear_items" ("photo_id")`);

    await q(`
      CREATE TABLE "bundles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "category_id" uuid REFERENCES "gear_categories"("id") ON DELETE SET NULL,
        "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 200),
        "description" text NOT NULL DEFAULT '',
        ${stamps}
      )`);
    await q(`CREATE INDEX "IDX_bundles_owner" ON "bundles" ("owner_id")`);

    await q(`
      CREATE TABLE "bundle_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "bundle_id" uuid NOT NULL REFERENCES "bundles"("id") ON DELETE CASCADE,
        "gear_item_id" uuid NOT NULL REFERENCES "gear_items"("id") ON DELETE CASCADE,
        "quantity" numeric(10, 2) NOT NULL DEFAULT 1 CHECK ("quantity" >= 0),
        "sort_order" integer NOT NULL DEFAULT 0,
        CONSTRAINT "UQ_bundle_items_item" UNIQUE ("bundle_id", "gear_item_id")
      )`);
    await q(`CREATE INDEX "IDX_bundle_items_gear_item" ON "bundle_items" ("gear_item_id")`);

    await q(`
      CREATE TABLE "packs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 200),
        "description" text NOT NULL DEFAULT '',
        "slug" text NOT NULL CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        ${stamps},
        CONSTRAINT "UQ_packs_owner_slug" UNIQUE ("owner_id", "slug")
      )`);

    await q(`
      CREATE TABLE "pack_categories" (
        "pack_id" uuid NOT NULL REFERENCES "packs"("id") ON DELETE CASCADE,
        "category_id" uuid NOT NULL REFERENCES "gear_categories"("id") ON DELETE CASCADE,
        ${owner},
        "sort_order" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("pack_id", "category_id")
      )`);

    await q(`
      CREATE TABLE "pack_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        ${owner},
        "pack_id" uuid NOT NULL REFERENCES "packs"("id") ON DELETE CASCADE,
        "gear_item_id" uuid REFERENCES "gear_items"("id") ON DELETE CASCADE,
        "bundle_id" uuid REFERENCES "bundles"("id") ON DELETE CASCADE,
        "quantity" numeric(10, 2) NOT NULL DEFAULT 1 CHECK ("quantity" >= 0),
        "worn" boolean NOT NULL DEFAULT false,
        "consumable" boolean NOT NULL DEFAULT false,
        "packed" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL DEFAULT 0,
        ${stamps},
        CONSTRAINT "CHK_pack_lines_one_target" CHECK (("gear_item_id" IS NULL) <> ("bundle_id" IS NULL))
      )`);
    await q(`CREATE INDEX "IDX_pack_lines_pack" ON "pack_lines" ("pack_id", "sort_order")`);
    await q(`CREATE INDEX "IDX_pack_lines_gear_item" ON "pack_lines" ("gear_item_id")`);
    await q(`CREATE INDEX "IDX_pack_lines_bundle" ON "pack_lines" ("bundle_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'pack_lines',
      'pack_categories',
      'packs',
      'bundle_items',
      'bundles',
      'gear_items',
      'photos',
      'gear_categories',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
