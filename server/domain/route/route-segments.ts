/**
 * A route's segments: the separate pieces it is made of (a GPX file's tracks and track segments,
 * a KML file's lines: often separate outings, or a recording paused and resumed elsewhere). A
 * route carries them as `segmentStarts`, the sorted indices (> 0) of the points where a new
 * segment begins; none (or []) is one segment. Nothing is measured across the gap between two
 * segments: no distance, no climb, no nearest spot on it. Other tools do the same (gpxpy's
 * length_2d sums its segments without the gaps).
 */

/**
 * Why `value` cannot be the segment starts of a route of `count` points, or null: a list of
 * whole numbers within 1..count - 1, ascending, each once.
 */
export function segmentStartsProblem(value: unknown, count: number): string | null {
  if (!Array.isArray(value)) return 'segmentStarts must be a list of point indices';
  let previous = 0;
  for (let i = 0; i < value.length; i += 1) {
    const start: unknown = value[i];
    if (typeof start !== 'number' || !Number.isInteger(start) || start < 1 || start >= count) {
      return count < 2
        ? 'segmentStarts must be empty for a route of fewer than 2 points'
        : `segmentStarts[${i}] must be a whole number between 1 and ${count - 1} (an index into points)`;
    }
    if (start <= previous) return 'segmentStarts must be in ascending order, each index once';
    previous = start;
  }
  return null;
}

/**
 * The starts that fit a route of `count` points, in order: whole numbers within 1..count - 1,
 * ascending (a repeated or out-of-order start is left out). The API refuses a bad list
 * (segmentStartsProblem); this keeps the maths total on whatever it is given.
 */
export function cleanSegmentStarts(count: number, segmentStarts?: readonly number[]): number[] {
  const clean: number[] = [];
  for (const start of segmentStarts ?? []) {
    if (Number.isInteger(start) && start > (clean.at(-1) ?? 0) && start < count) clean.push(start);
  }
  return clean;
}

/** The segments of a route of `count` points as [from, to) index ranges; none for no points. */
export function segmentRanges(
  count: number,
  segmentStarts?: readonly number[],
): [from: number, to: number][] {
  if (count <= 0) return [];
  const bounds = [0, ...cleanSegmentStarts(count, segmentStarts), count];
  return bounds.slice(1).map((to, i): [number, number] => [bounds[i] ?? 0, to]);
}
