/** Where a major line's height is written: a point on the line and the line's direction there. */
export interface ContourLabel {
  level: number;
  x: number;
  y: number;
  /** Degrees clockwise from east (screen y points down), kept within -90..90 so text reads upright. */
  angle: number;
}

export interface LabelOptions {
  /** Lines shorter than this (in tile pixels) get no label: a loop round a knoll has no room. */
  minLength: number;
  /** Labels this close to the tile's edge are dropped: the tile would cut them off. */
  margin: number;
}

export const DEFAULT_LABEL_OPTIONS: LabelOptions = { minLength: 64, margin: 12 };

// How far either side of the label the line's direction is measured, in pixels.
const DIRECTION_SPAN = 8;

/** The point `distance` along a line of x, y pairs. */
function pointAlong(
  points: Float32Array,
  lengths: Float64Array,
  distance: number,
): [number, number] {
  let k = 1;
  while (k < lengths.length - 1 && (lengths[k] ?? 0) < distance) k += 1;
  const start = lengths[k - 1] ?? 0;
  const span = (lengths[k] ?? start) - start;
  const t = span > 0 ? (distance - start) / span : 0;
  const x0 = points[2 * (k - 1)] ?? 0;
  const y0 = points[2 * (k - 1) + 1] ?? 0;
  return [x0 + t * ((points[2 * k] ?? x0) - x0), y0 + t * ((points[2 * k + 1] ?? y0) - y0)];
}

function cumulativeLengths(points: Float32Array): Float64Array {
  const count = points.length / 2;
  const lengths = new Float64Array(count);
  for (let k = 1; k < count; k += 1) {
    const dx = (points[2 * k] ?? 0) - (points[2 * k - 2] ?? 0);
    const dy = (points[2 * k + 1] ?? 0) - (points[2 * k - 1] ?? 0);
    lengths[k] = (lengths[k - 1] ?? 0) + Math.hypot(dx, dy);
  }
  return lengths;
}

const upright = (degrees: number) =>
  degrees > 90 ? degrees - 180 : degrees <= -90 ? degrees + 180 : degrees;

// Where along a line a label may go, as fractions of its length, in order of preference: the
// middle first, then further out, so a ring that grazes the tile's edge halfway round still gets one.
const PLACES = [0.5, 0.25, 0.75, 0.375, 0.625, 0.125, 0.875];

/**
 * A label on the line, turned with it: halfway along if that is clear of the tile's edges, else
 * the nearest clear place; null when the line is too short or nowhere clear.
 */
export function labelFor(
  level: number,
  points: Float32Array,
  tileWidth: number,
  tileHeight: number,
  options: LabelOptions = DEFAULT_LABEL_OPTIONS,
): ContourLabel | null {
  const lengths = cumulativeLengths(points);
  const total = lengths[lengths.length - 1] ?? 0;
  if (total < options.minLength) return null;
  const { margin } = options;
  const clear = ([x, y]: [number, number]) =>
    x >= margin && y >= margin && x <= tileWidth - margin && y <= tileHeight - margin;
  for (const place of PLACES) {
    const distance = total * place;
    const [x, y] = pointAlong(points, lengths, distance);
    if (!clear([x, y])) continue;
    const [x0, y0] = pointAlong(points, lengths, distance - DIRECTION_SPAN);
    const [x1, y1] = pointAlong(points, lengths, distance + DIRECTION_SPAN);
    const angle = upright((Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI);
    return { level, x, y, angle };
  }
  return null;
}
