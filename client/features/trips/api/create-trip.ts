import { apiFetch } from '@client/lib/api-client';
import { TRIPS_PATH } from './trip-paths';
import type { NewTrip, TripDetail } from './types';

/** POST /api/trips: 201 with the trip; 400 with `endDate` when it is before `startDate`. */
export const createTrip = (body: NewTrip) =>
  apiFetch<TripDetail>(TRIPS_PATH, { method: 'POST', body: JSON.stringify(body) });
