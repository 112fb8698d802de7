import type { RoutePoint } from './route-point.js';

/**
 * What fills a route's missing elevations (the elevation module's ElevationService, from the
 * Terrarium tiles): the points with nulls filled where it could, and how many it filled. It
 * never throws for an upstream outage; it leaves nulls.
 */
export interface RouteElevation {
  fill(points: RoutePoint[]): Promise<{ points: RoutePoint[]; filled: number }>;
}

/** The injection token trips take a RouteElevation by (trips.module.ts provides it). */
export const ROUTE_ELEVATION = Symbol('ROUTE_ELEVATION');

/** No elevation source: the points stay as they are (until the elevation module is wired). */
export const noRouteElevation: RouteElevation = {
  fill: (points) => Promise.resolve({ points, filled: 0 }),
};
