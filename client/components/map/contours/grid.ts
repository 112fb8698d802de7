/**
 * A rectangle of heights in metres, row by row from the north-west corner: the value of pixel
 * (i, j) is `values[j * width + i]` and stands for the pixel's centre, (i + 0.5, j + 0.5).
 */
export interface ElevationGrid {
  width: number;
  height: number;
  values: Float32Array;
}

export const emptyGrid = (width: number, height: number): ElevationGrid => ({
  width,
  height,
  values: new Float32Array(width * height),
});

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The grid's height at a point between pixel centres, (u, v) counted in pixels from the centre of
 * pixel (0, 0), blended from the four nearest pixels; beyond the grid the edge pixels repeat.
 */
export function sampleBilinear(grid: ElevationGrid, u: number, v: number): number {
  const { width, height, values } = grid;
  const x = clamp(u, 0, width - 1);
  const y = clamp(v, 0, height - 1);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  const at = (i: number, j: number) => values[j * width + i] ?? 0;
  const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
  const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
  return top * (1 - fy) + bottom * fy;
}
