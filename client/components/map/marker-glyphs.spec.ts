import { describe, expect, it } from 'vitest';
import { MARKER_ICONS } from '@domain/map-markers';
import { glyphColor, MARKER_GLYPHS } from './marker-glyphs';

describe('marker glyphs', () => {
  it('has a glyph for every icon of the set, each different', () => {
    const glyphs = MARKER_ICONS.map((icon) => MARKER_GLYPHS[icon]);
    expect(glyphs.every(Boolean)).toBe(true);
    expect(new Set(glyphs).size).toBe(MARKER_ICONS.length);
  });

  it('draws white on dark colours and ink on light ones', () => {
    expect(glyphColor('#e53e3e')).toBe('#ffffff');
    expect(glyphColor('#1f6f4a')).toBe('#ffffff');
    expect(glyphColor('#f6e05e')).toBe('#16201b');
    expect(glyphColor('#ffffff')).toBe('#16201b');
  });
});
