import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { UserEntity } from '@server/users/user.entity.js';
import { ActivityEntity } from './activity.entity.js';
import type { ParsedLap } from './files/parsed-activity.js';

/**
 * What a recorded activity's file held, one row per activity read from a file: every point at
 * full resolution (kept for the export and the analytics), with each point's time, heart rate
 * and cadence as arrays of the same length, and the device's laps. Read and written whole.
 */
@Entity({ name: 'activity_routes' })
@Check('CHK_activity_routes_points', `jsonb_typeof("points") = 'array'`)
@Check('CHK_activity_routes_segment_starts', `jsonb_typeof("segment_starts") = 'array'`)
@Check('CHK_activity_routes_times', `jsonb_typeof("times") = 'array'`)
@Check(
  'CHK_activity_routes_streams',
  `("heart_rates" IS NULL OR jsonb_typeof("heart_rates") = 'array') AND ("cadences" IS NULL OR jsonb_typeof("cadences") = 'array')`,
)
@Check('CHK_activity_routes_laps', `jsonb_typeof("laps") = 'array'`)
export class ActivityRouteEntity {
  @PrimaryColumn({ name: 'activity_id', type: 'uuid' })
  @ForeignKey(() => ActivityEntity, { name: 'FK_activity_routes_activity', onDelete: 'CASCADE' })
  activityId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_routes_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'jsonb' })
  points: RoutePoint[];

  @Column({ name: 'segment_starts', type: 'jsonb', default: () => "'[]'" })
  segmentStarts: number[];

  /** Each point's time, ms since the epoch, null where the file gave none. */
  @Column({ type: 'jsonb' })
  times: (number | null)[];

  @Column({ name: 'heart_rates', type: 'jsonb', nullable: true })
  heartRates: (number | null)[] | null;

  @Column({ type: 'jsonb', nullable: true })
  cadences: (number | null)[] | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  laps: ParsedLap[];
}
