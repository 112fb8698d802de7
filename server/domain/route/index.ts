/** The route and trip rules shared by the server and the client (`@domain/route`). */
export { distanceM, type LatLon } from './geodesy.js';
export {
  ELEVATION_SMOOTHING_RADIUS_M,
  ELEVATION_THRESHOLD_M,
  cumulativeGainLoss,
  elevationGainLoss,
  type GainLoss,
} from './elevation-gain.js';
export { DEFAULT_CLIMB_M_PER_HOUR, DEFAULT_PACE_KMH, movingTimeHours } from './naismith.js';
export {
  nearestAlongRoute,
  simplifyRoute,
  simplifySegments,
  valueAtAlong,
  type AlongRoute,
  type SimplifiedRoute,
} from './route-geometry.js';
export { type RoutePoint } from './route-point.js';
export { cleanSegmentStarts, segmentRanges, segmentStartsProblem } from './route-segments.js';
export { cumulativeDistances, routeProfile, type RouteProfile } from './route-profile.js';
export {
  CAMP_END_MARGIN_M,
  WAYPOINT_MAX_OFF_ROUTE_M,
  tripDays,
  type TripDay,
  type TripDaysInput,
  type TripWaypointInput,
} from './trip-days.js';
export { addDays, daysBetween, tripPhase, type TripPhase } from './trip-dates.js';
export {
  MAX_BUDGET_SAMPLES,
  tripBudget,
  type BudgetDay,
  type BudgetSample,
  type DayOverride,
  type TripBudget,
  type TripBudgetInput,
} from './trip-budget.js';
export {
  HIDDEN_ROUTE_END_M,
  HIDDEN_ROUTE_MIN_M,
  hideRouteEnds,
  inPrivacyZone,
  privacyZones,
  type HiddenEndsRoute,
  type PrivacyZone,
  type RoutePiece,
} from './route-privacy-zones.js';
