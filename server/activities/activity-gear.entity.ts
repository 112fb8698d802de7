import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { ActivityEntity } from './activity.entity.js';

/** A gear item used on an activity (shoes, poles), beside the pack it carried. */
@Entity({ name: 'activity_gear' })
@Index('IDX_activity_gear_item', ['gearItemId'])
export class ActivityGearEntity {
  @PrimaryColumn({ name: 'activity_id', type: 'uuid' })
  @ForeignKey(() => ActivityEntity, { name: 'FK_activity_gear_activity', onDelete: 'CASCADE' })
  activityId: string;

  @PrimaryColumn({ name: 'gear_item_id', type: 'uuid' })
  @ForeignKey(() => GearItemEntity, { name: 'FK_activity_gear_item', onDelete: 'CASCADE' })
  gearItemId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_gear_owner', onDelete: 'CASCADE' })
  ownerId: string;
}
