import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ActivityFileFormat } from './files/parsed-activity.js';
import { UserEntity } from '@server/users/user.entity.js';

/**
 * An uploaded activity file as it came, gzipped, so its owner can download the original. One
 * file may hold several activities (a multi-sport FIT file); it goes when the last of them does.
 */
@Entity({ name: 'activity_files' })
@Index('IDX_activity_files_owner_sha256', ['ownerId', 'sha256'])
@Check('CHK_activity_files_name', `length("file_name") BETWEEN 1 AND 255`)
@Check('CHK_activity_files_format', `"format" IN ('fit', 'tcx', 'gpx')`)
@Check('CHK_activity_files_size', `"size_bytes" >= 0`)
export class ActivityFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_activity_files_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'file_name', type: 'text' })
  fileName: string;

  @Column({ type: 'text' })
  format: ActivityFileFormat;

  /** The file's size as uploaded, before compression. */
  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** Hex SHA-256 of the bytes as uploaded: the same file uploaded again is known at once. */
  @Column({ type: 'text' })
  sha256: string;

  /** The uploaded bytes, gzipped; read only for the download. */
  @Column({ name: 'gzipped', type: 'bytea', select: false })
  gzipped: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
