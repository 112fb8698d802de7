import { isPosition } from '@domain/map-markers';

export interface MapPosition {
  latitude: number;
  longitude: number;
}

/** South-west and north-east corners, as Leaflet takes them: `[[lat, lng], [lat, lng]]`. */
export type Corners = [[number, number], [number, number]];

/**
 * The box round the positions, or null when it is not a valid box to fit the map to: no
 * positions, or any of them not a finite latitude and longitude within their bounds. The spec
 * (section 5): fitting to invalid bounds is skipped.
 */
export function boundsOf(positions: readonly MapPosition[] | null | undefined): Corners | null {
  if (!Array.isArray(positions) || positions.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const position of positions as readonly unknown[]) {
    if (typeof position !== 'object' || position === null) return null;
    const { latitude, longitude } = position as Partial<MapPosition>;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!isPosition(latitude, longitude)) return null;
    const lat = latitude;
    const lng = longitude;
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
