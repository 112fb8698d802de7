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
import type { TripActivity } from '@server/domain/trip-limits.js';
import { UserEntity } from '@server/users/user.entity.js';
import type { DayOverride } from './route-point.js';

/**
 * A trip: dates, a main location, an activity, the figures its plan uses (pace, climb, food,
 * water, each day's overrides) and what its route gives (distance, gain and a small preview),
 * kept here when the route changes so the list never reads routes. Constraint names are the
 * migration's; the bounds are server/domain/trip-limits.ts's.
 */
@Entity({ name: 'trips' })
@Index('IDX_trips_owner_start', ['ownerId', 'startDate', 'id'])
@Check('CHK_trips_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_trips_description', `length("description") <= 2000`)
@Check('CHK_trips_notes', `length("notes") <= 5000`)
@Check('CHK_trips_dates', `"end_date" >= "start_date" AND "end_date" - "start_date" < 60`)
@Check(
  'CHK_trips_activity',
  `"activity" IN ('hike', 'backpacking', 'bikepacking', 'trail_run', 'ski_touring', 'paddling', 'climbing', 'other')`,
)
@Check(
  'CHK_trips_position',
  `("latitude" IS NULL AND "longitude" IS NULL) OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)`,
)
@Check('CHK_trips_pace', `"pace_kmh" BETWEEN 0.5 AND 50`)
@Check('CHK_trips_climb', `"climb_m_per_hour" BETWEEN 50 AND 3000`)
@Check('CHK_trips_food', `"food_per_day_grams" BETWEEN 0 AND 5000`)
@Check('CHK_trips_water', `"water_litres_per_hour" BETWEEN 0 AND 5`)
@Check('CHK_trips_day_overrides', `jsonb_typeof("day_overrides") = 'array'`)
@Check('CHK_trips_route_figures', `"distance_m" >= 0 AND "gain_m" >= 0`)
@Check('CHK_trips_preview_segment_starts', `jsonb_typeof("preview_segment_starts") = 'array'`)
export class TripEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_trips_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: '' })
  notes: string;

  /** `YYYY-MM-DD`, a calendar date with no time zone (TypeORM reads a date column as text). */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ type: 'text', default: 'hike' })
  activity: TripActivity;

  /** The trip's main location, both or neither (decimal degrees, WGS 84). */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  /** Whether the sharing issue may show the trip to anyone. */
  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  /**
   * A public trip shows nothing of its route, its waypoints or its position within 500 m of
   * where the route starts and ends (server/domain/route/route-privacy-zones.ts).
   */
  @Column({ name: 'hide_route_ends', type: 'boolean', default: false })
  hideRouteEnds: boolean;

  /** A public trip's page shows the activities linked to it (with the same hidden ends). */
  @Column({ name: 'show_activities', type: 'boolean', default: false })
  showActivities: boolean;

  @Column({ name: 'pace_kmh', type: 'double precision', default: 5 })
  paceKmh: number;

  @Column({ name: 'climb_m_per_hour', type: 'double precision', default: 600 })
  climbMPerHour: number;

  /** Null: the account's food per day applies. */
  @Column({ name: 'food_per_day_grams', type: 'integer', nullable: true })
  foodPerDayGrams: number | null;

  @Column({ name: 'water_litres_per_hour', type: 'double precision', default: 0.5 })
  waterLitresPerHour: number;

  /** Days whose food or water the user set by hand, by day number. */
  @Column({ name: 'day_overrides', type: 'jsonb', default: () => "'[]'" })
  dayOverrides: DayOverride[];

  /** The route's distance and gain (0 without a route): the list shows them. */
  @Column({ name: 'distance_m', type: 'double precision', default: 0 })
  distanceM: number;

  /** Null: unknown (the route has no elevation at all). */
  @Column({ name: 'gain_m', type: 'double precision', nullable: true, default: 0 })
  gainM: number | null;

  /** The route simplified to a few dozen `[latitude, longitude]` pairs; [] without a route. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  preview: [number, number][];

  /** Where the preview's segments begin (indices into preview); [] for one segment. */
  @Column({ name: 'preview_segment_starts', type: 'jsonb', default: () => "'[]'" })
  previewSegmentStarts: number[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
