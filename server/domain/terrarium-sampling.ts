/**
 * Reading a height off Terrarium elevation tiles at any point: the point's Web Mercator pixel at a
 * zoom, the four pixel centres around it with their bilinear weights, and the blend. Pure
 * arithmetic shared by the server (server/elevation fills routes' heights) and the browser
 * (client/components/map/elevation reads drawn points' heights); each fetches and decodes tiles
 * its own way.
 */

/** Terrarium tiles are 256 pixels square. */
export const TERRARIUM_TILE_SIZE = 256;

/** Metres from a Terrarium pixel's colour: R × 256 + G + B / 256 − 32768. */
export const terrariumMetres = (r: number, g: number, b: number): number =>
  r * 256 + g + b / 256 - 32768;

/** Web Mercator stops short of the poles. */
const MAX_LATITUDE = 85.0511287798066;

export interface TileXyz {
  z: number;
  x: number;
  y: number;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** One of the four pixels a height is blended from: its tile, its index in the tile, its weight. */
export interface PixelCorner {
  tile: TileXyz;
  /** Row by row from the tile's north-west pixel: `j * size + i`. */
  pixel: number;
  weight: number;
}

/** The point in pixels from the world's north-west corner at zoom `z` (tiles of `size` pixels). */
export function worldPixel(
  { latitude, longitude }: Point,
  z: number,
  size = TERRARIUM_TILE_SIZE,
): { px: number; py: number } {
  const world = size * 2 ** z;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    px: ((longitude + 180) / 360) * world,
    py: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * world,
  };
}

/** The four pixels (with their tiles) whose centres surround the point at zoom `z`. */
export function pixelCorners(point: Point, z: number, size = TERRARIUM_TILE_SIZE): PixelCorner[] {
  const world = size * 2 ** z;
  const { px, py } = worldPixel(point, z, size);
  // A pixel's value stands for its centre, half a pixel in: the centres around the point.
  const fx = px - 0.5;
  const fy = py - 0.5;
  const i0 = Math.floor(fx);
  const j0 = Math.floor(fy);
  const tx = fx - i0;
  const ty = fy - j0;
  const corners: PixelCorner[] = [];
  for (const [di, dj, weight] of [
    [0, 0, (1 - tx) * (1 - ty)],
    [1, 0, tx * (1 - ty)],
    [0, 1, (1 - tx) * ty],
    [1, 1, tx * ty],
  ] as const) {
    // Columns wrap round the antimeridian; rows stop at the map's top and bottom edges.
    const i = (((i0 + di) % world) + world) % world;
    const j = Math.max(0, Math.min(world - 1, j0 + dj));
    const tile = { z, x: Math.floor(i / size), y: Math.floor(j / size) };
    corners.push({ tile, pixel: (j % size) * size + (i % size), weight });
  }
  return corners;
}

/**
 * The height blended from the corners (bilinear), or null when `valueAt` has no value for one of
 * them (its tile is missing).
 */
export function blendCorners<C extends PixelCorner>(
  corners: readonly C[],
  valueAt: (corner: C) => number | undefined,
): number | null {
  let height = 0;
  for (const corner of corners) {
    const value = valueAt(corner);
    if (value === undefined) return null;
    height += corner.weight * value;
  }
  return height;
}
