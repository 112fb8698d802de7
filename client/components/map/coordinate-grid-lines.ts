/** Where a coordinate grid's lines go and what they say (coordinate-grid.ts draws them). */

/** Grid spacings in degrees, from a few hundred metres to a quarter of the globe. */
const STEPS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 45, 90];
/** About this many lines across the wider side of the view, at most. */
const MAX_LINES = 8;

/** The spacing for a view `span` degrees wide: the finest that draws at most MAX_LINES. */
export function gridStep(span: number): number {
  return STEPS.find((step) => span / step <= MAX_LINES) ?? 90;
}

/** "56.76° N", "4.7° W": a latitude or longitude with the digits its step needs. */
export function degreesText(value: number, step: number, axis: 'lat' | 'lng'): string {
  const digits = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  const hemisphere =
    value === 0 ? '' : axis === 'lat' ? (value > 0 ? ' N' : ' S') : value > 0 ? ' E' : ' W';
  return `${Number(Math.abs(value).toFixed(digits))}°${hemisphere}`;
}

/** The grid's lines in view: the values of each family, in order. */
export interface GridView {
  south: number;
  north: number;
  west: number;
  east: number;
}

export function gridLines(view: GridView): { step: number; lats: number[]; lngs: number[] } {
  const south = Math.max(-85, view.south);
  const north = Math.min(85, view.north);
  const { west, east } = view;
  const step = gridStep(Math.max(north - south, east - west));
  const from = (low: number) => Math.ceil(low / step) * step;
  const values = (low: number, high: number) => {
    const out: number[] = [];
    for (let v = from(low); v <= high && out.length <= 4 * MAX_LINES; v += step) {
      out.push(Number(v.toFixed(6)));
    }
    return out;
  };
  return { step, lats: values(south, north), lngs: values(west, east) };
}
