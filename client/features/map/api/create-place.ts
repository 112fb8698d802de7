import { apiFetch } from '@client/lib/api-client';
import { PLACES_PATH } from './get-places';
import type { NewPlace, Place } from './types';

/** POST /api/places: 201 with the place; 409 PLACES_FULL once the user has MAX_PLACES. */
export const createPlace = (body: NewPlace) =>
  apiFetch<Place>(PLACES_PATH, { method: 'POST', body: JSON.stringify(body) });
