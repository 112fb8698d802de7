import { useState } from 'react';
import { cancelJob, useJob } from '@client/lib/api/jobs';
import { ApiError } from '@client/lib/api-client';
import { toast } from '@client/lib/toast';
import { JobProgressView } from './job-progress-view';

/**
 * A job's progress, read every second while it runs (useJob), with its Cancel button: what a
 * screen that started a job (a Strava import) shows until the job ends.
 */
export function JobProgress({ id, label }: { id: string; label: string }) {
  const { data: job, error, mutate } = useJob(id);
  const [cancelling, setCancelling] = useState(false);
  if (!job) {
    return error ? (
      <p className="job-progress-error" role="alert">
        Could not read the job’s progress.
      </p>
    ) : null;
  }
  const cancel = async () => {
    setCancelling(true);
    try {
      await mutate(await cancelJob(id), { revalidate: false });
    } catch (failure) {
      // Ended meanwhile (409 JOB_FINISHED says how), or the network: read where it is now.
      toast.error(
        failure instanceof ApiError ? failure.message : 'The job could not be cancelled.',
      );
      await mutate();
    } finally {
      setCancelling(false);
    }
  };
  return (
    <JobProgressView
      job={job}
      label={label}
      onCancel={() => void cancel()}
      cancelling={cancelling}
    />
  );
}
