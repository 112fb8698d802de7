import { useEffect, useRef } from 'react';
import { isJobActive, type Job } from '@client/lib/api/jobs';

/** Calls `onEnd` once when a job this screen saw running comes to its end (not for one already ended). */
export function useJobEnd(job: Job | undefined, onEnd: () => void): void {
  const wasActive = useRef(false);
  useEffect(() => {
    if (!job) return;
    if (isJobActive(job)) wasActive.current = true;
    else if (wasActive.current) {
      wasActive.current = false;
      onEnd();
    }
  }, [job, onEnd]);
}
