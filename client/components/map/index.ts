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
 */
export type { MapPosition } from './bounds';
export { MapView, type MapViewProps } from './map-view';
export { MapMarker, type MapMarkerProps } from './map-marker';
export { useMapActions, type MapActions } from './use-map-actions';
export { DEFAULT_CENTRE, DEFAULT_ZOOM } from './constants';
