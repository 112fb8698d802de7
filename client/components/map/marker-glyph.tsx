import type { MarkerIcon } from '@domain/map-markers';
import { MARKER_GLYPHS } from './marker-glyphs';

export interface MarkerGlyphProps {
  icon: MarkerIcon;
  size?: number;
  className?: string;
}

/** A marker icon's glyph, as its marker draws it; decorative: its name is said beside it. */
export function MarkerGlyph({ icon, size = 18, className }: MarkerGlyphProps) {
  const Glyph = MARKER_GLYPHS[icon];
  return <Glyph aria-hidden="true" size={size} className={className} />;
}
