import { routeProfile } from '@server/domain/route/route-profile.js';
import { simplifySegments } from '@server/domain/route/route-geometry.js';
import type { ElevationSource } from '@server/domain/trip-limits.js';
import type { RoutePoint } from './route-point.js';

/** The most points of the list's static preview of a route. */
export const PREVIEW_MAX_POINTS = 64;

/** What a route gives its trip and its row. */
export interface RouteFigures {
  distanceM: number;
  gainM: number;
  lossM: number;
  highestM: number | null;
  lowestM: number | null;
  preview: [number, number][];
  previewSegmentStarts: number[];
}

/**
 * The figures of a route of two points or more, segment by segment (nothing measured across the
 * gap between two): geodesic distance, gain and loss with the domain's noise filter
 * (routeProfile), and the preview with the same breaks (simplifySegments, positions only).
 */
export function routeFigures(
  points: readonly RoutePoint[],
  segmentStarts: readonly number[] = [],
): RouteFigures {
  const profile = routeProfile(points, segmentStarts);
  const preview = simplifySegments(points, PREVIEW_MAX_POINTS, segmentStarts);
  return {
    distanceM: profile.distanceM,
    gainM: profile.gainM,
    lossM: profile.lossM,
    highestM: profile.highestM,
    lowestM: profile.lowestM,
    preview: preview.points.map(([latitude, longitude]): [number, number] => [latitude, longitude]),
    previewSegmentStarts: preview.segmentStarts,
  };
}

/**
 * Where the elevations came from: `known` points had one before the tiles were asked, `filled`
 * got one from them.
 */
export function elevationSource(total: number, known: number, filled: number): ElevationSource {
  if (known + filled === 0) return 'none';
  if (filled === 0) return 'file';
  if (known === 0 && filled === total) return 'tiles';
  return 'mixed';
}
