import { isPosition } from '@domain/map-markers';
import type { MapPosition } from './bounds';

export const positionOf = ({ latitude, longitude }: MapPosition): MapPosition => ({
  latitude,
  longitude,
});

/**
 * A position as the server keeps it: within its bounds, and longitudes wrapped into -180..180
 * (Leaflet answers 183.2 for a click one world to the east, which the server refuses, rightly).
 * Null for a position that is not one (NaN, a latitude past a pole).
 */
export function savedPosition({ latitude, longitude }: MapPosition): MapPosition | null {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const position = { latitude, longitude: wrapped === -180 && longitude > 0 ? 180 : wrapped };
  return isPosition(position.latitude, position.longitude) ? position : null;
}

export const samePosition = (a: MapPosition, b: MapPosition): boolean =>
  a.latitude === b.latitude && a.longitude === b.longitude;

const degrees = (value: number, positive: string, negative: string): string =>
  `${Math.abs(value).toFixed(5)}° ${value < 0 ? negative : positive}`;

/** "54.12345° N, 3.00000° W": five decimals, about a metre. */
export const formatPosition = ({ latitude, longitude }: MapPosition): string =>
  `${degrees(latitude, 'N', 'S')}, ${degrees(longitude, 'E', 'W')}`;
