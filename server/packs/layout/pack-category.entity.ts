import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { GearCategoryEntity } from '@server/gear/gear-category.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { PackEntity } from '../pack.entity.js';

/** A category's position in one pack, written when the user arranges the pack. */
@Entity({ name: 'pack_categories' })
export class PackCategoryEntity {
  @PrimaryColumn({ name: 'pack_id', type: 'uuid' })
  @ForeignKey(() => PackEntity, { name: 'pack_categories_pack_id_fkey', onDelete: 'CASCADE' })
  packId: string;

  @PrimaryColumn({ name: 'category_id', type: 'uuid' })
  @ForeignKey(() => GearCategoryEntity, {
    name: 'pack_categories_category_id_fkey',
    onDelete: 'CASCADE',
  })
  categoryId: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'pack_categories_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}
