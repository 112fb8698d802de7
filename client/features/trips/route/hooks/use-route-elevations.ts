import { useRef, useState } from 'react';
import { useElevationLookup } from '@client/components/map';
import type { RoutePoint } from '@domain/route/route-profile';
import {
  type FoundHeights,
  positionKey,
  positionsToAsk,
  withFound,
} from '@client/features/trips/route/utils/route-elevations';

const NONE: FoundHeights = new Map();

/**
 * The heights of a route's points as it is drawn, read from the elevation tiles in the browser
 * (the server fills what is still missing on Save): `ask` after every change looks up the points
 * without a height, and `found` holds what came back, by position (see route-elevations.ts). A
 * point whose height could not be read is asked for again at the next change.
 */
export function useRouteElevations() {
  const lookup = useElevationLookup();
  const [found, setFound] = useState<FoundHeights>(NONE);
  const asking = useRef(new Set<string>());

  function ask(points: readonly RoutePoint[]) {
    if (!lookup) return;
    const wanted = positionsToAsk(points, found, asking.current);
    if (wanted.length === 0) return;
    const keys = wanted.map(({ latitude, longitude }) => positionKey(latitude, longitude));
    for (const key of keys) asking.current.add(key);
    void lookup(wanted).then((heights) => {
      for (const key of keys) asking.current.delete(key);
      setFound((current) => withFound(current, wanted, heights));
    });
  }

  return { found, ask };
}
