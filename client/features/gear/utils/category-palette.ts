/**
 * Colours offered for categories: mid-tones that read on light and dark backgrounds alike
 * (the same hues the server picks from when a category is created without one).
 */
export const CATEGORY_PALETTE = [
  { color: '#2f855a', name: 'Forest' },
  { color: '#3182ce', name: 'Lake' },
  { color: '#dd6b20', name: 'Ember' },
  { color: '#805ad5', name: 'Heather' },
  { color: '#d69e2e', name: 'Ochre' },
  { color: '#319795', name: 'Glacier' },
  { color: '#e53e3e', name: 'Rowan' },
  { color: '#718096', name: 'Granite' },
  { color: '#b7791f', name: 'Bark' },
  { color: '#d53f8c', name: 'Fireweed' },
  { color: '#38a169', name: 'Moss' },
  { color: '#5a67d8', name: 'Dusk' },
] as const;

/** The palette colour after the ones in use, so neighbours differ. */
export const nextPaletteColor = (categoryCount: number): string =>
  CATEGORY_PALETTE[categoryCount % CATEGORY_PALETTE.length]?.color ?? CATEGORY_PALETTE[0].color;
