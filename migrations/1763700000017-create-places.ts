import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The places a user saves on the map: a name, a note, a position in decimal degrees (WGS 84) and
 * a marker's colour and icon. The position is `double precision`, which keeps a JavaScript
 * number exactly; its bounds, the colour's form and the icon's set are checked here as the
 * server's validation checks them (server/domain/map-markers.ts). Deleted with their owner.
 */
export class CreatePlaces1763700000017 implements MigrationInterface {
  name = 'CreatePlaces1763700000017';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "places" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "name" text NOT NULL,
        "note" text NOT NULL DEFAULT '',
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "color" text NOT NULL,
        "icon" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_places_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_places_name" CHECK (length("name") BETWEEN 1 AND 200),
        CONSTRAINT "CHK_places_note" CHECK (length("note") <= 2000),
        CONSTRAINT "CHK_places_latitude" CHECK ("latitude" BETWEEN -90 AND 90),
        CONSTRAINT "CHK_places_longitude" CHECK ("longitude" BETWEEN -180 AND 180),
        CONSTRAINT "CHK_places_color" CHECK ("color" ~ '^#[0-9a-f]{6}$'),
        CONSTRAINT "CHK_places_icon" CHECK ("icon" IN (${ICONS.map((icon) => `'${icon}'`).join(', ')}))
      )`);
    // Owner-scoped reads and the per-user count, and the export's pages when it takes places.
    await queryRunner.query(
      `CREATE INDEX "IDX_places_owner_created" ON "places" ("owner_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "places"`);
  }
}

/**
 * The icon set as this migration wrote it (copied, not imported: a migration keeps meaning what
 * it meant when the set grows; a new icon is a new migration replacing the check).
 */
const ICONS = [
  'camp',
  'water',
  'resupply',
  'parking',
  'summit',
  'hut',
  'viewpoint',
  'danger',
  'start',
  'finish',
  'photo',
  'generic',
] as const;
