/**
 * A route point on the wire and in the database: `[latitude, longitude, elevationM | null]`
 * (tuples, not objects: a 20,000-point route is a third smaller), and one day's food and water
 * set by hand: the domain's types, named here once for the trips module.
 */
export type { RoutePoint } from '@server/domain/route/route-point.js';
export type { DayOverride } from '@server/domain/route/trip-budget.js';
