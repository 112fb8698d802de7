import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_LIST_LIMIT } from './dto/list-jobs-query.dto.js';
import type { JobResponseDto } from './dto/job-response.dto.js';
import { jobFinished, jobNotFound } from './jobs.errors.js';
import { toJobDto } from './jobs.mapper.js';
import { JobsRepository } from './jobs.repository.js';
import { JobQueue } from './queue/job-queue.js';

/** The owner's view of their jobs: the list, one job, and cancelling one. */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  async list(ownerId: string, kind?: string, limit = JOB_LIST_LIMIT): Promise<JobResponseDto[]> {
    return (await this.jobs.list(ownerId, kind, limit)).map(toJobDto);
  }

  async get(ownerId: string, id: string): Promise<JobResponseDto> {
    const job = await this.jobs.findOne(ownerId, id);
    if (!job) throw jobNotFound();
    return toJobDto(job);
  }

  /**
   * Cancels a queued or running job: the row and pg-boss's job in one transaction; a run under
   * way stops at its next step (what it already did stays, its summary is not written). 409
   * JOB_FINISHED when the job has already ended.
   */
  async cancel(ownerId: string, id: string): Promise<JobResponseDto> {
    await this.dataSource.transaction(async (manager) => {
      const kind = await this.jobs.cancel(manager, ownerId, id);
      if (kind) return this.queue.cancel(kind, id, manager);
      const job = await this.jobs.findOne(ownerId, id, manager);
      throw job ? jobFinished(job.state) : jobNotFound();
    });
    return this.get(ownerId, id);
  }
}
