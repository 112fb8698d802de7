import { apiFetch } from '@client/lib/api-client';
import { placePath } from './get-places';

/** DELETE /api/places/:id: 204. */
export const deletePlace = (placeId: string) =>
  apiFetch<undefined>(placePath(placeId), { method: 'DELETE' });
