import { apiFetch } from '@client/lib/api-client';
import { routeFileForm } from './import-trip';
import { tripPath } from './trip-paths';
import type { TripDetail } from './types';

/** POST /api/trips/:id/route/import: the file's route replaces the trip's; its waypoints are added. */
export const importRoute = (tripId: string, file: File, signal?: AbortSignal) =>
  apiFetch<TripDetail>(`${tripPath(tripId)}/route/import`, {
    method: 'POST',
    body: routeFileForm(file),
    signal,
  });
