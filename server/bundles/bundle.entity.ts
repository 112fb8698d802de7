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
import { GearCategoryEntity } from '@server/gear/gear-category.entity.js';
import { UserEntity } from '@server/users/user.entity.js';

/** A named kit of library items (a cook kit). Constraint names are PostgreSQL's for the migration's unnamed ones. */
@Entity({ name: 'bundles' })
@Index('IDX_bundles_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_bundles_owner', ['ownerId'])
@Check('bundles_name_check', `length("name") BETWEEN 1 AND 200`)
export class BundleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'bundles_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  /** Where packs show the bundle's line; its items keep their own categories in the library. */
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  @ForeignKey(() => GearCategoryEntity, { name: 'bundles_category_id_fkey', onDelete: 'SET NULL' })
  categoryId: string | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
