import { FileArchive, Undo2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Dialog } from '@client/components/dialog';
import { StravaAccountImport } from './strava-account-import';
import { JobProgress } from '@client/components/job-progress';
import { useJobEnd } from '@client/features/track/hooks/use-job-end';
import { counted } from '@client/features/track/utils/counted';
import { errorMessage } from '@client/lib/api-errors';
import { isJobActive, useJob, type Job } from '@client/lib/api/jobs';
import { toast } from '@client/lib/toast';
import type { UploadProgress } from '@client/lib/upload-with-progress';
import {
  importSummary,
  startStravaImport,
  undoStravaImport,
  useLatestStravaImport,
  type StravaImportSummary,
} from '@client/features/track/api/strava-import';

interface StravaImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The activities changed (an import ended, or was undone): the lists read again. */
  onChanged: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Strava's bulk export imported in one go: how to get the zip, choosing it (its upload with a
 * progress bar), then the import's own progress as a job (it goes on if the dialog is closed or
 * the page left), what it did, and undoing it. The user's latest import shows when it opens.
 */
export function StravaImportDialog({ open, onClose, onChanged }: StravaImportDialogProps) {
  const latest = useLatestStravaImport(open);
  const [startedId, setStartedId] = useState<string | null>(null);
  const jobId = startedId ?? latest.data?.[0]?.id ?? null;
  const { data: job } = useJob(open ? jobId : null);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const inputId = useId();

  // The lists read again once, when an import this dialog watched comes to its end.
  useJobEnd(job, onChanged);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const controller = new AbortController();
    uploading.current = controller;
    setUpload({ sent: 0, total: file.size });
    try {
      const { jobId: started } = await startStravaImport(file, setUpload, controller.signal);
      setStartedId(started);
    } catch (error) {
      if (!controller.signal.aborted) setProblem(errorMessage(error));
    } finally {
      uploading.current = null;
      setUpload(null);
    }
  };

  const busy = upload !== null || (job !== undefined && isJobActive(job));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Import from Strava"
      className="dialog-strava-import"
    >
      <div className="strava-import">
        <StravaAccountImport open={open} onChanged={onChanged} />
        <h3 className="strava-import-heading">From Strava’s export</h3>
        <p className="field-hint">
          On Strava, open Settings, then My Account, and under “Download or delete your account”
          choose Request your archive. Strava emails a link to a zip (export_….zip): choose it here
          as it came. Each activity comes with its name, type, description and gear (matched to your
          library by name); ones already here are left as they are.
        </p>
        {upload ? (
          <div className="strava-import-upload">
            <progress
              max={upload.total || 1}
              value={upload.sent}
              aria-label="Sending the export"
              className="strava-import-bar"
            />
            <p className="field-hint" aria-live="polite">
              Sending {megabytes(upload.sent)} of {megabytes(upload.total)}…
            </p>
            <button type="button" className="button" onClick={() => uploading.current?.abort()}>
              Stop
            </button>
          </div>
        ) : (
          !busy && (
            <div>
              <label htmlFor={inputId} className="button button-primary file-button">
                <FileArchive aria-hidden="true" size={18} />
                Choose the export (.zip)
              </label>
              <input
                id={inputId}
                type="file"
                accept=".zip,application/zip"
                className="visually-hidden"
                data-autofocus
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  void choose(file);
                }}
              />
            </div>
          )
        )}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        {jobId && job && (
          <section className="strava-import-job" aria-label="The latest import">
            <JobProgress id={jobId} label="Strava import" />
            <ImportOutcome job={job} onUndone={onChanged} />
          </section>
        )}
      </div>
    </Dialog>
  );
}

/** What a finished import did, and undoing it (asked twice: it deletes what it added). */
function ImportOutcome({ job, onUndone }: { job: Job; onUndone: () => void }) {
  const summary = importSummary(job);
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState<number | null>(null);
  const [undoing, setUndoing] = useState(false);
  if (!summary) return null;
  const undo = async () => {
    setUndoing(true);
    try {
      const { deleted } = await undoStravaImport(job.id);
      setUndone(deleted);
      setConfirming(false);
      onUndone();
      toast.success(
        `Import undone: ${deleted} ${deleted === 1 ? 'activity' : 'activities'} deleted`,
      );
    } catch (error) {
      toast.error(`Could not undo the import: ${errorMessage(error)}`);
    } finally {
      setUndoing(false);
    }
  };
  return (
    <div className="strava-import-outcome">
      <SummaryText summary={summary} />
      {undone !== null ? (
        <p className="field-hint">
          Undone: {undone} {undone === 1 ? 'activity' : 'activities'} deleted.
        </p>
      ) : confirming ? (
        <div className="strava-import-confirm" role="group" aria-label="Undo the import">
          <p>Delete the {summary.added} activities this import added?</p>
          <button
            type="button"
            className="button button-danger"
            disabled={undoing}
            onClick={() => void undo()}
          >
            {undoing ? 'Deleting…' : 'Delete them'}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Keep them
          </button>
        </div>
      ) : (
        summary.added > 0 && (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            <Undo2 aria-hidden="true" size={18} />
            Undo this import
          </button>
        )
      )}
    </div>
  );
}

function SummaryText({ summary }: { summary: StravaImportSummary }) {
  return (
    <>
      <p>
        {counted(summary.added, 'activity', 'activities')} added
        {summary.withoutFile > 0 && ` (${summary.withoutFile} from figures alone)`}
        {summary.duplicates > 0 && `, ${counted(summary.duplicates, 'was', 'were')} here already`}
        {summary.refused > 0 && `, ${counted(summary.refused, 'file', 'files')} refused`}.
      </p>
      {summary.problems.length > 0 && (
        <ul className="strava-import-problems" aria-label="Files refused">
          {summary.problems.map((problem) => (
            <li key={problem.name}>
              <code>{problem.name}</code>: {problem.reason}
            </li>
          ))}
        </ul>
      )}
      {summary.unmatchedGear.length > 0 && (
        <p className="field-hint">
          Gear not in your library, so not linked: {summary.unmatchedGear.join(', ')}. Add an item
          of that name to count its kilometres on new activities.
        </p>
      )}
    </>
  );
}
