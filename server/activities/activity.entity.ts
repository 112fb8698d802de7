import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ActivityCategory, ActivitySource } from '@server/domain/activity-categories.js';
import { JobEntity } from '@server/jobs/job.entity.js';
import { PackEntity } from '@server/packs/pack.entity.js';
import { TripEntity } from '@server/trips/trip.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { ActivityFileEntity } from './activity-file.entity.js';

/**
 * An activity: one outing recorded by a device, read from a file, or entered by hand. Its
 * figures are kept here (the list, the totals and the calendar read no routes); the points are
 * in activity_routes. Null figures are unknown (a manual entry without a distance, a file
 * without heart rate). Constraint names are the migration's; bounds are
 * server/domain/activity-limits.ts's.
 */
@Entity({ name: 'activities' })
@Index('IDX_activities_owner_start', ['ownerId', 'startTime', 'id'])
@Index('IDX_activities_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_activities_file', ['fileId'])
@Index('IDX_activities_pack', ['packId'])
@Index('IDX_activities_trip', ['tripId'])
@Index('IDX_activities_import', ['ownerId', 'importId'], { where: '"import_id" IS NOT NULL' })
@Check('CHK_activities_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_activities_notes', `length("notes") <= 5000`)
@Check('CHK_activities_source', `"source" IN ('file', 'device', 'manual', 'strava', 'garmin')`)
@Check(
  'CHK_activities_category',
  `"category" IN ('hike', 'walk', 'run', 'trail-run', 'ride', 'mountain-bike', 'gravel', 'ski-touring', 'ski', 'snowshoe', 'swim', 'paddle', 'climb', 'other')`,
)
@Check('CHK_activities_time_zone', `length("time_zone") <= 64`)
@Check('CHK_activities_utc_offset', `"utc_offset_minutes" BETWEEN -840 AND 840`)
@Check(
  'CHK_activities_figures',
  `"elapsed_s" >= 0 AND "moving_s" >= 0 AND "distance_m" >= 0 AND "gain_m" >= 0 AND "loss_m" >= 0 AND "max_speed_mps" >= 0 AND "avg_speed_mps" >= 0 AND "avg_heart_rate" >= 0 AND "max_heart_rate" >= 0 AND "avg_cadence" >= 0 AND "max_cadence" >= 0 AND "best_5k_s" > 0 AND "best_10k_s" > 0`,
)
@Check('CHK_activities_preview', `jsonb_typeof("preview") = 'array'`)
@Check('CHK_activities_preview_segment_starts', `jsonb_typeof("preview_segment_starts") = 'array'`)
export class ActivityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activities_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  source: ActivitySource;

  @Column({ type: 'text' })
  category: ActivityCategory;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ name: 'start_time', type: 'timestamptz' })
  startTime: Date;

  /** Where it happened, as an IANA zone ('Europe/Ljubljana'), from its position; else null. */
  @Column({ name: 'time_zone', type: 'text', nullable: true })
  timeZone: string | null;

  /** The start's local offset from UTC (minutes east) as the device or the owner gave it. */
  @Column({ name: 'utc_offset_minutes', type: 'integer', nullable: true })
  utcOffsetMinutes: number | null;

  @Column({ name: 'elapsed_s', type: 'double precision', nullable: true })
  elapsedS: number | null;

  @Column({ name: 'moving_s', type: 'double precision', nullable: true })
  movingS: number | null;

  @Column({ name: 'distance_m', type: 'double precision', nullable: true })
  distanceM: number | null;

  @Column({ name: 'gain_m', type: 'double precision', nullable: true })
  gainM: number | null;

  @Column({ name: 'loss_m', type: 'double precision', nullable: true })
  lossM: number | null;

  @Column({ name: 'max_speed_mps', type: 'double precision', nullable: true })
  maxSpeedMps: number | null;

  @Column({ name: 'avg_speed_mps', type: 'double precision', nullable: true })
  avgSpeedMps: number | null;

  @Column({ name: 'avg_heart_rate', type: 'double precision', nullable: true })
  avgHeartRate: number | null;

  @Column({ name: 'max_heart_rate', type: 'double precision', nullable: true })
  maxHeartRate: number | null;

  @Column({ name: 'avg_cadence', type: 'double precision', nullable: true })
  avgCadence: number | null;

  @Column({ name: 'max_cadence', type: 'double precision', nullable: true })
  maxCadence: number | null;

  /** The fastest 5 km within it (s, pauses included), from its points; null if shorter. */
  @Column({ name: 'best_5k_s', type: 'double precision', nullable: true })
  best5kS: number | null;

  /** The fastest 10 km within it, as best5kS. */
  @Column({ name: 'best_10k_s', type: 'double precision', nullable: true })
  best10kS: number | null;

  /** The file it was read from (several activities for a multi-sport file); null for manual. */
  @Column({ name: 'file_id', type: 'uuid', nullable: true })
  @ForeignKey(() => ActivityFileEntity, { name: 'FK_activities_file', onDelete: 'SET NULL' })
  fileId: string | null;

  /** The pack carried: every item in it counts the activity's distance (gear mileage). */
  @Column({ name: 'pack_id', type: 'uuid', nullable: true })
  @ForeignKey(() => PackEntity, { name: 'FK_activities_pack', onDelete: 'SET NULL' })
  packId: string | null;

  /** The trip it walked, once the owner linked them. */
  @Column({ name: 'trip_id', type: 'uuid', nullable: true })
  @ForeignKey(() => TripEntity, { name: 'FK_activities_trip', onDelete: 'SET NULL' })
  tripId: string | null;

  /** The import that brought it (a Strava export's job), undone as a whole; null otherwise. */
  @Column({ name: 'import_id', type: 'uuid', nullable: true })
  @ForeignKey(() => JobEntity, { name: 'FK_activities_import', onDelete: 'SET NULL' })
  importId: string | null;

  /** The route simplified to a few dozen `[latitude, longitude]` pairs; [] without one. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  preview: [number, number][];

  @Column({ name: 'preview_segment_starts', type: 'jsonb', default: () => "'[]'" })
  previewSegmentStarts: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
