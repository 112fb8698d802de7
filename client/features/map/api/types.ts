import type { ApiSchema } from '@client/lib/api/schema';

/** What the places API answers and takes: the server's DTOs, generated (client/lib/api/schema.d.ts). */

export type Place = ApiSchema<'PlaceResponseDto'>;

/** The body of POST /api/places: colour and icon take the server's defaults when left out. */
export type NewPlace = ApiSchema<'CreatePlaceDto'>;

/** PATCH /api/places/:id: only what is sent changes (a drag sends the position alone). */
export type PlaceChanges = ApiSchema<'UpdatePlaceDto'>;

/** A place the geocoder found (GET /api/geocoding/search), best first. */
export type FoundPlace = ApiSchema<'GeocodeResultDto'>;

/** GET /api/geocoding: which geocoder answers (`off`: no place search) and its credit. */
export type GeocodingStatus = ApiSchema<'GeocodingStatusDto'>;
