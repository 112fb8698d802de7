import { apiFetch } from '@client/lib/api-client';
import { tripPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail, TripPacksBody } from '@client/features/trips/api/types';

/** PUT /api/trips/:id/packs: the whole list; 400 `packs` "No such pack" for one not the user's. */
export const setTripPacks = (tripId: string, body: TripPacksBody) =>
  apiFetch<TripDetail>(`${tripPath(tripId)}/packs`, { method: 'PUT', body: JSON.stringify(body) });
