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
import type { MarkerIcon } from '@server/domain/map-markers.js';
import { UserEntity } from '@server/users/user.entity.js';
import { TripEntity } from './trip.entity.js';

/**
 * A marker of a trip (camp, water, resupply, ...): a saved place's fields plus an elevation.
 * The checks are places' (server/domain/map-markers.ts).
 */
@Entity({ name: 'trip_waypoints' })
@Index('IDX_trip_waypoints_trip_created', ['tripId', 'createdAt', 'id'])
@Check('CHK_trip_waypoints_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_trip_waypoints_note', `length("note") <= 2000`)
@Check('CHK_trip_waypoints_latitude', `"latitude" BETWEEN -90 AND 90`)
@Check('CHK_trip_waypoints_longitude', `"longitude" BETWEEN -180 AND 180`)
@Check('CHK_trip_waypoints_color', `"color" ~ '^#[0-9a-f]{6}$'`)
@Check(
  'CHK_trip_waypoints_icon',
  `"icon" IN ('camp', 'water', 'resupply', 'parking', 'summit', 'hut', 'viewpoint', 'danger', 'start', 'finish', 'photo', 'generic')`,
)
export class TripWaypointEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'trip_id', type: 'uuid' })
  @ForeignKey(() => TripEntity, { name: 'FK_trip_waypoints_trip', onDelete: 'CASCADE' })
  tripId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_trip_waypoints_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  note: string;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  @Column({ name: 'elevation_m', type: 'double precision', nullable: true })
  elevationM: number | null;

  /** `#rrggbb`, lower case. */
  @Column({ type: 'text' })
  color: string;

  @Column({ type: 'text' })
  icon: MarkerIcon;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
