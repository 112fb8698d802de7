import { DEFAULT_MARKER_COLOR, MARKER_ICONS, type MarkerIcon } from '@domain/map-markers';

/*
 * What a marker's pickers offer, for every screen with markers (the map's places, a trip's
 * waypoints): the icons' names and the colour swatches.
 */

/** What each marker icon is called on screen (a form's icon picker, a list, a popover). */
export const MARKER_ICON_NAMES: Record<MarkerIcon, string> = {
  camp: 'Camp',
  water: 'Water',
  resupply: 'Resupply',
  parking: 'Parking',
  summit: 'Summit',
  hut: 'Hut',
  viewpoint: 'Viewpoint',
  danger: 'Danger',
  start: 'Start',
  finish: 'Finish',
  photo: 'Photo',
  generic: 'Pin',
};

/** The icons in the order a picker offers them: the domain's order. */
export const MARKER_ICON_CHOICES = MARKER_ICONS.map((icon) => ({
  icon,
  name: MARKER_ICON_NAMES[icon],
}));

/**
 * The colours offered for a marker before the colour input: strong mid-tones that show on the
 * standard map, the satellite imagery and both themes. The first is the server's default.
 */
export const MARKER_SWATCHES = [
  { color: DEFAULT_MARKER_COLOR, name: 'Red' },
  { color: '#dd6b20', name: 'Orange' },
  { color: '#d69e2e', name: 'Yellow' },
  { color: '#2f855a', name: 'Green' },
  { color: '#3182ce', name: 'Blue' },
  { color: '#805ad5', name: 'Purple' },
  { color: '#d53f8c', name: 'Pink' },
  { color: '#4a5568', name: 'Slate' },
] as const;

/** Whether a colour (any case) is one of the swatches, rather than the colour input's. */
export const isMarkerSwatch = (color: string): boolean =>
  MARKER_SWATCHES.some((swatch) => swatch.color === color.toLowerCase());
