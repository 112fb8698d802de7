import type L from 'leaflet';
import { boundsOf, type MapPosition } from './bounds';
import { CENTRE_MIN_ZOOM } from './constants';

/**
 * Pans the map to the position, keeping its zoom (zooming in to CENTRE_MIN_ZOOM only when it is
 * zoomed out further than that); false, without moving the map or throwing, when the position
 * is not valid (the same check as fitting: a finite latitude and longitude within the world).
 * It jumps rather than animates by default: a popover opened just after (the list's "show this
 * place") auto-pans, and Leaflet's auto-pan stops a running pan animation half-way.
 */
export function centreMap(map: L.Map, position: MapPosition, animate = false): boolean {
  if (!boundsOf([position])) return false;
  const zoom = Math.max(map.getZoom(), CENTRE_MIN_ZOOM);
  map.setView([position.latitude, position.longitude], zoom, { animate });
  return true;
}
