import { useRef, useState } from 'react';
import type { MapPosition } from '@client/components/map';

/**
 * What a click on the trip's map does: nothing (view), add a waypoint there, or give the details
 * form its main location. Drawing the route is the route editor's mode (it takes the map's
 * clicks itself).
 */
export type MapMode = 'view' | 'add-waypoint' | 'pick-location';

export function useMapMode() {
  const [mode, setMode] = useState<MapMode>('view');
  // Who is waiting for a picked location (the details form, which fills its two fields).
  const receiver = useRef<((position: MapPosition) => void) | null>(null);

  return {
    mode,
    toggleAddWaypoint: () =>
      setMode((current) => (current === 'add-waypoint' ? 'view' : 'add-waypoint')),
    pickLocation: (receive: (position: MapPosition) => void) => {
      receiver.current = receive;
      setMode('pick-location');
    },
    /** A location was picked: the waiting form has it, and the map goes back to viewing. */
    picked: (position: MapPosition) => {
      receiver.current?.(position);
      receiver.current = null;
      setMode('view');
    },
    done: () => {
      receiver.current = null;
      setMode('view');
    },
  };
}

export type MapModeState = ReturnType<typeof useMapMode>;
