/*
 * Charts of a value along a route, hand-drawn in SVG (d3-shape's paths; no chart library):
 * `ElevationProfile` for a route's elevation, and `AlongRouteChart`, the chart it is made of,
 * for any other value along the way (the weight carried on a trip). Styles in
 * client/styles/charts.css, which the chart imports itself.
 */
export { ElevationProfile, type ElevationProfileProps } from './elevation-profile';
export { AlongRouteChart, type AlongRouteChartProps, type ChartMark } from './along-route-chart';
export { formatKm, formatMetres } from './chart-format';
