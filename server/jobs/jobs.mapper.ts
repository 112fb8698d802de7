import type { JobEntity } from './job.entity.js';
import type { JobResponseDto } from './dto/job-response.dto.js';

export const toJobDto = (job: JobEntity): JobResponseDto => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  progressDone: job.progressDone,
  progressTotal: job.progressTotal,
  message: job.message,
  waitingUntil: job.waitingUntil?.toISOString() ?? null,
  error: job.error,
  result: job.result,
  attempts: job.attempts,
  createdAt: job.createdAt.toISOString(),
  startedAt: job.startedAt?.toISOString() ?? null,
  finishedAt: job.finishedAt?.toISOString() ?? null,
});
