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
import { MarkerChecks, MarkerColumns } from '@server/common/marker-columns.js';
import { UserEntity } from '@server/users/user.entity.js';
import { TripEntity } from './trip.entity.js';

/**
 * A marker of a trip (camp, water, resupply, ...): a saved place's fields (a name, a note and
 * MarkerColumns) plus an elevation.
 */
@Entity({ name: 'trip_waypoints' })
@Index('IDX_trip_waypoints_trip_created', ['tripId', 'createdAt', 'id'])
@Check('CHK_trip_waypoints_name', `length("name") BETWEEN 1 AND 200`)
@Check('CHK_trip_waypoints_note', `length("note") <= 2000`)
@MarkerChecks('trip_waypoints')
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

  @Column(() => MarkerColumns, { prefix: false })
  marker: MarkerColumns;

  @Column({ name: 'elevation_m', type: 'double precision', nullable: true })
  elevationM: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
