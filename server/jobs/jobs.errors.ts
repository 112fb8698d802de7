import { conflict, notFound } from '@server/common/errors.js';
import type { JobState } from './job-state.js';

export const jobNotFound = () => notFound('JOB_NOT_FOUND', 'Job not found');

export const jobFinished = (state: JobState) =>
  conflict(
    'JOB_FINISHED',
    `The job has already ${state === 'cancelled' ? 'been cancelled' : state}`,
  );
