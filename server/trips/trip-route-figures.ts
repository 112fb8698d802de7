import type { ElevationSource } from '@server/domain/trip-limits.js';
import type { RoutePoint } from './route-point.js';

/** What a route gives its trip and its row. */
export interface RouteFigures {
  distanceM: number;
  gainM: number;
  lossM: number;
  highestM: number | null;
  lowestM: number | null;
  preview: [number, number][];
}

/** The figures of a route of two points or more (the domain's routeProfile, simplifyRoute). */
export function routeFigures(_points: readonly RoutePoint[]): RouteFigures {
  throw new Error('Route figures wait for server/domain/route (branch i13-domain)');
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
