import { useLeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { isPosition } from '@domain/map-markers';
import { nearestIndexOnLine, routeLineParts, type Point } from './route-geometry';
import { routePane } from './route-pane';

export interface MapRouteLineProps {
  /**
   * The route in order: `[latitude, longitude]` pairs, or route points as the API sends them
   * (`[latitude, longitude, elevationM]`, taken as they are). Points outside the world are
   * dropped. Pass the same array while the route is unchanged (the API's, or memoised): a new
   * array redraws the line.
   */
  points: readonly (readonly [latitude: number, longitude: number, ...rest: (number | null)[]])[];
  /**
   * Where a new segment of the route begins: indices into `points`, ascending (the trips API's
   * `route.segmentStarts`). Each segment is its own line: nothing is drawn across the gap
   * before a start, and the pointer over a gap reports no point there. None: one line. Pass
   * the same array while it is unchanged, as for points.
   */
  segmentStarts?: readonly number[];
  /** '#rrggbb'; without it the line takes the theme's route colour (map.css, light and dark). */
  colorHex?: string;
  /** The line's width in pixels (default 4); a lighter casing under it keeps it readable. */
  weight?: number;
  /**
   * The index (into `points`) of the route point nearest the pointer while it is over the line,
   * or a tap on it; null when the pointer leaves it or a tap lands elsewhere on the map. For the
   * profile <-> map link. Without it the line takes no pointer events at all.
   */
  onHover?: (index: number | null) => void;
}

const DEFAULT_WEIGHT = 4;
// The invisible line that catches the pointer: wide enough for a finger.
const HIT_WEIGHT = 24;

/**
 * A route drawn on the shared map (inside a MapView) as a line with a casing (a line per segment), in the route pane
 * (over contours, under markers). Removed from the map when unmounted: the map is shared and the
 * next screen must not see it.
 */
export function MapRouteLine({
  points,
  segmentStarts,
  colorHex,
  weight = DEFAULT_WEIGHT,
  onHover,
}: MapRouteLineProps) {
  const { map } = useLeafletContext();
  const hover = useRef(onHover);
  useLayoutEffect(() => {
    hover.current = onHover;
  });
  const hoverable = onHover !== undefined;
  // Indexes stay the caller's: dropped points leave holes the hover maps back over.
  const shown = useMemo(
    () =>
      routeLineParts(points, segmentStarts, (point): L.LatLngTuple | null =>
        isPosition(point[0], point[1]) ? [point[0], point[1]] : null,
      ),
    [points, segmentStarts],
  );

  useEffect(() => {
    const pane = routePane(map);
    const { pieces, indexes, starts } = shown;
    // A polyline of several lists draws each as its own line.
    const casing = L.polyline(pieces, {
      pane,
      interactive: false,
      weight: weight + 3,
      className: 'map-route-casing',
      lineCap: 'round',
      lineJoin: 'round',
    });
    const line = L.polyline(pieces, {
      pane,
      interactive: false,
      weight,
      className: colorHex ? 'map-route-line map-route-line-coloured' : 'map-route-line',
      ...(colorHex ? { color: colorHex } : {}),
      lineCap: 'round',
      lineJoin: 'round',
    });
    const group = L.layerGroup([casing, line]).addTo(map);
    if (!hoverable || indexes.length === 0) {
      return () => {
        group.remove();
      };
    }

    // Projected once (zoom 0 Mercator pixels): the nearest point on screen is the nearest here.
    const projected: Point[] = pieces.flat().map((latLng) => {
      const { x, y } = map.options.crs?.latLngToPoint(L.latLng(latLng), 0) ?? L.point(0, 0);
      return [x, y];
    });
    const indexAt = (latLng: L.LatLng): number | null => {
      const { x, y } = map.options.crs?.latLngToPoint(latLng, 0) ?? L.point(0, 0);
      const nearest = nearestIndexOnLine(projected, [x, y], starts);
      return nearest === null ? null : (indexes[nearest] ?? null);
    };
    const hit = L.polyline(pieces, {
      pane,
      weight: HIT_WEIGHT,
      opacity: 0,
      className: 'map-route-hit',
    }).addTo(group);
    let tapped = false;
    hit.on('mousemove', (event: L.LeafletMouseEvent) => hover.current?.(indexAt(event.latlng)));
    hit.on('mouseout', () => hover.current?.(null));
    // A tap (no pointer hovers on a touch screen) reports the point until a tap elsewhere.
    hit.on('click', (event: L.LeafletMouseEvent) => {
      tapped = true;
      hover.current?.(indexAt(event.latlng));
    });
    const onMapClick = () => {
      if (tapped) tapped = false;
      else hover.current?.(null);
    };
    map.on('click', onMapClick);
    return () => {
      map.off('click', onMapClick);
      group.remove();
    };
  }, [map, shown, colorHex, weight, hoverable]);

  return null;
}
