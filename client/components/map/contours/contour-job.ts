import { isolines, type TileContours } from './isolines';
import { stitchGrid, elevationTileFor, overzoomGrid, type Neighbours } from './stitch';
import { decodeTerrarium } from './terrarium';
import { contourIntervals } from './thresholds';

/**
 * What the map asks the contour worker: the tile it draws (any zoom) and the RGBA pixels of the
 * elevation tile `elevationTileFor(z, x, y)` names, with those of its neighbours that loaded.
 */
export interface ContourRequest {
  id: number;
  z: number;
  x: number;
  y: number;
  /** The elevation tiles' width and height in pixels (Terrarium's are 256). */
  size: number;
  centre: Uint8Array | Uint8ClampedArray;
  neighbours: Neighbours<Uint8Array | Uint8ClampedArray>;
}

export type ContourReply =
  ({ id: number; error?: undefined } & TileContours) | { id: number; error: string };

// One pixel of neighbours is all marching squares needs to carry a line over the seam.
const BORDER = 1;

/** The contour lines and labels of the requested tile, in its pixels (0..size). */
export function contoursForTile(request: ContourRequest): TileContours {
  const { z, x, y, size } = request;
  const intervals = contourIntervals(z);
  if (!intervals) return { lines: [], labels: [] };
  const decode = (rgba: Uint8Array | Uint8ClampedArray) => decodeTerrarium(rgba, size, size);
  const neighbours = Object.fromEntries(
    Object.entries(request.neighbours).map(([direction, rgba]) => [direction, decode(rgba)]),
  );
  const stitched = stitchGrid(decode(request.centre), neighbours, BORDER);
  const source = elevationTileFor(z, x, y);
  const grid = source.factor > 1 ? overzoomGrid(stitched, BORDER, source, BORDER) : stitched;
  return isolines(grid, BORDER, intervals);
}

/** The buffers a reply can hand over to the page instead of copying. */
export const transferablesOf = ({ lines }: TileContours): ArrayBuffer[] =>
  lines.map(({ points }) => points.buffer as ArrayBuffer);
