import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { rechunk } from './rechunk.js';

/** The largest piece of an upload one statement writes or reads. */
export const JOB_UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** An upload no job took within this long was left by a request that failed half-way. */
const ORPHAN_AFTER = '1 day';

/**
 * Files users send for jobs to read (a Strava export), kept in the database so that any server
 * sharing it can run the job, in chunks of at most 1 MiB so that no statement holds the
 * embedded database's one connection for long. Every read is scoped to the owner.
 */
@Injectable()
export class JobUploadsRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * Stores a stream of bytes for `ownerId`, a chunk per statement (each its own short write,
   * so a large file never holds the connection), and answers the upload's id, to give to
   * JobQueue.enqueue. An upload no job took is deleted a day later.
   */
  async store(ownerId: string, bytes: AsyncIterable<Uint8Array>): Promise<string> {
    const [{ id }] = await this.manager.query<[{ id: string }]>(
      `INSERT INTO "job_uploads" ("owner_id") VALUES ($1) RETURNING "id"`,
      [ownerId],
    );
    try {
      let seq = 0;
      let size = 0;
      for await (const chunk of rechunk(bytes, JOB_UPLOAD_CHUNK_BYTES)) {
        await this.manager.query(
          `INSERT INTO "job_upload_chunks" ("upload_id", "seq", "bytes") VALUES ($1, $2, $3)`,
          [id, seq, chunk],
        );
        seq += 1;
        size += chunk.byteLength;
      }
      await this.manager.query(`UPDATE "job_uploads" SET "byte_size" = $2 WHERE "id" = $1`, [
        id,
        size,
      ]);
      return id;
    } catch (error) {
      await this.delete(ownerId, id);
      throw error;
    }
  }

  /** The upload's bytes in order, a chunk per query. Nothing for another user's upload. */
  async *read(ownerId: string, uploadId: string): AsyncIterable<Buffer> {
    for (let seq = 0; ; seq += 1) {
      const rows = await this.manager.query<{ bytes: Buffer }[]>(
        `SELECT c."bytes" FROM "job_upload_chunks" c
           JOIN "job_uploads" u ON u."id" = c."upload_id"
          WHERE c."upload_id" = $1 AND c."seq" = $2 AND u."owner_id" = $3`,
        [uploadId, seq, ownerId],
      );
      const chunk = rows[0]?.bytes;
      if (!chunk) return;
      yield chunk;
    }
  }

  async delete(ownerId: string, uploadId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "job_uploads" WHERE "id" = $1 AND "owner_id" = $2`, [
      uploadId,
      ownerId,
    ]);
  }

  /** Deletes uploads no job took (a request that stored one and failed before it enqueued). */
  async deleteOrphans(): Promise<void> {
    await this.manager.query(
      `DELETE FROM "job_uploads" u
        WHERE u."created_at" < now() - interval '${ORPHAN_AFTER}'
          AND NOT EXISTS (SELECT 1 FROM "jobs" j WHERE j."upload_id" = u."id")`,
    );
  }
}
