/**
 * A route point as the trips API sends it: `[latitude, longitude, elevationM | null]` (the
 * contract's `RoutePoint` of `@domain/route/route-profile`, declared here with the same shape
 * until that module lands; the two are interchangeable).
 */
export type RoutePoint = readonly [latitude: number, longitude: number, elevationM: number | null];
