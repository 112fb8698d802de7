import { useLeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isPosition } from '@domain/map-markers';
import { segmentRanges } from '@domain/route/route-segments';
import { createClickGuard, type ClickGuard } from './click-guard';
import { type RoutePoint } from './route-point';
import { routePane } from './route-pane';
import { RouteVertex } from './route-vertex';

/** What an onChange did, for an owner that files steps in its history (useRouteHistory). */
export interface RouteChange {
  type: 'add' | 'move' | 'remove';
  /** The point added (the last), moved or removed. */
  index: number;
  /** A move or removal made with the keyboard (arrow keys, Delete): one key press each. */
  byKeyboard: boolean;
}

export interface RouteDrawingProps {
  /** The route drawn so far, in order; the owner keeps it (and its undo history). */
  points: readonly RoutePoint[];
  /**
   * The new list after a click on the map (a point added at the end), a point's drag end or
   * arrow key (moved; its elevation becomes null, unknown at the new place), or Delete on a
   * focused point (removed).
   */
  onChange: (points: RoutePoint[], change: RouteChange) => void;
  /** A point handle's accessible name; by default "Route point 3 of 7". */
  pointLabel?: (index: number, count: number) => string;
  /** Where each segment after the first begins (indices into points): no line across a gap. */
  segmentStarts?: readonly number[];
}

// A click this close to the last point adds nothing: a double click is one point, not two.
const SAME_POINT_PX = 5;
// The second click of a double click comes within this long of the first.
const DOUBLE_CLICK_MS = 500;

const defaultLabel = (index: number, count: number) => `Route point ${index + 1} of ${count}`;

/**
 * Drawing a route on the shared map (inside a MapView; give that MapView no onMapClick meanwhile):
 * a click on the map adds a point at the end, every point is a handle dragged (or moved with the
 * arrow keys, focused) to move it, and Delete or Backspace on a focused handle removes it. The
 * spec's click guard applies, so the end of a drag never adds a point; double-click zoom is off
 * while drawing, and a click on top of the last point adds nothing (a double click adds one).
 * Straight segments join the points. Everything is removed when unmounted.
 */
export function RouteDrawing({
  points,
  onChange,
  pointLabel = defaultLabel,
  segmentStarts,
}: RouteDrawingProps) {
  const { map } = useLeafletContext();
  const latest = useRef({ points, onChange });
  useLayoutEffect(() => {
    latest.current = { points, onChange };
  });
  const [guard] = useState<ClickGuard>(() => createClickGuard());
  const line = useRef<L.Polyline | null>(null);
  const [handles] = useState(() => new Map<number, HTMLElement>());
  // After Delete on a handle the focus goes to the handle now at that place (or the last one).
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const created = L.polyline([], {
      pane: routePane(map),
      interactive: false,
      weight: 3,
      className: 'map-route-draft',
      lineCap: 'round',
      lineJoin: 'round',
    }).addTo(map);
    line.current = created;
    const zoomOnDoubleClick = map.doubleClickZoom.enabled();
    map.doubleClickZoom.disable();
    // The last point a click added and when, known before the owner's new list comes back.
    let lastAdded: { at: L.LatLng; time: number } | null = null;
    const onTopOfLast = (event: L.LeafletMouseEvent) => {
      const last = latest.current.points.at(-1);
      const recent =
        lastAdded && performance.now() - lastAdded.time < DOUBLE_CLICK_MS ? lastAdded.at : null;
      return [recent, last && L.latLng(last[0], last[1])].some(
        (point) =>
          point &&
          map.latLngToContainerPoint(point).distanceTo(event.containerPoint) < SAME_POINT_PX,
      );
    };
    const onClick = (event: L.LeafletMouseEvent) => {
      if (!guard.allowsClick() || onTopOfLast(event)) return;
      const { lat, lng } = event.latlng.wrap();
      if (!isPosition(lat, lng)) return;
      lastAdded = { at: L.latLng(lat, lng), time: performance.now() };
      const current = latest.current.points;
      latest.current.onChange([...current, [lat, lng, null]], {
        type: 'add',
        index: current.length,
        byKeyboard: false,
      });
    };
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      if (zoomOnDoubleClick) map.doubleClickZoom.enable();
      created.remove();
      line.current = null;
    };
  }, [map, guard]);

  useEffect(() => {
    line.current?.setLatLngs(
      segmentRanges(points.length, segmentStarts).map(([from, to]) =>
        points.slice(from, to).map(([latitude, longitude]): L.LatLngTuple => [latitude, longitude]),
      ),
    );
  }, [points, segmentStarts]);

  useEffect(() => {
    const removedAt = focusAfterRemoval.current;
    if (removedAt === null) return;
    focusAfterRemoval.current = null;
    handles.get(Math.min(removedAt, points.length - 1))?.focus({ preventScroll: true });
  }, [handles, points.length]);

  /** While a handle is dragged, the line follows it (the owner hears of it at the drag's end). */
  const dragging = (index: number, latLng: L.LatLng) => {
    const shown = latest.current.points.map(([latitude, longitude]): L.LatLngTuple => [
      latitude,
      longitude,
    ]);
    shown[index] = [latLng.lat, latLng.lng];
    line.current?.setLatLngs(shown);
  };

  const moved = (index: number, latLng: L.LatLng, byKeyboard: boolean) => {
    const { lat, lng } = latLng.wrap();
    const current = latest.current.points;
    if (!isPosition(lat, lng) || index >= current.length) return;
    const next = [...current];
    next[index] = [lat, lng, null];
    latest.current.onChange(next, { type: 'move', index, byKeyboard });
  };

  const removed = (index: number) => {
    const current = latest.current.points;
    if (index >= current.length) return;
    latest.current.onChange(
      current.filter((_, at) => at !== index),
      { type: 'remove', index, byKeyboard: true },
    );
    if (current.length > 1) focusAfterRemoval.current = index;
  };

  return (
    <>
      {points.map(([latitude, longitude], index) => (
        <RouteVertex
          // By place in the route: a point's handle is the handle of its index.
          key={index}
          index={index}
          latitude={latitude}
          longitude={longitude}
          label={pointLabel(index, points.length)}
          end={index === 0 ? 'start' : index === points.length - 1 ? 'end' : null}
          guard={guard}
          handles={handles}
          onDrag={dragging}
          onMove={moved}
          onRemove={removed}
        />
      ))}
    </>
  );
}
