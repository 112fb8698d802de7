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
import { UserEntity } from '@server/users/user.entity.js';

/** A user's own gear category. Constraint names are PostgreSQL's for the migration's unnamed ones. */
@Entity({ name: 'gear_categories' })
@Check('gear_categories_name_check', `length("name") BETWEEN 1 AND 100`)
@Check('gear_categories_color_check', `"color" ~ '^#[0-9a-fA-F]{6}$'`)
export class GearCategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'gear_categories_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  /** Unique per owner, case-insensitively: (owner_id, lower(name)), which only the migration can express. */
  @Index('UQ_gear_categories_owner_name', { synchronize: false })
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '#6b7280' })
  color: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
