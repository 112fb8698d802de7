import type L from 'leaflet';
import { boundsOf, type MapPosition } from './bounds';
import { FIT_MAX_ZOOM } from './constants';

// Room round the fitted places, in pixels, so markers at the edge stay whole.
const FIT_MARGIN = 48;
// The column of map controls down the right-hand side (client/styles/map.css: `.map-controls`
// 12px from the edge, `.map-control` 44px wide): the fitted places keep clear of it too, or on a
// phone a route at the map's right-hand edge ends up under the buttons.
const CONTROLS_COLUMN = 12 + 44;
export const FIT_PADDING_TOP_LEFT: [number, number] = [FIT_MARGIN, FIT_MARGIN];
export const FIT_PADDING_BOTTOM_RIGHT: [number, number] = [
  FIT_MARGIN + CONTROLS_COLUMN,
  FIT_MARGIN,
];

/**
 * Fits the map to the positions; false, without moving the map or throwing, when they make no
 * valid bounds (none, or any outside the world's latitude and longitude).
 */
export function fitMap(map: L.Map, positions: readonly MapPosition[], animate = true): boolean {
  const corners = boundsOf(positions);
  if (!corners) return false;
  map.fitBounds(corners, {
    paddingTopLeft: FIT_PADDING_TOP_LEFT,
    paddingBottomRight: FIT_PADDING_BOTTOM_RIGHT,
    maxZoom: FIT_MAX_ZOOM,
    animate,
  });
  return true;
}
