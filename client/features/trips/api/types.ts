import type { RoutePoint } from '@domain/route/route-profile';
import type { ApiSchema } from '@client/lib/api/schema';

/**
 * What the trips API answers and takes: the server's DTOs, generated (client/lib/api/schema.d.ts).
 * OpenAPI writes the route's tuples as plain arrays (`(number | null)[][]`); the contract's
 * shapes (`[latitude, longitude, elevationM]`, `[latitude, longitude]`) are put back here.
 */

type SummaryWire = ApiSchema<'TripSummaryDto'>;
type DetailWire = ApiSchema<'TripDetailDto'>;

/** A route preview: the route simplified to at most 64 `[latitude, longitude]` points. */
export type RoutePreviewPoints = [number, number][];

/** A row of GET /api/trips: dates, figures, the main pack's weights and a route preview. */
export type TripSummary = Omit<SummaryWire, 'preview'> & { preview: RoutePreviewPoints };

export type TripRoute = Omit<NonNullable<DetailWire['route']>, 'points'> & {
  points: RoutePoint[];
};

/** GET /api/trips/:id, and the answer of every write to a trip. */
export type TripDetail = Omit<DetailWire, 'preview' | 'route'> & {
  preview: RoutePreviewPoints;
  route: TripRoute | null;
};

export type TripWaypoint = ApiSchema<'TripWaypointDto'>;

export type TripActivity = ApiSchema<'TripActivity'>;

export type TripPackRef = TripDetail['packs'][number];

export type NewTrip = ApiSchema<'CreateTripDto'>;

/** PATCH /api/trips/:id: only what is sent changes; `dayOverrides` replaces the list. */
export type TripChanges = ApiSchema<'UpdateTripDto'>;

export type NewWaypoint = ApiSchema<'CreateTripWaypointDto'>;

export type WaypointChanges = ApiSchema<'UpdateTripWaypointDto'>;

/** PUT /api/trips/:id/packs: the whole list, exactly one main pack when any. */
export type TripPacksBody = ApiSchema<'PutTripPacksDto'>;
