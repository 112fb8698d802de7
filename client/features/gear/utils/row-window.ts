/**
 * The arithmetic of a list drawn in a window: where each row starts, and which rows a stretch
 * of the page shows.
 */

/** Where each row starts, from 0, and one more entry: where the last one ends (the height). */
export function rowOffsets<T>(rows: readonly T[], height: (row: T) => number): number[] {
  const offsets = new Array<number>(rows.length + 1);
  let offset = 0;
  rows.forEach((row, index) => {
    offsets[index] = offset;
    offset += height(row);
  });
  offsets[rows.length] = offset;
  return offsets;
}

/** The first row ending below `y` (the row `y` falls in), or the row count if none does. */
function rowAt(offsets: readonly number[], y: number): number {
  const count = offsets.length - 1;
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((offsets[middle + 1] ?? 0) <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows `[start, end)` that show between `top` and `bottom` (px from the list's top, either
 * may lie outside it), with `overscan` more on each side; an empty range when none shows.
 */
export function visibleRange(
  offsets: readonly number[],
  top: number,
  bottom: number,
  overscan: number,
): [number, number] {
  const count = offsets.length - 1;
  const height = offsets[count] ?? 0;
  if (count <= 0 || bottom <= 0 || top >= height) return [0, 0];
  const first = rowAt(offsets, Math.max(0, top));
  const last = rowAt(offsets, Math.min(height, bottom) - 1);
  return [Math.max(0, first - overscan), Math.min(count, last + 1 + overscan)];
}
