/** The trips API's addresses: each endpoint's file builds on these. */

export const TRIPS_PATH = '/api/trips';

export const tripPath = (tripId: string) => `${TRIPS_PATH}/${encodeURIComponent(tripId)}`;

export const waypointsPath = (tripId: string) => `${tripPath(tripId)}/waypoints`;

export const waypointPath = (tripId: string, waypointId: string) =>
  `${waypointsPath(tripId)}/${encodeURIComponent(waypointId)}`;
