import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * A bike or pair of shoes on the owner's Strava profile, and the library item it is (the
 * owner's choice, or the item of the same name found when it was first seen): what a synced
 * activity with that Strava gear counts as used, for gear mileage.
 */
@Entity({ name: 'strava_gear' })
@Check('CHK_strava_gear_kind', `"kind" IN ('bike', 'shoes')`)
export class StravaGearEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_strava_gear_owner', onDelete: 'CASCADE' })
  ownerId: string;

  /** Strava's id ('b1234' for a bike, 'g1234' for shoes). */
  @PrimaryColumn({ name: 'strava_gear_id', type: 'text' })
  stravaGearId: string;

  @Column({ type: 'text' })
  kind: 'bike' | 'shoes';

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'gear_item_id', type: 'uuid', nullable: true })
  @ForeignKey(() => GearItemEntity, { name: 'FK_strava_gear_item', onDelete: 'SET NULL' })
  gearItemId: string | null;
}
