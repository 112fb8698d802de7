import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '@server/users/user.entity.js';

/** A file a user sent for a job to read (a Strava export), its bytes in job_upload_chunks. */
@Entity({ name: 'job_uploads' })
@Index('IDX_job_uploads_owner', ['ownerId'])
export class JobUploadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  @ForeignKey(() => UserEntity, { name: 'FK_job_uploads_owner', onDelete: 'CASCADE' })
  ownerId: string;

  @Column({ name: 'byte_size', type: 'bigint', default: 0 })
  byteSize: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
