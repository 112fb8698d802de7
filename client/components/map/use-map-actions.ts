import { useLeafletContext } from '@react-leaflet/core';
import { useMemo } from 'react';
import { type MapPosition } from './bounds';
import { centreMap } from './centre';
import { fitMap } from './fit';

export interface MapActions {
  /** Fits the map to the positions; false (no move, no error) when they make invalid bounds. */
  fitTo(positions: MapPosition[]): boolean;
  /**
   * Pans to the position keeping the zoom (zooming in only when the map is zoomed out below
   * CENTRE_MIN_ZOOM); false (no move, no error) when the position is invalid.
   */
  centreOn(position: MapPosition): boolean;
  /** The map's current centre. */
  centre(): MapPosition;
}

/** Within a MapView: fit, centre-on and centre helpers on the shared map. */
export function useMapActions(): MapActions {
  const { map } = useLeafletContext();
  return useMemo(
    () => ({
      fitTo: (positions) => fitMap(map, positions),
      centreOn: (position) => centreMap(map, position),
      centre: () => {
        const { lat, lng } = map.getCenter();
        return { latitude: lat, longitude: lng };
      },
    }),
    [map],
  );
}
