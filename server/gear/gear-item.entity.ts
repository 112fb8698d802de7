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
import type { WeightUnit } from '@server/domain/weight-units.js';
import { PhotoEntity } from '@server/photos/photo.entity.js';
import { UserEntity } from '@server/users/user.entity.js';
import { bigintNumber } from '@server/common/bigint-number.transformer.js';
import { GearCategoryEntity } from './gear-category.entity.js';

/** An item of the gear library. Constraint names are PostgreSQL's for the migration's unnamed ones. */
@Entity({ name: 'gear_items' })
@Index('IDX_gear_items_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_gear_items_category', ['categoryId'])
@Check('gear_items_name_check', `length("name") BETWEEN 1 AND 200`)
@Check('gear_items_weight_mg_check', `"weight_mg" >= 0`)
@Check('gear_items_quantity_owned_check', `"quantity_owned" >= 0`)
@Check('gear_items_price_minor_check', `"price_minor" >= 0`)
@Check('gear_items_check', `("price_minor" IS NULL) OR ("currency" IS NOT NULL)`)
@Check(
  'CHK_gear_items_limits',
  `length("brand") <= 100 AND length("notes") <= 5000 AND length("url") <= 2048 AND "quantity_owned" <= 9999 AND "weight_mg" <= 1000000000`,
)
@Check('CHK_gear_items_weight_unit', `"weight_unit" IN ('g', 'kg', 'oz', 'lb')`)
@Check(
  'CHK_gear_items_retire_after',
  `"retire_after_m" = 0 OR "retire_after_m" BETWEEN 1000 AND 100000000`,
)
@Index('IDX_gear_items_photo', ['photoId'])
export class GearItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'gear_items_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  @ForeignKey(() => GearCategoryEntity, {
    name: 'gear_items_category_id_fkey',
    onDelete: 'SET NULL',
  })
  categoryId: string | null;

  /** Indexed as (owner_id, lower(name)), which only the migration can express. */
  @Index('IDX_gear_items_owner_name', { synchronize: false })
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  brand: string;

  @Column({ name: 'weight_mg', type: 'bigint', default: 0, transformer: bigintNumber })
  weightMg: number;

  /** The unit the weight was entered in; the weight itself is always weightMg. */
  @Column({ name: 'weight_unit', type: 'text', default: 'g' })
  weightUnit: WeightUnit;

  @Column({ name: 'quantity_owned', type: 'integer', default: 1 })
  quantityOwned: number;

  @Column({ name: 'price_minor', type: 'bigint', nullable: true, transformer: bigintNumber })
  priceMinor: number | null;

  @Column({ type: 'char', length: 3, nullable: true })
  currency: string | null;

  @Column({ type: 'text', nullable: true })
  url: string | null;

  @Column({ type: 'text', default: '' })
  notes: string;

  @Column({ name: 'photo_id', type: 'uuid', nullable: true })
  @ForeignKey(() => PhotoEntity, { name: 'gear_items_photo_id_fkey', onDelete: 'SET NULL' })
  photoId: string | null;

  @Column({ type: 'boolean', default: false })
  retired: boolean;

  /**
   * Metres after which to retire it (server/domain/gear-retirement.ts): 0 says never; null
   * means none was set, so the default applies (600 km for shoes).
   */
  @Column({ name: 'retire_after_m', type: 'integer', nullable: true })
  retireAfterM: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
