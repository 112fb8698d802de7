import { tripPath } from '@client/features/trips/api/trip-paths';

/** GET /api/trips/:id/gpx: the trip as a GPX 1.1 attachment, named after the trip. */
export const gpxPath = (tripId: string) => `${tripPath(tripId)}/gpx`;
