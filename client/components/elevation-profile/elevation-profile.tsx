import { useMemo } from 'react';
import type { RoutePoint } from '@domain/route/route-point';
import { AlongRouteChart, type ChartMark } from './along-route-chart';
import { formatMetres, formatNumber } from './chart-format';

export interface ElevationProfileProps {
  /** The route: `[latitude, longitude, elevationM | null]` (the trips API's route points). */
  points: readonly RoutePoint[];
  /**
   * Distance from the start to each point in metres, same length (routeProfile's cumulativeM).
   * Pass the same arrays while the route is unchanged (memoised): new ones redraw the chart.
   */
  cumulativeM: readonly number[];
  /**
   * Where a new segment of the route begins (indices into points: the trips API's
   * `route.segmentStarts`, the same that gave cumulativeM): the profile is not joined across the
   * gap (the distance does not advance there). None: one line.
   */
  segmentStarts?: readonly number[];
  /** Metres and kilometres (the only units yet). */
  unit?: 'metric';
  /** The route point the crosshair stands on: the chart's own hover, or the map's. */
  hoverIndex: number | null;
  /** The pointer, a touch or the arrow keys chose another point; null when the pointer left. */
  onHoverIndexChange: (index: number | null) => void;
  /** The chart's accessible name, e.g. "Elevation profile of Cairngorm loop". */
  label: string;
  /** The plot's height in pixels (default 180). */
  height?: number;
  /** Places to mark along the route (camps, say). */
  marks?: readonly ChartMark[];
  /** The locale of the figures ('en' on a page rendered on the server); the browser's by default. */
  locale?: string;
}

// A flat route's axis still spans this much, so 3 m of noise does not fill the chart.
const MIN_ELEVATION_SPAN_M = 50;

/**
 * The elevation of a route along its length, with the hover linked to the map through
 * hoverIndex (an index into `points`). Gaps where points have no elevation; a message instead of
 * a chart when none has one.
 */
export function ElevationProfile({
  points,
  cumulativeM,
  segmentStarts,
  hoverIndex,
  onHoverIndexChange,
  label,
  height,
  marks,
  locale,
}: ElevationProfileProps) {
  const elevations = useMemo(() => points.map((point) => point[2]), [points]);
  const formats = useMemo(
    () => ({
      value: (metres: number) => formatMetres(metres, locale),
      tick: (metres: number) => `${formatNumber(metres, 0, locale)} m`,
    }),
    [locale],
  );
  return (
    <AlongRouteChart
      alongM={cumulativeM}
      values={elevations}
      segmentStarts={segmentStarts}
      label={label}
      valueName="Elevation"
      formatValue={formats.value}
      formatTick={formats.tick}
      hoverIndex={hoverIndex}
      onHoverIndexChange={onHoverIndexChange}
      emptyMessage="This route has no elevation data, so there is no profile to show."
      height={height}
      minSpan={MIN_ELEVATION_SPAN_M}
      marks={marks}
      locale={locale}
    />
  );
}
