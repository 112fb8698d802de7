/*
 * The one map every screen with a map shares (Leaflet, in the screens' lazy chunks): the view
 * that shows it, markers, and fit and centre helpers. Import the map from here only.
 *
 * A screen opens a marker's popover from outside the map (a list of places, say) through the
 * marker's props, never through its DOM: `popoverOpen` (controlled; opening it moves the focus
 * into the popover, as Enter on the marker does) with `onPopoverOpenChange`, which reports every
 * opening and closing (click, Enter, close button, Escape, a map click, another popover
 * opening). `useMapActions().centreOn(position)` pans to one place keeping the zoom (zooming in
 * only from further out than CENTRE_MIN_ZOOM); `fitTo(positions)` fits several.
 *
 * Routes: `MapRouteLine` draws one, a line per segment with `segmentStarts` (and reports the
 * route point under the pointer, an index into its points), with
 * `MapHoverPoint` the dot for a point another view (the elevation profile) points at;
 * `RouteDrawing` draws one by clicking and dragging, its owner keeping the points and their undo
 * history (`useRouteHistory`). `useElevationLookup()` reads points' heights from the elevation
 * tiles the contour lines use (null where none can be had), so a route being drawn has its climb.
 * Everything a component adds to the shared map leaves with it.
 */
export type { MapPosition } from './bounds';
// Positions as the server keeps them (wrapped longitudes), compared and written out.
export { formatPosition, positionOf, samePosition, savedPosition } from './positions';
export { MapView, type MapViewProps } from './map-view';
export { MapMarker, type MapMarkerProps } from './map-marker';
export { MapRouteLine, type MapRouteLineProps } from './map-route-line';
export { MapHoverPoint, type MapHoverPointProps } from './map-hover-point';
export { RouteDrawing, type RouteChange, type RouteDrawingProps } from './route-drawing';
export { useRouteHistory, type RouteHistory } from './route-history';
export type { RoutePoint } from './route-point';
// Heights of points from the elevation tiles, read in a worker (a route's points as it is drawn).
export { useElevationLookup } from './elevation/use-elevation-lookup';
export type { LookupElevations } from './elevation/elevation-lookup';
// The markers' glyphs and ink, for lists and pickers that show a marker's look beside the map.
export { glyphColor, MARKER_GLYPHS } from './marker-glyphs';
// A marker's glyph beside the map, and the fields of a marker's form (name and note, colour, icon).
export { MarkerGlyph, type MarkerGlyphProps } from './marker-glyph';
export { MarkerTextFields } from './marker-text-fields';
export { MarkerColourField, MarkerIconField } from './marker-look-fields';
export { MarkerPopover } from './marker-popover';
// What a marker's pickers offer: the icons' names and the colour swatches.
export {
  isMarkerSwatch,
  MARKER_ICON_CHOICES,
  MARKER_ICON_NAMES,
  MARKER_SWATCHES,
} from './marker-choices';
export { useMapActions, type MapActions } from './use-map-actions';
// Dragging a saved marker: saved at the drag's end, with Undo in the toast.
export {
  useMoveWithUndo,
  type MovableMarker,
  type MoveWithUndoOptions,
} from './use-move-with-undo';
export { DEFAULT_CENTRE, DEFAULT_ZOOM } from './constants';
