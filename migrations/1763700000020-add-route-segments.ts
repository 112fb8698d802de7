import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A route keeps the breaks between its segments (a GPX file's tracks and track segments, a KML
 * file's lines), so its distance and gain are not measured across the gaps between separate
 * outings:
 *
 * - `trip_routes.segment_starts`: the indices into `points` where a new segment begins, a JSON
 *   list ascending within 1..points - 1 (checked by the API); [] for one segment, which every
 *   route saved before this is.
 * - `trips.preview_segment_starts`: the same for the list's small preview, so it draws no line
 *   across a gap either.
 */
export class AddRouteSegments1763700000020 implements MigrationInterface {
  name = 'AddRouteSegments1763700000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trip_routes" ADD "segment_starts" jsonb NOT NULL DEFAULT '[]'`);
    await q(
      `ALTER TABLE "trip_routes" ADD CONSTRAINT "CHK_trip_routes_segment_starts" CHECK (jsonb_typeof("segment_starts") = 'array')`,
    );
    await q(`ALTER TABLE "trips" ADD "preview_segment_starts" jsonb NOT NULL DEFAULT '[]'`);
    await q(
      `ALTER TABLE "trips" ADD CONSTRAINT "CHK_trips_preview_segment_starts" CHECK (jsonb_typeof("preview_segment_starts") = 'array')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    await q(`ALTER TABLE "trips" DROP CONSTRAINT "CHK_trips_preview_segment_starts"`);
    await q(`ALTER TABLE "trips" DROP COLUMN "preview_segment_starts"`);
    await q(`ALTER TABLE "trip_routes" DROP CONSTRAINT "CHK_trip_routes_segment_starts"`);
    await q(`ALTER TABLE "trip_routes" DROP COLUMN "segment_starts"`);
  }
}
