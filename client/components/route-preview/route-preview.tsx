import '@client/styles/charts.css';
import { useMemo } from 'react';
import { fitToSquare, keptSegmentStarts, pathOf, type LatLonPair } from './preview-path';

export interface RoutePreviewProps {
  /** The route's outline as `[latitude, longitude]` pairs (a trip summary's `preview`). */
  preview: readonly LatLonPair[];
  /**
   * Where a new segment of the outline begins (indices into preview, ascending: a trip
   * summary's `previewSegmentStarts`): no line is drawn across the gap before it. None: one line.
   */
  segmentStarts?: readonly number[];
  /** The picture's accessible name, e.g. "Route of Cairngorm loop". */
  label: string;
  /** The square's side in pixels (default 64). */
  size?: number;
}

const DEFAULT_SIZE = 64;

/**
 * A small static picture of a route's outline (SVG: no map, no tiles, no Leaflet), in Web
 * Mercator like the map, fitted to a square, with the start marked; in the theme's route colour
 * (charts.css). Without points, a quiet empty square named "No route".
 */
export function RoutePreview({
  preview,
  segmentStarts,
  label,
  size = DEFAULT_SIZE,
}: RoutePreviewProps) {
  const padding = Math.max(4, Math.round(size / 10));
  const points = useMemo(() => fitToSquare(preview, size, padding), [preview, size, padding]);
  const starts = useMemo(
    () => keptSegmentStarts(preview, segmentStarts ?? []),
    [preview, segmentStarts],
  );
  const start = points[0];
  if (!start) {
    return (
      <svg
        className="route-preview route-preview-empty"
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label="No route"
      >
        <rect x={1} y={1} width={size - 2} height={size - 2} rx={8} />
      </svg>
    );
  }
  const end = points.at(-1) ?? start;
  return (
    <svg
      className="route-preview"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
    >
      <rect className="route-preview-frame" x={1} y={1} width={size - 2} height={size - 2} rx={8} />
      {points.length > 1 && <path className="route-preview-line" d={pathOf(points, starts)} />}
      {points.length > 1 && (
        <circle className="route-preview-end" cx={end[0]} cy={end[1]} r={2.5} />
      )}
      <circle className="route-preview-start" cx={start[0]} cy={start[1]} r={3} />
    </svg>
  );
}
