import { CircleAlert, CircleCheck, Copy, FileUp, LoaderCircle } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_FILE_ACCEPT } from '@client/features/track/api/upload-activity-file';
import type { FileUpload } from '@client/features/track/hooks/use-activity-uploads';
import { activityAddress } from '@client/features/track/utils/activity-address';

/** "Upload files": a picker for several FIT, TCX or GPX files at once. */
export function UploadFilesButton({
  onFiles,
  primary = false,
}: {
  onFiles: (files: File[]) => void;
  primary?: boolean;
}) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={`button file-button${primary ? ' button-primary' : ''}`}>
        <FileUp aria-hidden="true" size={18} />
        Upload files
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACTIVITY_FILE_ACCEPT}
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same files again uploads them again.
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}

/**
 * Files dragged anywhere over the screen are uploaded when dropped; while they hover, the screen
 * says it will take them. Wraps the screen's content.
 */
export function FileDropArea({
  onFiles,
  children,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      className={over ? 'track-drop track-drop-over' : 'track-drop'}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      {over && (
        <div className="track-drop-hint" aria-hidden="true">
          <FileUp size={32} />
          Drop FIT, TCX or GPX files to add them
        </div>
      )}
    </div>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Outcome({ upload }: { upload: FileUpload }) {
  switch (upload.state) {
    case 'waiting':
      return <span className="muted">Waiting…</span>;
    case 'sending':
      return (
        <progress
          className="track-upload-progress"
          value={upload.fraction}
          max={1}
          aria-label={`Uploading ${upload.file.name}`}
        />
      );
    case 'reading':
      return (
        <span className="track-upload-reading">
          <LoaderCircle aria-hidden="true" size={16} className="spin" />
          Reading…
        </span>
      );
    case 'refused':
      return (
        <span className="track-upload-refused">
          <CircleAlert aria-hidden="true" size={16} />
          {upload.message}
        </span>
      );
    case 'done':
      return (
        <ul className="track-upload-results">
          {upload.result.activities.map(({ outcome, activity }) => (
            <li key={activity.id}>
              {outcome === 'created' ? (
                <CircleCheck aria-hidden="true" size={16} className="track-upload-added" />
              ) : (
                <Copy aria-hidden="true" size={16} className="muted" />
              )}
              <span>{outcome === 'created' ? 'Added' : 'Already there'}:</span>
              <Link to={activityAddress(activity.id)}>{activity.name}</Link>
            </li>
          ))}
        </ul>
      );
  }
}

/** The files on their way and what became of each: a progress bar, then the activities or why not. */
export function ActivityUploads({
  uploads,
  onClear,
}: {
  uploads: readonly FileUpload[];
  onClear: () => void;
}) {
  if (uploads.length === 0) return null;
  const finished = uploads.filter(
    (upload) => upload.state === 'done' || upload.state === 'refused',
  );
  const added = finished.reduce(
    (total, upload) =>
      total +
      (upload.state === 'done'
        ? upload.result.activities.filter((activity) => activity.outcome === 'created').length
        : 0),
    0,
  );
  return (
    <section className="track-uploads" aria-labelledby="track-uploads-title">
      <div className="track-uploads-head">
        <h2 id="track-uploads-title" className="track-section-title">
          Uploads
          <span className="track-section-note" role="status">
            {finished.length} of {plural(uploads.length, 'file', 'files')} done,{' '}
            {plural(added, 'activity', 'activities')} added
          </span>
        </h2>
        {finished.length === uploads.length && (
          <button type="button" className="button button-small" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
      <ul className="track-upload-list">
        {uploads.map((upload) => (
          <li key={upload.key} className="track-upload">
            <span className="track-upload-name" title={upload.file.name}>
              {upload.file.name}
            </span>
            <Outcome upload={upload} />
          </li>
        ))}
      </ul>
    </section>
  );
}
