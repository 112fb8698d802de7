import { Check, Crosshair, Eraser, Redo2, Undo2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MapMode } from '@client/features/trips/hooks/use-map-mode';
import type { RouteEditor } from '@client/features/trips/route/hooks/use-route-editor';
import { EDIT_MAX_POINTS } from '@client/features/trips/route/hooks/use-route-editor';
import { formatDistance, formatMetres } from '@client/features/trips/utils/route-format';
import type { TripFigures } from '@client/features/trips/utils/trip-figures';

interface TripMapBarProps {
  mode: MapMode;
  editor: RouteEditor;
  figures: TripFigures;
  onDone: () => void;
  /** Cancel while drawing: closes the editor, asking first when the drawing has changes. */
  onCancelDrawing: () => void;
  /** What a click would do, at the map's centre (the crosshair): the keyboard's way to the map. */
  onUseCentre: () => void;
}

/** Ctrl+Z (⌘Z) undoes a step of the drawing, Ctrl+Shift+Z or Ctrl+Y redoes it, outside text fields. */
function useUndoKeys(editor: RouteEditor) {
  const { open, undo, redo } = editor;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, undo, redo]);
}

/**
 * The bar takes the focus as it shows, so the keyboard (and a screen reader) is where the new
 * controls are; on a phone the map was scrolled into view as the mode started.
 */
function useFocusOnShow(shown: string) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown !== 'view') bar.current?.focus({ preventScroll: true });
  }, [shown]);
  return bar;
}

/**
 * Over the map while a click there does something: what it does, and the way out. Drawing the
 * route adds undo, redo, clear, save and the figures as they change.
 */
export function TripMapBar({
  mode,
  editor,
  figures,
  onDone,
  onCancelDrawing,
  onUseCentre,
}: TripMapBarProps) {
  useUndoKeys(editor);
  const bar = useFocusOnShow(editor.open ? 'draw' : mode);
  if (editor.open) {
    const count = editor.points?.length ?? 0;
    return (
      <div
        ref={bar}
        tabIndex={-1}
        className="trip-map-bar trip-map-bar-draw"
        role="group"
        aria-label="Drawing the route"
      >
        <p className="trip-map-bar-text">
          Click the map to add a point; drag a point to move it, or focus it and press Delete.
          {editor.simplified &&
            ` The route is simplified to ${EDIT_MAX_POINTS} points to edit it; saving a change keeps those (saving none keeps the track as it is).`}
        </p>
        <p className="trip-map-bar-figures" aria-live="polite">
          {count} {count === 1 ? 'point' : 'points'} · {formatDistance(figures.profile.distanceM)} ·{' '}
          {figures.climbKnown
            ? `${formatMetres(figures.profile.gainM)} climb`
            : 'climb unknown (no elevations)'}
        </p>
        <div className="trip-map-bar-actions">
          <button type="button" className="button button-small" onClick={onUseCentre}>
            <Crosshair aria-hidden="true" size={16} />
            Point at the centre
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={!editor.canUndo}
            onClick={editor.undo}
          >
            <Undo2 aria-hidden="true" size={16} />
            Undo
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={!editor.canRedo}
            onClick={editor.redo}
          >
            <Redo2 aria-hidden="true" size={16} />
            Redo
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={count === 0}
            onClick={editor.clear}
          >
            <Eraser aria-hidden="true" size={16} />
            Clear
          </button>
          <button type="button" className="button button-small" onClick={onCancelDrawing}>
            <X aria-hidden="true" size={16} />
            Cancel
          </button>
          <button
            type="button"
            className="button button-small button-primary"
            disabled={editor.saving}
            onClick={editor.save}
          >
            <Check aria-hidden="true" size={16} />
            {editor.saving ? 'Saving…' : 'Save route'}
          </button>
        </div>
      </div>
    );
  }
  if (mode === 'view') return null;
  return (
    <div
      ref={bar}
      tabIndex={-1}
      className="trip-map-bar"
      role="group"
      aria-label={mode === 'add-waypoint' ? 'Adding waypoints' : 'Picking the main location'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <p className="trip-map-bar-text">
        {mode === 'add-waypoint'
          ? 'Click the map where the waypoint goes, or move the map and add it at the centre.'
          : 'Click the map where the trip is, or move the map and use its centre.'}
      </p>
      <div className="trip-map-bar-actions">
        <button type="button" className="button button-small" onClick={onUseCentre}>
          <Crosshair aria-hidden="true" size={16} />
          {mode === 'add-waypoint' ? 'Add at the centre' : 'Use the centre'}
        </button>
        <button type="button" className="button button-small" onClick={onDone}>
          {mode === 'add-waypoint' ? 'Done' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
