import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Place } from '@client/features/map/api/types';

/** `/map?place=<id>` (a search result, a link): that place is shown once the map is drawn. */
export const PLACE_PARAM = 'place';

/**
 * Shows the place the address names once both the places and the map are there, then takes the
 * name out of the address; a name none of the places has (deleted) is simply dropped. Answers
 * the callback the map calls when it is ready.
 */
export function usePlaceFromAddress(
  places: readonly Place[] | undefined,
  show: (place: Place) => void,
): () => void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PLACE_PARAM);
  const [mapReady, setMapReady] = useState(false);
  useEffect(() => {
    if (!wanted || !places || !mapReady) return;
    const place = places.find((candidate) => candidate.id === wanted);
    if (place) show(place);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PLACE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, places, mapReady, show, setParams]);
  return useCallback(() => setMapReady(true), []);
}
