import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { JobUploadEntity } from './job-upload.entity.js';

/** One piece of an upload, in order (`seq` from 0), at most JOB_UPLOAD_CHUNK_BYTES long. */
@Entity({ name: 'job_upload_chunks' })
export class JobUploadChunkEntity {
  @PrimaryColumn({
    name: 'upload_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_job_upload_chunks',
  })
  @ForeignKey(() => JobUploadEntity, { name: 'FK_job_upload_chunks_upload', onDelete: 'CASCADE' })
  uploadId: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_job_upload_chunks' })
  seq: number;

  @Column({ type: 'bytea' })
  bytes: Buffer;
}
