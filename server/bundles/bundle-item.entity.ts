import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { numericNumber } from '@server/common/numeric-number.transformer.js';
import { UserEntity } from '@server/users/user.entity.js';
import { BundleEntity } from './bundle.entity.js';

/** One library item in a bundle, once per bundle, with how many of it the bundle holds. */
@Entity({ name: 'bundle_items' })
@Unique('UQ_bundle_items_item', ['bundleId', 'gearItemId'])
@Index('IDX_bundle_items_gear_item', ['gearItemId'])
@Check('bundle_items_quantity_check', `"quantity" >= 0`)
export class BundleItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'bundle_items_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'bundle_id', type: 'uuid' })
  @ForeignKey(() => BundleEntity, { name: 'bundle_items_bundle_id_fkey', onDelete: 'CASCADE' })
  bundleId: string;

  @Column({ name: 'gear_item_id', type: 'uuid' })
  @ForeignKey(() => GearItemEntity, {
    name: 'bundle_items_gear_item_id_fkey',
    onDelete: 'CASCADE',
  })
  gearItemId: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 1, transformer: numericNumber })
  quantity: number;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}
