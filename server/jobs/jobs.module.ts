import { Global, Module } from '@nestjs/common';
import { JobsController } from './jobs.controller.js';
import { JobsRepository } from './jobs.repository.js';
import { JobsService } from './jobs.service.js';
import { JobQueue } from './queue/job-queue.js';
import { JobRunsRepository } from './queue/job-runs.repository.js';
import { JobUploadsRepository } from './uploads/job-uploads.repository.js';
import { JobUploadsSweeper } from './uploads/job-uploads.sweeper.js';

/**
 * Background jobs (issue 23): the queue other modules register handlers with and enqueue on
 * (JobQueue), the uploads their jobs read (JobUploadsRepository), the owner's endpoints
 * (/api/jobs), and their reads for a module that acts on its own jobs (JobsService). Global, like the rate limits: any module may queue work without importing it.
 */
@Global()
@Module({
  controllers: [JobsController],
  providers: [
    JobsRepository,
    JobsService,
    JobRunsRepository,
    JobUploadsRepository,
    JobUploadsSweeper,
    JobQueue,
  ],
  exports: [JobQueue, JobUploadsRepository, JobsService],
})
export class JobsModule {}
