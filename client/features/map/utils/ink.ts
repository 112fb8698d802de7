/**
 * The ink of a glyph on a disc of `color` (#rrggbb): white on dark and mid-tones, near-black on
 * light ones, by the colour's relative luminance (WCAG's formula).
 */
export function inkOn(color: string): '#ffffff' | '#16201b' {
  const channel = (offset: number) => {
    const value = Number.parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Above 0.18 near-black has the higher contrast, but white on a mid red or blue is what a
  // map's pins look like, and the glyph is a picture beside words that say what it is.
  return luminance > 0.35 ? '#16201b' : '#ffffff';
}
