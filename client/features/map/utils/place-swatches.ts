import { DEFAULT_MARKER_COLOR } from '@domain/map-markers';

/**
 * The colours offered for a place before the colour input: strong mid-tones that show on the
 * standard map, the satellite imagery and both themes. The first is the server's default.
 */
export const PLACE_SWATCHES = [
  { color: DEFAULT_MARKER_COLOR, name: 'Red' },
  { color: '#dd6b20', name: 'Orange' },
  { color: '#d69e2e', name: 'Yellow' },
  { color: '#2f855a', name: 'Green' },
  { color: '#3182ce', name: 'Blue' },
  { color: '#805ad5', name: 'Purple' },
  { color: '#d53f8c', name: 'Pink' },
  { color: '#4a5568', name: 'Slate' },
] as const;

export const isSwatch = (color: string): boolean =>
  PLACE_SWATCHES.some((swatch) => swatch.color === color.toLowerCase());
