import type L from 'leaflet';

/**
 * The pane of route lines and the hover dot: above the base tiles and the contour lines (the
 * overlay pane, 400), below markers (600), so a route is never drawn over a waypoint and a
 * contour layer turned on later never covers the route.
 */
export const ROUTE_PANE = 'packtrail-route';
const ROUTE_PANE_Z = 450;

/** Makes the route pane on the (shared) map the first time it is asked for. */
export function routePane(map: L.Map): string {
  if (!map.getPane(ROUTE_PANE)) map.createPane(ROUTE_PANE).style.zIndex = String(ROUTE_PANE_Z);
  return ROUTE_PANE;
}
