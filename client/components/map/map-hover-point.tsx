import { useLeafletContext } from '@react-leaflet/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { isPosition } from '@domain/map-markers';
import { type MapPosition } from './bounds';
import { routePane } from './route-pane';

export interface MapHoverPointProps {
  /** Where the dot stands; null (or a position outside the world) hides it. */
  position: MapPosition | null;
}

const RADIUS_PX = 7;

/**
 * A dot on the shared map (inside a MapView) at the route point another view points at (the
 * elevation profile's hover). Not interactive and not a focus stop: the view that moves it is
 * where the keyboard is. Removed from the map when unmounted.
 */
export function MapHoverPoint({ position }: MapHoverPointProps) {
  const { map } = useLeafletContext();
  const dot = useRef<L.CircleMarker | null>(null);

  useEffect(() => {
    const pane = routePane(map);
    const created = L.circleMarker([0, 0], {
      pane,
      radius: RADIUS_PX,
      interactive: false,
      className: 'map-hover-point',
    });
    dot.current = created;
    return () => {
      created.remove();
      dot.current = null;
    };
  }, [map]);

  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const shown = dot.current;
    if (!shown) return;
    if (latitude === undefined || longitude === undefined || !isPosition(latitude, longitude)) {
      shown.remove();
      return;
    }
    shown.setLatLng([latitude, longitude]);
    if (!map.hasLayer(shown)) shown.addTo(map);
    // Over the route line it marks (both in the route pane).
    shown.bringToFront();
  }, [map, latitude, longitude]);

  return null;
}
