/**
 * A point of a route as it travels on the wire and is stored: a tuple, because a 50,000-point
 * route as objects is half as big again. Elevation is null where neither the file nor the
 * elevation tiles gave one.
 */
export type RoutePoint = readonly [latitude: number, longitude: number, elevationM: number | null];
