/**
 * The category ring of a pack's preview: base weight by category as a donut, in the
 * categories' own colours. Pure geometry, so the slices and their paths are unit tested and
 * hashed with the rest of what is drawn.
 */

/** Slices drawn at most: the heaviest MAX_RING_SLICES - 1 categories and "Other" for the rest. */
export const MAX_RING_SLICES = 12;

/** The colour of "Other" (and of a category whose colour is not #rrggbb). */
export const OTHER_COLOR = '#a0aab0';

export interface RingCategory {
  name: string;
  color: string;
  baseMg: number;
}

export interface RingSlice {
  /** The category's name, or null for the slice that gathers the rest ("Other"). */
  name: string | null;
  color: string;
  baseMg: number;
  /** Of the whole ring, 0..1; the slices add up to 1. */
  share: number;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A colour the renderer can take as it is: #rrggbb, lower case; anything else is grey. */
export const safeColor = (color: string): string =>
  HEX_COLOR.test(color) ? color.toLowerCase() : OTHER_COLOR;

/**
 * The ring's slices, heaviest first (ties in the pack's order): categories without base weight
 * are left out (worn and consumable weight is not base weight), and past MAX_RING_SLICES the
 * lightest are gathered into one grey "Other". [] when the pack has no base weight.
 */
export function ringSlices(
  categories: readonly RingCategory[],
  maxSlices = MAX_RING_SLICES,
): RingSlice[] {
  const weighed = categories
    .map((category, order) => ({ ...category, order }))
    .filter(({ baseMg }) => Number.isFinite(baseMg) && baseMg > 0)
    .sort((a, b) => b.baseMg - a.baseMg || a.order - b.order);
  const total = weighed.reduce((sum, { baseMg }) => sum + baseMg, 0);
  if (total <= 0) return [];
  const kept = weighed.length > maxSlices ? weighed.slice(0, maxSlices - 1) : weighed;
  const rest = weighed.slice(kept.length).reduce((sum, { baseMg }) => sum + baseMg, 0);
  const slices: RingSlice[] = kept.map(({ name, color, baseMg }) => ({
    name,
    color: safeColor(color),
    baseMg,
    share: baseMg / total,
  }));
  if (rest > 0) slices.push({ name: null, color: OTHER_COLOR, baseMg: rest, share: rest / total });
  return slices;
}

/** A number for a path: at most two decimals, no "-0". */
const n = (value: number): string => {
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
};

/** The point at `turn` (0..1, clockwise from 12 o'clock) on a circle. */
function at(cx: number, cy: number, r: number, turn: number): [number, number] {
  const angle = turn * 2 * Math.PI;
  return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)];
}

export interface RingGeometry {
  /** Centre and radii, in the SVG's units. */
  cx: number;
  cy: number;
  outer: number;
  inner: number;
  /** The gap between slices, as a fraction of a turn (0 for none). */
  gap?: number;
}

/**
 * One closed path per slice: the outer arc clockwise, the inner arc back. A slice of the whole
 * ring is drawn as two halves (an arc cannot start and end at the same point). Slices too thin
 * to draw beside the gap are still drawn, as a hairline, so none silently disappears.
 */
export function ringPaths(slices: readonly RingSlice[], geometry: RingGeometry): string[] {
  const { cx, cy, outer, inner } = geometry;
  const gap = slices.length > 1 ? (geometry.gap ?? 0) : 0;
  const paths: string[] = [];
  let start = 0;
  for (const slice of slices) {
    const end = start + slice.share;
    if (slice.share >= 1) {
      paths.push(
        `${arcPath(cx, cy, outer, inner, 0, 0.5)} ${arcPath(cx, cy, outer, inner, 0.5, 1)}`,
      );
    } else {
      const half = Math.min(gap / 2, slice.share / 4);
      paths.push(arcPath(cx, cy, outer, inner, start + half, end - half));
    }
    start = end;
  }
  return paths;
}

/** The band between two radii from `from` to `to` (turns), as a closed path. */
function arcPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  from: number,
  to: number,
): string {
  const large = to - from > 0.5 ? 1 : 0;
  const [x1, y1] = at(cx, cy, outer, from);
  const [x2, y2] = at(cx, cy, outer, to);
  const [x3, y3] = at(cx, cy, inner, to);
  const [x4, y4] = at(cx, cy, inner, from);
  return [
    `M${n(x1)} ${n(y1)}`,
    `A${n(outer)} ${n(outer)} 0 ${large} 1 ${n(x2)} ${n(y2)}`,
    `L${n(x3)} ${n(y3)}`,
    `A${n(inner)} ${n(inner)} 0 ${large} 0 ${n(x4)} ${n(y4)}`,
    'Z',
  ].join(' ');
}
