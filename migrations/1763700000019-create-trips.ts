import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trips: a user's planned outings, with the packs they take, their waypoints and a route.
 *
 * - `trips` keeps the dates (calendar `date`s, the end not before the start, at most 60 days),
 *   a main position (both coordinates or neither), the figures its plan uses (pace, climb,
 *   food, water, each day's overrides as a JSON list) and what its route gives (distance, gain
 *   and a small preview), so the list never reads a route.
 * - `trip_routes`: one row per trip with a route; its points are one JSON array of
 *   `[latitude, longitude, elevation]` tuples, read and written whole.
 * - `trip_packs`: the packs a trip takes, in order; a deleted pack leaves (ON DELETE CASCADE)
 *   and at most one is the main pack (a partial unique index).
 * - `trip_waypoints`: markers with the checks of saved places, plus an elevation.
 *
 * The bounds are server/domain/trip-limits.ts's and map-markers.ts's, copied here: a migration
 * keeps meaning what it meant when the limits move. Every row goes with its owner.
 */
export class CreateTrips1763700000019 implements MigrationInterface {
  name = 'CreateTrips1763700000019';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`
      CREATE TABLE "trips" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "notes" text NOT NULL DEFAULT '',
        "start_date" date NOT NULL,
        "end_date" date NOT NULL,
        "activity" text NOT NULL DEFAULT 'hike',
        "latitude" double precision,
        "longitude" double precision,
        "is_public" boolean NOT NULL DEFAULT false,
        "pace_kmh" double precision NOT NULL DEFAULT 5,
        "climb_m_per_hour" double precision NOT NULL DEFAULT 600,
        "food_per_day_grams" integer,
        "water_litres_per_hour" double precision NOT NULL DEFAULT '0.5',
        "day_overrides" jsonb NOT NULL DEFAULT '[]',
        "distance_m" double precision NOT NULL DEFAULT 0,
        "gain_m" double precision NOT NULL DEFAULT 0,
        "preview" jsonb NOT NULL DEFAULT '[]',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_trips_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_trips_name" CHECK (length("name") BETWEEN 1 AND 200),
        CONSTRAINT "CHK_trips_description" CHECK (length("description") <= 2000),
        CONSTRAINT "CHK_trips_notes" CHECK (length("notes") <= 5000),
        CONSTRAINT "CHK_trips_dates"
          CHECK ("end_date" >= "start_date" AND "end_date" - "start_date" < 60),
        CONSTRAINT "CHK_trips_activity" CHECK ("activity" IN (${list(ACTIVITIES)})),
        CONSTRAINT "CHK_trips_position" CHECK (
          ("latitude" IS NULL AND "longitude" IS NULL)
          OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)),
        CONSTRAINT "CHK_trips_pace" CHECK ("pace_kmh" BETWEEN 0.5 AND 50),
        CONSTRAINT "CHK_trips_climb" CHECK ("climb_m_per_hour" BETWEEN 50 AND 3000),
        CONSTRAINT "CHK_trips_food" CHECK ("food_per_day_grams" BETWEEN 0 AND 5000),
        CONSTRAINT "CHK_trips_water" CHECK ("water_litres_per_hour" BETWEEN 0 AND 5),
        CONSTRAINT "CHK_trips_day_overrides" CHECK (jsonb_typeof("day_overrides") = 'array'),
        CONSTRAINT "CHK_trips_route_figures" CHECK ("distance_m" >= 0 AND "gain_m" >= 0)
      )`);
    // The list (latest start first) and the export's pages.
    await q(`CREATE INDEX "IDX_trips_owner_start" ON "trips" ("owner_id", "start_date", "id")`);

    await q(`
      CREATE TABLE "trip_routes" (
        "trip_id" uuid NOT NULL PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "points" jsonb NOT NULL,
        "loss_m" double precision NOT NULL DEFAULT 0,
        "highest_m" double precision,
        "lowest_m" double precision,
        "elevation_source" text NOT NULL,
        CONSTRAINT "FK_trip_routes_trip" FOREIGN KEY ("trip_id")
          REFERENCES "trips"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_trip_routes_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_trip_routes_points" CHECK (jsonb_typeof("points") = 'array'),
        CONSTRAINT "CHK_trip_routes_elevation_source"
          CHECK ("elevation_source" IN ('file', 'tiles', 'mixed', 'none'))
      )`);

    await q(`
      CREATE TABLE "trip_packs" (
        "trip_id" uuid NOT NULL,
        "pack_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "is_main" boolean NOT NULL DEFAULT false,
        "position" integer NOT NULL,
        PRIMARY KEY ("trip_id", "pack_id"),
        CONSTRAINT "FK_trip_packs_trip" FOREIGN KEY ("trip_id")
          REFERENCES "trips"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_trip_packs_pack" FOREIGN KEY ("pack_id")
          REFERENCES "packs"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_trip_packs_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_trip_packs_position" CHECK ("position" >= 0)
      )`);
    // A pack's deletion finds its links; a trip has one main pack at most.
    await q(`CREATE INDEX "IDX_trip_packs_pack" ON "trip_packs" ("pack_id")`);
    await q(`CREATE UNIQUE INDEX "UQ_trip_packs_main" ON "trip_packs" ("trip_id") WHERE "is_main"`);

    await q(`
      CREATE TABLE "trip_waypoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
        "trip_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "name" text NOT NULL,
        "note" text NOT NULL DEFAULT '',
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "elevation_m" double precision,
        "color" text NOT NULL,
        "icon" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "FK_trip_waypoints_trip" FOREIGN KEY ("trip_id")
          REFERENCES "trips"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_trip_waypoints_owner" FOREIGN KEY ("owner_id")
          REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_trip_waypoints_name" CHECK (length("name") BETWEEN 1 AND 200),
        CONSTRAINT "CHK_trip_waypoints_note" CHECK (length("note") <= 2000),
        CONSTRAINT "CHK_trip_waypoints_latitude" CHECK ("latitude" BETWEEN -90 AND 90),
        CONSTRAINT "CHK_trip_waypoints_longitude" CHECK ("longitude" BETWEEN -180 AND 180),
        CONSTRAINT "CHK_trip_waypoints_color" CHECK ("color" ~ '^#[0-9a-f]{6}$'),
        CONSTRAINT "CHK_trip_waypoints_icon" CHECK ("icon" IN (${list(ICONS)}))
      )`);
    await q(
      `CREATE INDEX "IDX_trip_waypoints_trip_created" ON "trip_waypoints" ("trip_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['trip_waypoints', 'trip_packs', 'trip_routes', 'trips']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** The activities and icons as this migration wrote them (copied, not imported). */
const ACTIVITIES = [
  'hike',
  'backpacking',
  'bikepacking',
  'trail_run',
  'ski_touring',
  'paddling',
  'climbing',
  'other',
] as const;

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
