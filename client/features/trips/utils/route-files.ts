export { MAX_ROUTE_FILE_BYTES as ROUTE_FILE_MAX_BYTES } from '@domain/trip-limits';

/** The route files the server reads (GPX 1.0 and 1.1, KML), for the file pickers. */
export const ROUTE_FILE_ACCEPT =
  '.gpx,.kml,application/gpx+xml,application/vnd.google-earth.kml+xml,application/xml,text/xml';
