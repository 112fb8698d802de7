import { apiFetch } from '@client/lib/api-client';
import { placePath } from './get-places';
import type { Place, PlaceChanges } from './types';

/** PATCH /api/places/:id: answers the place as saved; 404 PLACE_NOT_FOUND once it is gone. */
export const updatePlace = (placeId: string, changes: PlaceChanges) =>
  apiFetch<Place>(placePath(placeId), { method: 'PATCH', body: JSON.stringify(changes) });
