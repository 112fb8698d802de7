import { apiFetch } from '@client/lib/api-client';
import { routeFileForm } from '@client/features/trips/api/route-file-form';
import { tripPath } from '@client/features/trips/api/trip-paths';
import type { TripDetail } from '@client/features/trips/api/types';

/** POST /api/trips/:id/route/import: the file's route replaces the trip's; its waypoints are added. */
export const importRoute = (tripId: string, file: File, signal?: AbortSignal) =>
  apiFetch<TripDetail>(`${tripPath(tripId)}/route/import`, {
    method: 'POST',
    body: routeFileForm(file),
    signal,
  });
