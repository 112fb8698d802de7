import { contours } from 'd3-contour';
import { clipRing, type Point } from './clip-lines';
import { type ElevationGrid } from './grid';
import { type ContourLabel, DEFAULT_LABEL_OPTIONS, labelFor, type LabelOptions } from './labels';
import { simplifyLine } from './simplify';
import { type ContourIntervals } from './thresholds';

/** One contour line in tile pixels (0..tile size): x, y pairs, open unless first equals last. */
export interface ContourLine {
  level: number;
  major: boolean;
  points: Float32Array;
}

export interface TileContours {
  lines: ContourLine[];
  labels: ContourLabel[];
}

// A tile spans at most about 9 km of height; this only guards against a corrupt tile.
const MAX_LEVELS = 1000;

// How far a drawn line may stray from the traced one, in tile pixels: too little to see.
export const SIMPLIFY_TOLERANCE = 0.25;

/**
 * The levels to trace between the lowest and highest heights: multiples of `minor`, from the
 * first one above sea level (the sea floor's depths would fill the sea with lines).
 */
export function contourLevels(min: number, max: number, minor: number): number[] {
  const levels: number[] = [];
  const first = Math.max(minor, Math.ceil(min / minor) * minor);
  for (let level = first; level <= max && levels.length < MAX_LEVELS; level += minor) {
    levels.push(level);
  }
  return levels;
}

function extent(values: Float32Array): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return [min, max];
}

const isMajor = (level: number, major: number) => level % major === 0;

/**
 * The contour lines of a grid with a `border` of pixels taken from the neighbouring tiles (see
 * stitchGrid), in the tile's pixel coordinates with the border cut away, and labels for the
 * major ones.
 */
export function isolines(
  grid: ElevationGrid,
  border: number,
  intervals: ContourIntervals,
  labelOptions: LabelOptions = DEFAULT_LABEL_OPTIONS,
): TileContours {
  const tileWidth = grid.width - 2 * border;
  const tileHeight = grid.height - 2 * border;
  const [min, max] = extent(grid.values);
  const levels = contourLevels(min, max, intervals.minor);
  const lines: ContourLine[] = [];
  const labels: ContourLabel[] = [];
  if (levels.length === 0) return { lines, labels };
  // d3-contour reads the values by index only; its types ask for a plain array.
  const polygons = contours().size([grid.width, grid.height]).thresholds(levels)(
    Array.from(grid.values),
  );
  for (const { value: level, coordinates } of polygons) {
    const major = isMajor(level, intervals.major);
    for (const ring of coordinates.flat()) {
      const shifted = ring.map(([x = 0, y = 0]): Point => [x - border, y - border]);
      for (const piece of clipRing(shifted, tileWidth, tileHeight)) {
        const points = Float32Array.from(simplifyLine(piece, SIMPLIFY_TOLERANCE).flat());
        lines.push({ level, major, points });
        const label = major ? labelFor(level, points, tileWidth, tileHeight, labelOptions) : null;
        if (label) labels.push(label);
      }
    }
  }
  return { lines, labels };
}
