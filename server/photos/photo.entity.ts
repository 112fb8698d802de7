import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/**
 * An uploaded image, stored in the database so backups and account deletion need nothing else.
 * Constraint names are the ones PostgreSQL chose for the migration's unnamed constraints.
 */
@Entity({ name: 'photos' })
@Index('IDX_photos_owner_created', ['ownerId', 'createdAt', 'id'])
@Index('IDX_photos_owner', ['ownerId'])
@Check('photos_content_type_check', `"content_type" IN ('image/jpeg', 'image/png', 'image/webp')`)
export class PhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'photos_owner_id_fkey', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: PhotoContentType;

  /** Never loaded unless asked for: only serving a photo needs its bytes. */
  @Column({ type: 'bytea', select: false })
  bytes: Buffer;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
