import { apiFetch } from '@client/lib/api-client';
import { TRIPS_PATH } from './trip-paths';
import type { TripDetail } from './types';

/** The file as multipart form data, field `file` (the browser sets the boundary). */
export function routeFileForm(file: File): FormData {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}

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
