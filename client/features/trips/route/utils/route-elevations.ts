import type { RoutePoint } from '@domain/route/route-profile';
import type { MapPosition } from '@client/components/map';

/*
 * The heights of a route being drawn, learnt after its points were placed: kept by position,
 * apart from the undo history, and laid over the points shown. A height that arrives late then
 * adds no undo step and brings back no point that was undone: it fills whichever points stand
 * at its position in the route shown now (and again if a redo brings one back).
 */

/** Heights found, by position (`positionKey`). */
export type FoundHeights = ReadonlyMap<string, number>;

export const positionKey = (latitude: number, longitude: number): string =>
  `${latitude},${longitude}`;

/**
 * The positions of points without a height that are neither found nor being asked for, each
 * once: what to look up after a change.
 */
export function positionsToAsk(
  points: readonly RoutePoint[],
  found: FoundHeights,
  asking: ReadonlySet<string>,
): MapPosition[] {
  const wanted = new Map<string, MapPosition>();
  for (const [latitude, longitude, elevation] of points) {
    const key = positionKey(latitude, longitude);
    if (elevation !== null || found.has(key) || asking.has(key)) continue;
    wanted.set(key, { latitude, longitude });
  }
  return [...wanted.values()];
}

/** `found` with the heights a lookup answered (the same map when it answered none). */
export function withFound(
  found: FoundHeights,
  asked: readonly MapPosition[],
  heights: readonly (number | null)[],
): FoundHeights {
  const next = new Map(found);
  asked.forEach(({ latitude, longitude }, index) => {
    const height = heights[index];
    if (height !== null && height !== undefined) next.set(positionKey(latitude, longitude), height);
  });
  return next.size === found.size ? found : next;
}

/** The points with the heights found filled in where they have none (the same list if none). */
export function withElevations(
  points: readonly RoutePoint[],
  found: FoundHeights,
): readonly RoutePoint[] {
  let filled: RoutePoint[] | null = null;
  for (const [index, [latitude, longitude, elevation]] of points.entries()) {
    if (elevation !== null) continue;
    const height = found.get(positionKey(latitude, longitude));
    if (height === undefined) continue;
    filled ??= [...points];
    filled[index] = [latitude, longitude, height];
  }
  return filled ?? points;
}
