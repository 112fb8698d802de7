import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { PackEntity } from '@server/packs/pack.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { TripEntity } from './trip.entity.js';

/**
 * A pack a trip takes. A deleted pack leaves its trips (ON DELETE CASCADE); when it was the main
 * one, the trip's first remaining pack reads as main (server/domain/trip-packs.ts), so no
 * trigger is needed. At most one main pack per trip (the partial unique index).
 */
@Entity({ name: 'trip_packs' })
@Index('IDX_trip_packs_pack', ['packId'])
@Index('UQ_trip_packs_main', ['tripId'], { unique: true, where: '"is_main"' })
@Check('CHK_trip_packs_position', `"position" >= 0`)
export class TripPackEntity {
  @PrimaryColumn({ name: 'trip_id', type: 'uuid' })
  @ForeignKey(() => TripEntity, { name: 'FK_trip_packs_trip', onDelete: 'CASCADE' })
  tripId: string;

  @PrimaryColumn({ name: 'pack_id', type: 'uuid' })
  @ForeignKey(() => PackEntity, { name: 'FK_trip_packs_pack', onDelete: 'CASCADE' })
  packId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_trip_packs_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'is_main', type: 'boolean', default: false })
  isMain: boolean;

  /** The order the user gave, from 0. */
  @Column({ type: 'integer' })
  position: number;
}
