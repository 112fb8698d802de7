/*
 * A small static picture of a route (for lists of trips): SVG only, no map library, so it may
 * sit in a screen's first view. Styles in client/styles/charts.css, which it imports itself.
 */
export { RoutePreview, type RoutePreviewProps } from './route-preview';
