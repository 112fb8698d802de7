/*
 * The weight-by-category chart: categories in an inner ring, their lines in an outer one, and a
 * table that says the same (hand-drawn SVG with d3-shape's arcs). The pack editor and the public
 * pack pages feed it from their own shapes through chartFromSections. Styles in
 * client/styles/pack-chart.css, which the chart imports itself.
 */
export { PackChart, type PackChartProps } from './pack-chart';
export { PackChartRings, RINGS_SIZE } from './pack-chart-rings';
export {
  chartFromSections,
  MAX_LINE_SLICES,
  shade,
  shareText,
  type ChartSection,
  type ChartSlice,
  type PackChartData,
} from './chart-data';
export { chartRings, type RingSlice } from './chart-rings';
