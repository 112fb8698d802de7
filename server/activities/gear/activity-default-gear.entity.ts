import { Check, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * An item every new activity of the category gets when it names no gear ("these shoes for
 * every run"). Constraint names are the migration's.
 */
@Entity({ name: 'activity_default_gear' })
@Index('IDX_activity_default_gear_item', ['gearItemId'])
@Check(
  'CHK_activity_default_gear_category',
  `"category" IN ('hike', 'walk', 'run', 'trail-run', 'ride', 'mountain-bike', 'gravel', 'ski-touring', 'ski', 'snowshoe', 'swim', 'paddle', 'climb', 'other')`,
)
export class ActivityDefaultGearEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_default_gear_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @PrimaryColumn({ type: 'text' })
  category: ActivityCategory;

  @PrimaryColumn({ name: 'gear_item_id', type: 'uuid' })
  @ForeignKey(() => GearItemEntity, { name: 'FK_activity_default_gear_item', onDelete: 'CASCADE' })
  gearItemId: string;
}
