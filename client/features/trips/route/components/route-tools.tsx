import { FileUp, LoaderCircle, PenLine } from 'lucide-react';
import { useId } from 'react';
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
            if (file) actions.importFile(file);
          }}
        />
      </div>
      <div id={messageId} role="status" className="trip-import-message">
        {actions.importing && <span>Uploading {actions.importing.name}…</span>}
        {actions.importError && <span className="field-error">{actions.importError}.</span>}
        {!actions.importing && !actions.importError && route && (
          <span className="muted">An imported file replaces the route and adds its waypoints.</span>
        )}
      </div>
    </section>
  );
}
