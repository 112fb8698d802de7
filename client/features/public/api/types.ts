import type { RoutePoint } from '@domain/route/route-point.js';
import type { ApiSchema } from '@client/lib/api/schema.js';

/*
 * What the public API answers (GET /api/public/users/:username[/packs/:slug|/trips/:tripId],
 * the copy): the server's DTOs, generated (client/lib/api/schema.d.ts). OpenAPI writes the
 * route's tuples as plain arrays; the contract's shapes are put back here, as the trips API's.
 * The tests' fixtures (test/support/public-fixtures.ts) read these under the root tsconfig too
 * (nodenext), so the imports say `.js`.
 */

export type PublicOwner = ApiSchema<'PublicOwnerDto'>;

export type PublicPackSummary = ApiSchema<'PublicPackSummaryDto'>;

export type PublicTripSummary = Omit<ApiSchema<'PublicTripSummaryDto'>, 'preview'> & {
  preview: [number, number][];
};

export type PublicProfile = Omit<ApiSchema<'PublicProfileDto'>, 'trips'> & {
  trips: PublicTripSummary[];
};

export type PublicPack = ApiSchema<'PublicPackDto'>;
export type PublicPackCategory = ApiSchema<'PublicPackCategoryDto'>;
export type PublicPackLine = ApiSchema<'PublicPackLineDto'>;
export type PublicBundleItem = ApiSchema<'PublicBundleItemDto'>;
export type PublicPackTotals = ApiSchema<'PublicPackTotalsDto'>;

export type PublicTripWaypoint = ApiSchema<'PublicTripWaypointDto'>;
export type PublicTripPack = ApiSchema<'PublicTripPackDto'>;
export type PublicTripPlan = ApiSchema<'PublicTripPlanDto'>;
export type PublicTripDay = ApiSchema<'PublicTripDayDto'>;

export type PublicTripRoute = Omit<ApiSchema<'TripRouteDto'>, 'points'> & {
  points: RoutePoint[];
};

/** An activity recorded on the trip, its line ready for the map. */
export type PublicTripActivity = Omit<ApiSchema<'PublicTripActivityDto'>, 'line'> & {
  line: [number, number][];
};

export type PublicTrip = Omit<ApiSchema<'PublicTripDto'>, 'route' | 'activities'> & {
  route: PublicTripRoute | null;
  activities: PublicTripActivity[];
};

export type CopyPublicPackResult = ApiSchema<'CopyPublicPackResultDto'>;
