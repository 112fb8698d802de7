import { apiFetch } from '@client/lib/api-client';
import { routeFileForm } from '@client/features/trips/api/route-file-form';
import { TRIPS_PATH } from '@client/features/trips/api/trip-paths';
import type { TripDetail } from '@client/features/trips/api/types';

/**
 * POST /api/trips/import: a new trip from a GPX or KML file (name, dates, route and waypoints
 * from the file); 400 ROUTE_FILE_INVALID / ROUTE_FILE_UNSUPPORTED, 413 for one too large.
 */
export const importTrip = (file: File, signal?: AbortSignal) =>
  apiFetch<TripDetail>(`${TRIPS_PATH}/import`, {
    method: 'POST',
    body: routeFileForm(file),
    signal,
  });
