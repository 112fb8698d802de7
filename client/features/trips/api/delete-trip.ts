import { apiFetch } from '@client/lib/api-client';
import { tripPath } from './trip-paths';

/** DELETE /api/trips/:id: 204. */
export const deleteTrip = (tripId: string) =>
  apiFetch<undefined>(tripPath(tripId), { method: 'DELETE' });
