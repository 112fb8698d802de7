import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Activities (issue 22): outings recorded by a device, read from a file or entered by hand.
 *
 * - `activity_files`: an uploaded file as it came, gzipped, with its SHA-256 (the same file
 *   again is known at once); several activities may come from one (multi-sport FIT).
 * - `activities`: the figures (null where unknown), when it started (an instant, with the zone
 *   and the offset it had there), where it came from, the file, the pack carried and the trip
 *   it walked, and a small preview of its route, so lists and totals never read routes.
 * - `activity_routes`: a recorded activity's points at full resolution, with each point's time,
 *   heart rate and cadence, and the device's laps, read and written whole.
 * - `activity_gear`: the gear items used (shoes, poles) beside the pack.
 *
 * Bounds are copied from server/domain/activity-categories.ts: a migration keeps meaning what it
 * meant when the list grows. Every row goes with its owner.
 */
export class CreateActivities1763700000024 implements MigrationInterface {
  name = 'CreateActivities1763700000024';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "activity_files" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "file_name" text NOT NULL,
        "format" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "sha256" text NOT NULL,
        "gzipped" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_activity_files_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_activity_files_name" CHECK (length("file_name") BETWEEN 1 AND 255),
        CONSTRAINT "CHK_activity_files_format" CHECK ("format" IN ('fit', 'tcx', 'gpx')),
        CONSTRAINT "CHK_activity_files_size" CHECK ("size_bytes" >= 0)
      )`);
    await q(
      `CREATE INDEX "IDX_activity_files_owner_sha256" ON "activity_files" ("owner_id", "sha256")`,
    );

    await q(`
      CREATE TABLE "activities" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "source" text NOT NULL,
        "category" text NOT NULL,
        "name" text NOT NULL,
        "notes" text NOT NULL DEFAULT '',
        "start_time" timestamptz NOT NULL,
        "time_zone" text,
        "utc_offset_minutes" integer,
        "elapsed_s" double precision,
        "moving_s" double precision,
        "distance_m" double precision,
        "gain_m" double precision,
        "loss_m" double precision,
        "max_speed_mps" double precision,
        "avg_speed_mps" double precision,
        "avg_heart_rate" double precision,
        "max_heart_rate" double precision,
        "avg_cadence" double precision,
        "max_cadence" double precision,
        "best_5k_s" double precision,
        "best_10k_s" double precision,
        "file_id" uuid,
        "pack_id" uuid,
        "trip_id" uuid,
        "preview" jsonb NOT NULL DEFAULT '[]',
        "preview_segment_starts" jsonb NOT NULL DEFAULT '[]',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_activities_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activities_file" FOREIGN KEY ("file_id")
          REFERENCES "activity_files"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_activities_pack" FOREIGN KEY ("pack_id")
          REFERENCES "packs"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_activities_trip" FOREIGN KEY ("trip_id")
          REFERENCES "trips"("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_activities_name" CHECK (length("name") BETWEEN 1 AND 200),
        CONSTRAINT "CHK_activities_notes" CHECK (length("notes") <= 5000),
        CONSTRAINT "CHK_activities_source" CHECK ("source" IN (${list(SOURCES)})),
        CONSTRAINT "CHK_activities_category" CHECK ("category" IN (${list(CATEGORIES)})),
        CONSTRAINT "CHK_activities_time_zone" CHECK (length("time_zone") <= 64),
        CONSTRAINT "CHK_activities_utc_offset" CHECK ("utc_offset_minutes" BETWEEN -840 AND 840),
        CONSTRAINT "CHK_activities_figures" CHECK (${[
          ...FIGURES.map((name) => `"${name}" >= 0`),
          ...BESTS.map((name) => `"${name}" > 0`),
        ].join(' AND ')}),
        CONSTRAINT "CHK_activities_preview" CHECK (jsonb_typeof("preview") = 'array'),
        CONSTRAINT "CHK_activities_preview_segment_starts"
          CHECK (jsonb_typeof("preview_segment_starts") = 'array')
      )`);
    // The list and the totals (latest first, by period); the deletions that SET NULL.
    await q(
      `CREATE INDEX "IDX_activities_owner_start" ON "activities" ("owner_id", "start_time", "id")`,
    );
    // The data export's pages (by creation, which never changes).
    await q(
      `CREATE INDEX "IDX_activities_owner_created" ON "activities" ("owner_id", "created_at", "id")`,
    );
    await q(`CREATE INDEX "IDX_activities_file" ON "activities" ("file_id")`);
    await q(`CREATE INDEX "IDX_activities_pack" ON "activities" ("pack_id")`);
    await q(`CREATE INDEX "IDX_activities_trip" ON "activities" ("trip_id")`);

    await q(`
      CREATE TABLE "activity_routes" (
        "activity_id" uuid NOT NULL PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "points" jsonb NOT NULL,
        "segment_starts" jsonb NOT NULL DEFAULT '[]',
        "times" jsonb NOT NULL,
        "heart_rates" jsonb,
        "cadences" jsonb,
        "laps" jsonb NOT NULL DEFAULT '[]',
        CONSTRAINT "FK_activity_routes_activity" FOREIGN KEY ("activity_id")
          REFERENCES "activities"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activity_routes_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_activity_routes_points" CHECK (jsonb_typeof("points") = 'array'),
        CONSTRAINT "CHK_activity_routes_segment_starts"
          CHECK (jsonb_typeof("segment_starts") = 'array'),
        CONSTRAINT "CHK_activity_routes_times" CHECK (jsonb_typeof("times") = 'array'),
        CONSTRAINT "CHK_activity_routes_streams" CHECK (
          ("heart_rates" IS NULL OR jsonb_typeof("heart_rates") = 'array')
          AND ("cadences" IS NULL OR jsonb_typeof("cadences") = 'array')),
        CONSTRAINT "CHK_activity_routes_laps" CHECK (jsonb_typeof("laps") = 'array')
      )`);

    await q(`
      CREATE TABLE "activity_gear" (
        "activity_id" uuid NOT NULL,
        "gear_item_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        PRIMARY KEY ("activity_id", "gear_item_id"),
        CONSTRAINT "FK_activity_gear_activity" FOREIGN KEY ("activity_id")
          REFERENCES "activities"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activity_gear_item" FOREIGN KEY ("gear_item_id")
          REFERENCES "gear_items"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_activity_gear_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q(`CREATE INDEX "IDX_activity_gear_item" ON "activity_gear" ("gear_item_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['activity_gear', 'activity_routes', 'activities', 'activity_files']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** As this migration wrote them (copied, not imported). */
const SOURCES = ['file', 'device', 'manual', 'strava', 'garmin'];

const CATEGORIES = [
  'hike',
  'walk',
  'run',
  'trail-run',
  'ride',
  'mountain-bike',
  'gravel',
  'ski-touring',
  'ski',
  'snowshoe',
  'swim',
  'paddle',
  'climb',
  'other',
];

const FIGURES = [
  'elapsed_s',
  'moving_s',
  'distance_m',
  'gain_m',
  'loss_m',
  'max_speed_mps',
  'avg_speed_mps',
  'avg_heart_rate',
  'max_heart_rate',
  'avg_cadence',
  'max_cadence',
];

const BESTS = ['best_5k_s', 'best_10k_s'];
