import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from './schema';

/**
 * The user's background jobs (imports, syncs; server/jobs/): one job read while it runs, and
 * cancelling it. Shared, as every screen that starts a job shows its progress the same way.
 */

/** GET /api/jobs/:id (generated: client/lib/api/schema.d.ts). */
export type Job = ApiSchema<'JobResponseDto'>;
export type JobState = ApiSchema<'JobState'>;

/** How often a queued or running job is read again. */
export const JOB_POLL_MS = 1_000;

export const jobPath = (id: string) => `/api/jobs/${id}`;

/** Whether the job may still change (so is worth reading again, and may be cancelled). */
export const isJobActive = (job: Pick<Job, 'state'>): boolean =>
  job.state === 'queued' || job.state === 'running';

/** SWR's refresh interval for a job: every JOB_POLL_MS while it may change, then never. */
export const jobRefreshInterval = (job: Job | undefined): number =>
  job === undefined || isJobActive(job) ? JOB_POLL_MS : 0;

export const getJob = (id: string) => apiFetch<Job>(jobPath(id));

/** One job, read again every second while it is queued or running; null id: nothing read. */
export const useJob = (id: string | null) =>
  useSWR<Job, unknown>(id ? jobPath(id) : null, (path: string) => apiFetch<Job>(path), {
    refreshInterval: jobRefreshInterval,
  });

/** POST /api/jobs/:id/cancel: the job as it is now; 409 JOB_FINISHED when it has ended. */
export const cancelJob = (id: string) => apiFetch<Job>(`${jobPath(id)}/cancel`, { method: 'POST' });
