import { CircleAlert, CircleCheck } from 'lucide-react';
import type { CSSProperties } from 'react';
import { isJobActive, type Job } from '@client/lib/api/jobs';

export interface JobProgressViewProps {
  job: Job;
  /** What the job does, for the bar's name ("Strava import"). */
  label: string;
  /** Cancels the job; no button without it. */
  onCancel?: () => void;
  cancelling?: boolean;
}

const percentOf = (job: Job): number | null =>
  job.progressTotal ? Math.min(100, (job.progressDone / job.progressTotal) * 100) : null;

/** "14:45", or "Tue 01:00" when it is not today. */
function clockTime(iso: string): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date().toDateString()
    ? time
    : `${at.toLocaleDateString(undefined, { weekday: 'short' })} ${time}`;
}

function words(job: Job): string {
  const counted = job.progressTotal === null ? null : `${job.progressDone} of ${job.progressTotal}`;
  switch (job.state) {
    case 'queued':
      return job.error
        ? `Trying again shortly: ${job.error}`
        : (job.message ?? 'Waiting to start…');
    case 'running':
      if (job.waitingUntil)
        return `${job.message ?? 'Waiting'}: goes on by itself at ${clockTime(job.waitingUntil)}`;
      return job.message ?? (counted ? `${counted} done` : 'Working…');
    case 'succeeded':
      return job.message ?? 'Done';
    case 'failed':
      return job.error ?? 'It failed.';
    case 'cancelled':
      return counted ? `Cancelled after ${counted}` : 'Cancelled';
  }
}

/**
 * A job's progress as a bar with a few words, its Cancel button while it may still stop, and
 * how it ended. The bar is a progressbar with aria-valuenow when the total is known, and without
 * (indeterminate, as ARIA says) until then.
 */
export function JobProgressView({
  job,
  label,
  onCancel,
  cancelling = false,
}: JobProgressViewProps) {
  const percent = percentOf(job);
  const text = words(job);
  const active = isJobActive(job);
  const fill = {
    '--progress': `${job.state === 'succeeded' ? 100 : (percent ?? 0)}%`,
  } as CSSProperties;
  return (
    <div className={`job-progress is-${job.state}`}>
      <div
        className="job-progress-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        {...(job.progressTotal === null
          ? {}
          : { 'aria-valuemax': job.progressTotal, 'aria-valuenow': job.progressDone })}
        aria-valuetext={text}
        style={fill}
      >
        <span className="job-progress-fill" />
      </div>
      <div className="job-progress-row">
        {job.state === 'failed' ? (
          <p className="job-progress-error" role="alert">
            <CircleAlert aria-hidden="true" size={16} />
            {text}
          </p>
        ) : (
          <p className="job-progress-text" aria-live="polite">
            {job.state === 'succeeded' && <CircleCheck aria-hidden="true" size={16} />}
            {text}
          </p>
        )}
        {active && onCancel && (
          <button type="button" className="button" onClick={onCancel} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
      </div>
    </div>
  );
}
