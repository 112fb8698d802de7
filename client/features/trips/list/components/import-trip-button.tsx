import { FileUp, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useTripImport } from '@client/features/trips/list/hooks/use-trip-import';
import { fileSize } from '@client/features/trips/utils/file-size';
import { ROUTE_FILE_ACCEPT } from '@client/features/trips/utils/route-files';

interface ImportTripButtonProps {
  /** The button's words: "Create from GPX" in the header, longer in the empty state. */
  label?: string;
  primary?: boolean;
}

/**
 * "Create from GPX": a file picker (GPX or KML) that uploads at once and opens the new trip.
 * While the file uploads the control says so and offers to stop; what went wrong shows under it.
 */
export function ImportTripButton({
  label = 'Create from GPX',
  primary = false,
}: ImportTripButtonProps) {
  const inputId = useId();
  const messageId = useId();
  const { state, start, cancel } = useTripImport();
  const uploading = state.kind === 'uploading';

  return (
    <div className="trip-import">
      <div className="trip-import-row">
        <label
          htmlFor={inputId}
          className={`button file-button${primary ? ' button-primary' : ''}`}
          aria-disabled={uploading || undefined}
        >
          <FileUp aria-hidden="true" size={18} />
          {label}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ROUTE_FILE_ACCEPT}
          className="visually-hidden"
          disabled={uploading}
          aria-describedby={state.kind === 'idle' ? undefined : messageId}
          aria-invalid={state.kind === 'failed' || undefined}
          onChange={(event) => {
            const file = event.target.files?.item(0);
            // Cleared, so choosing the same file again (after fixing it) uploads it again.
            event.target.value = '';
            if (file) start(file);
          }}
        />
        {uploading && (
          <button type="button" className="button button-small" onClick={cancel}>
            Stop
          </button>
        )}
      </div>
      <div id={messageId} className="trip-import-message" role="status">
        {state.kind === 'uploading' && (
          <>
            <LoaderCircle aria-hidden="true" size={16} className="spin" />
            <span>
              Uploading {state.file.name} ({fileSize(state.file.size)})…
            </span>
            <progress
              className="trip-import-progress"
              aria-label={`Uploading ${state.file.name}`}
            />
          </>
        )}
        {state.kind === 'failed' && <span className="field-error">{state.message}.</span>}
      </div>
    </div>
  );
}
