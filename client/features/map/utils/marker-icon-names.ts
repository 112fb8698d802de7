import { MARKER_ICONS, type MarkerIcon } from '@domain/map-markers';

/** What each marker icon is called on screen (the form's icon picker, the list, the popover). */
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

/** The icons in the order the picker offers them: the domain's order. */
export const MARKER_ICON_CHOICES = MARKER_ICONS.map((icon) => ({
  icon,
  name: MARKER_ICON_NAMES[icon],
}));
