/**
 * Colours for new categories, picked in turn (by how many the user already has) so neighbours
 * differ. Mid-tone hues that read on light and dark backgrounds alike.
 */
export const CATEGORY_PALETTE = [
  '#2f855a', // forest
  '#3182ce', // lake
  '#dd6b20', // ember
  '#805ad5', // heather
  '#d69e2e', // ochre
  '#319795', // glacier
  '#e53e3e', // rowan
  '#718096', // granite
  '#b7791f', // bark
  '#d53f8c', // fireweed
  '#38a169', // moss
  '#5a67d8', // dusk
] as const;

export const paletteColor = (existingCount: number): string =>
  CATEGORY_PALETTE[existingCount % CATEGORY_PALETTE.length] ?? CATEGORY_PALETTE[0];
