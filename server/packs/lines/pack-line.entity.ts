import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { BundleEntity } from '@server/bundles/bundle.entity.js';
import { GearItemEntity } from '@server/gear/gear-item.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { numericNumber } from '@server/common/numeric-number.transformer.js';
import type { EntryFlags } from '@server/domain/pack-totals.js';
import { PackEntity } from '../pack.entity.js';

/**
 * A line of a pack: a library item or a whole bundle (exactly one), with its quantity and flags.
 * Constraint names are PostgreSQL's for the migration's unnamed ones.
 */
@Entity({ name: 'pack_lines' })
@Index('IDX_pack_lines_pack', ['packId', 'sortOrder'])
@Index('IDX_pack_lines_gear_item', ['gearItemId'])
@Index('IDX_pack_lines_bundle', ['bundleId'])
@Unique('UQ_pack_lines_pack_item', ['packId', 'gearItemId'])
@Unique('UQ_pack_lines_pack_bundle', ['packId', 'bundleId'])
@Check('pack_lines_quantity_check', `"quantity" >= 0`)
@Check('CHK_pack_lines_one_target', `("gear_item_id" IS NULL) <> ("bundle_id" IS NULL)`)
export class PackLineEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'pack_lines_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'pack_id', type: 'uuid' })
  @ForeignKey(() => PackEntity, { name: 'pack_lines_pack_id_fkey', onDelete: 'CASCADE' })
  packId: string;

  @Column({ name: 'gear_item_id', type: 'uuid', nullable: true })
  @ForeignKey(() => GearItemEntity, { name: 'pack_lines_gear_item_id_fkey', onDelete: 'CASCADE' })
  gearItemId: string | null;

  @Column({ name: 'bundle_id', type: 'uuid', nullable: true })
  @ForeignKey(() => BundleEntity, { name: 'pack_lines_bundle_id_fkey', onDelete: 'CASCADE' })
  bundleId: string | null;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 1, transformer: numericNumber })
  quantity: number;

  @Column({ type: 'boolean', default: false })
  worn: boolean;

  @Column({ type: 'boolean', default: false })
  consumable: boolean;

  @Column({ type: 'boolean', default: false })
  packed: boolean;

  /** A bundle line's items marked worn or consumable here, by gear item id (over the line's). */
  @Column({ name: 'entry_flags', type: 'jsonb', default: () => "'{}'" })
  entryFlags: EntryFlags;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
