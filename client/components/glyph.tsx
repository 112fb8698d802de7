/** The icons a glyph can draw: lucide's, copied as masks into components.css (`.glyph-<name>`). */
export type GlyphName =
  | 'grip'
  | 'minus'
  | 'plus'
  | 'shirt'
  | 'utensils'
  | 'trash'
  | 'check'
  | 'external-link'
  | 'cookie'
  | 'package';

/**
 * A small decorative icon drawn by CSS, a mask over the text colour: one element where a
 * lucide SVG is two to seven. For icons repeated on every row of a long list (a pack's 500
 * lines); elsewhere lucide's components are simpler. Its size is the `--glyph-size` of where
 * it sits (18px by default).
 */
export function Glyph({ name }: { name: GlyphName }) {
  return <span className={`glyph glyph-${name}`} aria-hidden="true" />;
}
