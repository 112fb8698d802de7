import { DEFAULT_MARKER_COLOR, MARKER_ICONS, type MarkerIcon } from '@domain/map-markers';

/*
 * The words and colours of waypoint markers. The /map screen's places have the same table
 * (client/features/map/utils): features do not import each other, and the two may part ways
 * (a trip's camps are its days' ends).
 */

/** What each marker icon is called on screen (the form's picker, the list, the popover). */
export const WAYPOINT_ICON_NAMES: Record<MarkerIcon, string> = {
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

export const WAYPOINT_ICON_CHOICES = MARKER_ICONS.map((icon) => ({
  icon,
  name: WAYPOINT_ICON_NAMES[icon],
}));

/** Colours that show on the map and its imagery in both themes; the first is the default. */
export const WAYPOINT_SWATCHES = [
  { color: DEFAULT_MARKER_COLOR, name: 'Red' },
  { color: '#dd6b20', name: 'Orange' },
  { color: '#d69e2e', name: 'Yellow' },
  { color: '#2f855a', name: 'Green' },
  { color: '#3182ce', name: 'Blue' },
  { color: '#805ad5', name: 'Purple' },
  { color: '#d53f8c', name: 'Pink' },
  { color: '#4a5568', name: 'Slate' },
] as const;

/** A new waypoint's colour by its icon: water blue, camps orange, danger red, the rest green. */
export function defaultColorOf(icon: MarkerIcon): string {
  switch (icon) {
    case 'water':
      return '#3182ce';
    case 'camp':
    case 'hut':
      return '#dd6b20';
    case 'danger':
      return DEFAULT_MARKER_COLOR;
    case 'resupply':
      return '#805ad5';
    case 'parking':
    case 'summit':
    case 'viewpoint':
    case 'start':
    case 'finish':
    case 'photo':
    case 'generic':
      return '#2f855a';
  }
}
