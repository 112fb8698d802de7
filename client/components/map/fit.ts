import type L from 'leaflet';
import { boundsOf, type MapPosition } from './bounds';
import { FIT_MAX_ZOOM } from './constants';

// Room round the fitted places, in pixels, so markers at the edge stay whole.
const FIT_PADDING: [number, number] = [48, 48];

/**
 * Fits the map to the positions; false, without moving the map or throwing, when they make no
 * valid bounds (none, or any outside the world's latitude and longitude).
 */
export function fitMap(map: L.Map, positions: readonly MapPosition[], animate = true): boolean {
  const corners = boundsOf(positions);
  if (!corners) return false;
  map.fitBounds(corners, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate });
  return true;
}
