import { FileUp, LoaderCircle, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { TripDetail } from '@client/features/trips/api/types';
import type { RouteEditor } from '@client/features/trips/route/hooks/use-route-editor';
import type { TripActions } from '@client/features/trips/hooks/use-trip-actions';
import { ROUTE_FILE_ACCEPT } from '@client/features/trips/utils/route-files';

interface RouteToolsProps {
  trip: TripDetail;
  editor: RouteEditor;
  actions: TripActions;
}

const SOURCES = {
  file: 'Elevations from the file.',
  tiles: 'Elevations filled in from the elevation map.',
  mixed: 'Elevations from the file, gaps filled in from the elevation map.',
  none: 'No elevations: the elevation map could not be reached.',
} as const;

/** The route's tools: draw or edit it on the map, or import a GPX or KML file into the trip. */
export function RouteTools({ trip, editor, actions }: RouteToolsProps) {
  const inputId = useId();
  const messageId = useId();
  const route = trip.route;
  // A file chosen for a trip that has a route waits here until the person says to replace it.
  const [replacing, setReplacing] = useState<File | null>(null);
  const choose = (file: File) => {
    if (route) setReplacing(file);
    else actions.importFile(file);
  };
  return (
    <section className="trip-section" aria-labelledby="trip-route-heading">
      <h2 id="trip-route-heading">Route</h2>
      <p className="trip-section-lead">
        {route
          ? `${route.points.length.toLocaleString()} points. ${SOURCES[route.elevationSource]}`
          : 'No route yet: draw one on the map, or import a GPX or KML file.'}
      </p>
      <div className="trip-tools">
        <button
          type="button"
          className="button button-small"
          aria-pressed={editor.open}
          disabled={editor.open}
          onClick={editor.start}
        >
          <PenLine aria-hidden="true" size={16} />
          {route ? 'Edit the route' : 'Draw a route'}
        </button>
        <label htmlFor={inputId} className="button button-small file-button">
          {actions.importing ? (
            <LoaderCircle aria-hidden="true" size={16} className="spin" />
          ) : (
            <FileUp aria-hidden="true" size={16} />
          )}
          Import GPX or KML
        </label>
        <input
          id={inputId}
          type="file"
          accept={ROUTE_FILE_ACCEPT}
          className="visually-hidden"
          disabled={actions.importing !== null}
          aria-describedby={messageId}
          aria-invalid={actions.importError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.item(0);
            event.target.value = '';
            if (file) choose(file);
          }}
        />
      </div>
      <div id={messageId} role="status" className="trip-import-message">
        {actions.importing && <span>Uploading {actions.importing.name}…</span>}
        {actions.importError && <span className="field-error">{actions.importError}.</span>}
        {!actions.importing && !actions.importError && route && (
          <span className="muted">
            An imported file replaces the route (you are asked first) and adds its waypoints.
          </span>
        )}
      </div>
      <ConfirmDialog
        open={replacing !== null}
        title="Replace the route?"
        confirmLabel="Replace the route"
        danger
        onCancel={() => setReplacing(null)}
        onConfirm={() => {
          if (replacing) actions.importFile(replacing);
          setReplacing(null);
        }}
      >
        <p>
          {replacing?.name} replaces this trip’s route of {route?.points.length.toLocaleString()}{' '}
          points, which cannot be brought back, and adds its waypoints. Export the trip as GPX first
          to keep a copy.
        </p>
      </ConfirmDialog>
    </section>
  );
}
