/** A route point as the trips API sends it: `[latitude, longitude, elevationM | null]`. */
export type { RoutePoint } from '@domain/route/route-point';
