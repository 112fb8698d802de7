import type L from 'leaflet';
import { boundsOf, type MapPosition } from './bounds';
import { FIT_MAX_ZOOM } from './constants';

// Room round the fitted places, in pixels, so markers at the edge stay whole (a marker is 32 px
// wide, its pin's tip on the place): at most 48, and a sixteenth of a narrow map's side, so a
// phone's map is not half margin (a 15 km route fitted at a 10 km scale).
const FIT_MARGIN = 48;
const FIT_MARGIN_SHARE = 1 / 16;
const FIT_MARGIN_MIN = 20;
// The column of map controls down the right-hand side (client/styles/map.css: `.map-controls`
// 12px from the edge, `.map-control` 44px wide): the fitted places keep clear of it too, or on a
// phone a route at the map's right-hand edge ends up under the buttons.
const CONTROLS_COLUMN = 12 + 44;

/** The padding round fitted places on a map of this size: [top left, bottom right]. */
export function fitPadding(size: { x: number; y: number }): [[number, number], [number, number]] {
  const margin = (side: number) =>
    Math.round(Math.min(FIT_MARGIN, Math.max(FIT_MARGIN_MIN, side * FIT_MARGIN_SHARE)));
  const [x, y] = [margin(size.x), margin(size.y)];
  return [
    [x, y],
    [x + CONTROLS_COLUMN, y],
  ];
}

/**
 * Fits the map to the positions; false, without moving the map or throwing, when they make no
 * valid bounds (none, or any outside the world's latitude and longitude).
 */
export function fitMap(map: L.Map, positions: readonly MapPosition[], animate = true): boolean {
  const corners = boundsOf(positions);
  if (!corners) return false;
  const [paddingTopLeft, paddingBottomRight] = fitPadding(map.getSize());
  map.fitBounds(corners, {
    paddingTopLeft,
    paddingBottomRight,
    maxZoom: FIT_MAX_ZOOM,
    animate,
  });
  return true;
}
