import { isPosition } from '@domain/map-markers';

/** A point on the map, as the map module and the trips API both write it. */
export interface Position {
  latitude: number;
  longitude: number;
}

export const positionOf = ({ latitude, longitude }: Position): Position => ({
  latitude,
  longitude,
});

/**
 * A position as the server keeps it: longitudes wrapped into -180..180 (Leaflet answers 183.2
 * for a click one world to the east), null for one that is not a position at all.
 */
export function savedPosition({ latitude, longitude }: Position): Position | null {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const position = { latitude, longitude: wrapped === -180 && longitude > 0 ? 180 : wrapped };
  return isPosition(position.latitude, position.longitude) ? position : null;
}

export const samePosition = (a: Position, b: Position): boolean =>
  a.latitude === b.latitude && a.longitude === b.longitude;

const degrees = (value: number, positive: string, negative: string): string =>
  `${Math.abs(value).toFixed(5)}° ${value < 0 ? negative : positive}`;

/** "54.12345° N, 3.00000° W": five decimals, about a metre. */
export const formatPosition = ({ latitude, longitude }: Position): string =>
  `${degrees(latitude, 'N', 'S')}, ${degrees(longitude, 'E', 'W')}`;
