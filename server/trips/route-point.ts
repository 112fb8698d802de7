/**
 * A route point on the wire and in the database: `[latitude, longitude, elevationM | null]`
 * (tuples, not objects: a 20,000-point route is a third smaller). The contract's RoutePoint of
 * `@server/domain/route/route-profile.ts`, written here until that lands.
 */
export type RoutePoint = readonly [latitude: number, longitude: number, elevationM: number | null];

/** One day's food and water set by hand (the domain's DayOverride of trip-budget.ts). */
export interface DayOverride {
  day: number;
  foodGrams: number | null;
  waterLitres: number | null;
}
