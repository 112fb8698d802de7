import { arc, pie, type PieArcDatum } from 'd3-shape';
import type { ChartSlice, PackChartData } from './chart-data';

export type RingName = 'categories' | 'items';

export interface Radii {
  inner: number;
  outer: number;
}

/** One slice as drawn: its path, and the point its tooltip points at (from the centre). */
export interface RingSlice {
  ring: RingName;
  slice: ChartSlice;
  path: string;
  centroid: [number, number];
}

/** Clockwise from 12 o'clock, in the data's order (d3 would sort by size otherwise). */
const layout = pie<ChartSlice>()
  .value((slice) => slice.valueMg)
  .sort(null);

function ringSlices(ring: RingName, slices: ChartSlice[], radii: Radii): RingSlice[] {
  const shape = arc<PieArcDatum<ChartSlice>>().innerRadius(radii.inner).outerRadius(radii.outer);
  return layout(slices).map((datum) => ({
    ring,
    slice: datum.data,
    path: shape(datum) ?? '',
    centroid: shape.centroid(datum),
  }));
}

/**
 * Both rings as paths, and the order the keyboard reads them in: each category, then its lines
 * (the lines come in the categories' order, so one walk pairs them).
 */
export function chartRings(
  data: PackChartData,
  radii: Record<RingName, Radii>,
): { categories: RingSlice[]; items: RingSlice[]; readingOrder: RingSlice[] } {
  const categories = ringSlices('categories', data.categories, radii.categories);
  const items = ringSlices('items', data.items, radii.items);
  const readingOrder: RingSlice[] = [];
  const lines = items.values();
  let line = lines.next();
  for (const category of categories) {
    readingOrder.push(category);
    while (!line.done && line.value.slice.categoryName === category.slice.name) {
      readingOrder.push(line.value);
      line = lines.next();
    }
  }
  // Lines whose category did not pair up (never expected) are still reachable.
  if (!line.done) readingOrder.push(line.value, ...lines);
  return { categories, items, readingOrder };
}
