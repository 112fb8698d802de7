import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { PackEntity } from '@server/packs/pack.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * The pack every new activity of the category carries when it names none. Constraint names
 * are the migration's.
 */
@Entity({ name: 'activity_default_packs' })
@Index('IDX_activity_default_packs_pack', ['packId'])
@Check(
  'CHK_activity_default_packs_category',
  `"category" IN ('hike', 'walk', 'run', 'trail-run', 'ride', 'mountain-bike', 'gravel', 'ski-touring', 'ski', 'snowshoe', 'swim', 'paddle', 'climb', 'other')`,
)
export class ActivityDefaultPackEntity {
  @PrimaryColumn({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_default_packs_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @PrimaryColumn({ type: 'text' })
  category: ActivityCategory;

  @Column({ name: 'pack_id', type: 'uuid' })
  @ForeignKey(() => PackEntity, { name: 'FK_activity_default_packs_pack', onDelete: 'CASCADE' })
  packId: string;
}
