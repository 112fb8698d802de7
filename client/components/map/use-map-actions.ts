import { useLeafletContext } from '@react-leaflet/core';
import { useMemo } from 'react';
import { type MapPosition } from './bounds';
import { fitMap } from './fit';

export interface MapActions {
  /** Fits the map to the positions; false (no move, no error) when they make invalid bounds. */
  fitTo(positions: MapPosition[]): boolean;
  /** The map's current centre. */
  centre(): MapPosition;
}

/** Within a MapView: fit and centre helpers on the shared map. */
export function useMapActions(): MapActions {
  const { map } = useLeafletContext();
  return useMemo(
    () => ({
      fitTo: (positions) => fitMap(map, positions),
      centre: () => {
        const { lat, lng } = map.getCenter();
        return { latitude: lat, longitude: lng };
      },
    }),
    [map],
  );
}
