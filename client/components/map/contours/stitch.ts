import { type ElevationGrid, emptyGrid, sampleBilinear } from './grid';

/** A slippy-map tile: zoom, column from the west, row from the north. */
export interface TileId {
  z: number;
  x: number;
  y: number;
}

export type Direction = 'nw' | 'n' | 'ne' | 'w' | 'e' | 'sw' | 's' | 'se';

/** The eight tiles around one; absent ones (off the map, not loaded) are left out. */
export type Neighbours<T> = Partial<Record<Direction, T>>;

const OFFSETS: Record<Direction, [dx: number, dy: number]> = {
  nw: [-1, -1],
  n: [0, -1],
  ne: [1, -1],
  w: [-1, 0],
  e: [1, 0],
  sw: [-1, 1],
  s: [0, 1],
  se: [1, 1],
};

// The direction of (dx, dy), each -1, 0 or 1, at index (dy + 1) * 3 + dx + 1; the centre is null.
const DIRECTIONS: (Direction | null)[] = ['nw', 'n', 'ne', 'w', null, 'e', 'sw', 's', 'se'];

/** Elevation tiles exist down to zoom 15, but are requested no deeper than this and over-zoomed. */
export const MAX_ELEVATION_ZOOM = 13;

/**
 * Where a tile's heights come from: the elevation tile at zoom `tile.z` (at most 13) and, when
 * the tile is deeper, which of that tile's `factor` × `factor` squares it covers.
 */
export interface ElevationSource {
  tile: TileId;
  factor: number;
  column: number;
  row: number;
}

export function elevationTileFor(
  z: number,
  x: number,
  y: number,
  maxZoom = MAX_ELEVATION_ZOOM,
): ElevationSource {
  if (z <= maxZoom) return { tile: { z, x, y }, factor: 1, column: 0, row: 0 };
  const factor = 2 ** (z - maxZoom);
  return {
    tile: { z: maxZoom, x: Math.floor(x / factor), y: Math.floor(y / factor) },
    factor,
    column: x % factor,
    row: y % factor,
  };
}

/** The tiles around one: columns wrap round the antimeridian, rows stop at the poles. */
export function neighbourTiles({ z, x, y }: TileId): Neighbours<TileId> {
  const count = 2 ** z;
  const around: Neighbours<TileId> = {};
  for (const [direction, [dx, dy]] of Object.entries(OFFSETS) as [Direction, [number, number]][]) {
    const row = y + dy;
    if (row < 0 || row >= count) continue;
    around[direction] = { z, x: (x + dx + count) % count, y: row };
  }
  return around;
}

/**
 * The tile's grid with a border of `border` pixels on every side taken from its neighbours'
 * edges, so contours traced on it continue exactly where the neighbours' contours do. Where a
 * neighbour is missing the tile's own edge repeats. Neighbours are the centre tile's size.
 */
export function stitchGrid(
  centre: ElevationGrid,
  neighbours: Neighbours<ElevationGrid>,
  border = 1,
): ElevationGrid {
  const { width, height } = centre;
  if (border > Math.min(width, height)) {
    throw new RangeError(`A border of ${border} pixels reaches past the neighbouring tiles`);
  }
  const out = emptyGrid(width + 2 * border, height + 2 * border);
  for (let row = 0; row < out.height; row += 1) {
    const j = row - border;
    const dy = j < 0 ? -1 : j >= height ? 1 : 0;
    for (let column = 0; column < out.width; column += 1) {
      const i = column - border;
      const dx = i < 0 ? -1 : i >= width ? 1 : 0;
      const direction = DIRECTIONS[(dy + 1) * 3 + dx + 1];
      const neighbour = direction ? neighbours[direction] : undefined;
      out.values[row * out.width + column] = neighbour
        ? (neighbour.values[(j - dy * height) * width + (i - dx * width)] ?? 0)
        : (centre.values[clampIndex(j, height) * width + clampIndex(i, width)] ?? 0);
    }
  }
  return out;
}

const clampIndex = (index: number, size: number) => Math.min(size - 1, Math.max(0, index));

/**
 * A deeper tile's grid (with a border of `border` pixels) upsampled bilinearly from its
 * elevation tile's stitched grid, which carries a border of `sourceBorder` pixels. Every deeper
 * tile samples the same smooth surface, so seams between them stay closed.
 */
export function overzoomGrid(
  stitched: ElevationGrid,
  sourceBorder: number,
  source: Pick<ElevationSource, 'factor' | 'column' | 'row'>,
  border = 1,
): ElevationGrid {
  const size = stitched.width - 2 * sourceBorder;
  const sizeY = stitched.height - 2 * sourceBorder;
  const { factor, column, row } = source;
  const out = emptyGrid(size + 2 * border, sizeY + 2 * border);
  for (let outRow = 0; outRow < out.height; outRow += 1) {
    // The centre of the deep tile's pixel, in the source tile's pixel units, then as an index.
    const v = (row * sizeY + outRow - border + 0.5) / factor - 0.5 + sourceBorder;
    for (let outColumn = 0; outColumn < out.width; outColumn += 1) {
      const u = (column * size + outColumn - border + 0.5) / factor - 0.5 + sourceBorder;
      out.values[outRow * out.width + outColumn] = sampleBilinear(stitched, u, v);
    }
  }
  return out;
}
