import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';
import type { ItemChange } from './pack-import-differences.js';

/**
 * A LighterPack import still writing: its hidden pack, the categories and items it creates
 * (their ids are chosen before they are written), and how long it counts as alive. The row goes
 * when the import reveals its pack, or when what it wrote is removed (pack-import-removal.ts).
 */
@Entity({ name: 'pack_imports' })
@Unique('UQ_pack_imports_owner', ['ownerId'])
export class PackImportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'pack_imports_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  /** Not a foreign key: removing an import deletes its pack first, then this row. */
  @Column({ name: 'pack_id', type: 'uuid' })
  packId: string;

  @Column({ name: 'category_ids', type: 'uuid', array: true })
  categoryIds: string[];

  @Column({ name: 'item_ids', type: 'uuid', array: true })
  itemIds: string[];

  /**
   * The values of the library items the import updates from the file (only the fields it
   * changes), as before: a failed import puts them back. `[]` when it updates none.
   */
  @Column({ name: 'item_restores', type: 'jsonb', default: () => "'[]'" })
  itemRestores: ItemChange[];

  /** Each step moves it forward; past it, the import is abandoned (its server died). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
