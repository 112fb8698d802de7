import type { MarkerIcon } from '@server/domain/map-markers.js';
import type { TripActivity } from '@server/domain/trip-limits.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';

export type { RoutePoint };

export interface ParsedWaypoint {
  name: string;
  note: string;
  latitude: number;
  longitude: number;
  elevationM: number | null;
  icon: MarkerIcon;
}

/** What a GPX or KML file gives a trip. */
export interface ParsedRouteFile {
  /** The file's own name for it, else its first track's or route's, else the file's name. */
  name: string | null;
  /** What the file says it is about (its metadata's description), '' for nothing. */
  description: string;
  /** What its first track's type names (a Packtrail export's activity, a watch's sport). */
  activity: TripActivity | null;
  /**
   * Tracks (their segments one after the other), else routes; at most MAX_ROUTE_POINTS
   * (thinned).
   */
  points: RoutePoint[];
  /**
   * Where each segment after the first begins in `points` (a GPX track segment, each track, a
   * route, a KML LineString or gx:Track; those of one point are left out); [] for one.
   */
  segmentStarts: number[];
  /** Each point's time (ISO 8601, as the file wrote it), null where it has none. */
  times: (string | null)[];
  /** The trip's dates a Packtrail export wrote in its metadata (unchecked), else null. */
  writtenDates: { startDate: string; endDate: string } | null;
  waypoints: ParsedWaypoint[];
}
