/** How far apart contour lines are at a zoom, in metres; every `major`-th metre is labelled. */
export interface ContourIntervals {
  minor: number;
  major: number;
}

/** Contours are drawn up to this zoom and hidden deeper (the spec's map, section 4). */
export const MAX_CONTOUR_ZOOM = 16;

/*
 * From zoom 11 on, maplibre-contour's example (200/1000 m at 11, 100/500 at 12-13, 50/200 at 14,
 * 20/100 at 15-16). Shallower zooms widen the gap so a 256-pixel tile of mountains keeps its
 * lines apart: a tile at zoom 8 is about 150 km across.
 */
const BY_ZOOM: [fromZoom: number, intervals: ContourIntervals][] = [
  [15, { minor: 20, major: 100 }],
  [14, { minor: 50, major: 200 }],
  [12, { minor: 100, major: 500 }],
  [11, { minor: 200, major: 1000 }],
  [9, { minor: 500, major: 2000 }],
  [0, { minor: 1000, major: 5000 }],
];

/** The intervals at a zoom (a fractional zoom counts as the whole one below), null above 16. */
export function contourIntervals(zoom: number): ContourIntervals | null {
  const whole = Math.max(0, Math.floor(zoom));
  if (whole > MAX_CONTOUR_ZOOM) return null;
  return BY_ZOOM.find(([fromZoom]) => whole >= fromZoom)?.[1] ?? null;
}
