import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ForeignKey,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/** A gear list for a trip. Constraint names are PostgreSQL's for the migration's unnamed ones. */
@Entity({ name: 'packs' })
@Index('IDX_packs_owner_created', ['ownerId', 'createdAt', 'id'])
@Unique('UQ_packs_owner_slug', ['ownerId', 'slug'])
@Check('packs_name_check', `length("name") BETWEEN 1 AND 200`)
@Check('packs_slug_check', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
export class PackEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'packs_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The pack's address on a public page; unique per owner. */
  @Column({ type: 'text' })
  slug: string;

  /**
   * Where the lines without a category sit among the pack's categories (pack_categories can
   * only key real ones). Null: after every category.
   */
  @Column({ name: 'uncategorized_sort_order', type: 'integer', nullable: true })
  uncategorizedSortOrder: number | null;

  /**
   * True while a LighterPack import is still writing the pack (pack_imports): such a pack is
   * nobody's to see yet, so every read leaves it out.
   */
  @Column({ type: 'boolean', default: false })
  importing: boolean;

  /** Whether anyone may see the pack at `/u/{username}/pack/{slug}` (off until the owner shares it). */
  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Moves with the pack's own fields and its lines, not with checklist ticks. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
