import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { ElevationSource } from '@server/domain/trip-limits.js';
import { UserEntity } from '@server/users/user.entity.js';
import type { RoutePoint } from './route-point.js';
import { TripEntity } from './trip.entity.js';

/**
 * A trip's route, one row per trip that has one: its points as one JSON array of tuples (read
 * and written whole, never queried inside), where its segments begin, and the figures the
 * detail shows beside the distance and gain kept on the trip.
 */
@Entity({ name: 'trip_routes' })
@Check('CHK_trip_routes_points', `jsonb_typeof("points") = 'array'`)
@Check('CHK_trip_routes_segment_starts', `jsonb_typeof("segment_starts") = 'array'`)
@Check('CHK_trip_routes_times', `"times" IS NULL OR jsonb_typeof("times") = 'array'`)
@Check(
  'CHK_trip_routes_elevation_source',
  `"elevation_source" IN ('file', 'tiles', 'mixed', 'none')`,
)
export class TripRouteEntity {
  @PrimaryColumn({ name: 'trip_id', type: 'uuid' })
  @ForeignKey(() => TripEntity, { name: 'FK_trip_routes_trip', onDelete: 'CASCADE' })
  tripId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_trip_routes_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'jsonb' })
  points: RoutePoint[];

  /** Where a new segment begins (indices into points, ascending, > 0); [] for one segment. */
  @Column({ name: 'segment_starts', type: 'jsonb', default: () => "'[]'" })
  segmentStarts: number[];

  /**
   * Each point's time (ISO 8601), null where it has none, as the file it came from gave them;
   * null for a route drawn or edited by hand. Written back by the GPX export.
   */
  @Column({ type: 'jsonb', nullable: true })
  times: (string | null)[] | null;

  @Column({ name: 'loss_m', type: 'double precision', default: 0 })
  lossM: number;

  @Column({ name: 'highest_m', type: 'double precision', nullable: true })
  highestM: number | null;

  @Column({ name: 'lowest_m', type: 'double precision', nullable: true })
  lowestM: number | null;

  @Column({ name: 'elevation_source', type: 'text' })
  elevationSource: ElevationSource;
}
