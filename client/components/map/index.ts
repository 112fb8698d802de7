/*
 * The one map every screen with a map shares (Leaflet, in the screens' lazy chunks): the view
 * that shows it, markers, and fit and centre helpers. Import the map from here only.
 */
export type { MapPosition } from './bounds';
export { MapView, type MapViewProps } from './map-view';
export { MapMarker, type MapMarkerProps } from './map-marker';
export { useMapActions, type MapActions } from './use-map-actions';
export { DEFAULT_CENTRE, DEFAULT_ZOOM } from './constants';
