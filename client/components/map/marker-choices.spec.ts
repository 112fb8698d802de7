import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKER_COLOR, MARKER_ICONS } from '@domain/map-markers';
import { isMarkerSwatch, MARKER_ICON_CHOICES, MARKER_SWATCHES } from './marker-choices';

describe('marker choices', () => {
  it('offers every icon of the set once, in the domain’s order, each with its own name', () => {
    expect(MARKER_ICON_CHOICES.map(({ icon }) => icon)).toEqual(MARKER_ICONS);
    const names = MARKER_ICON_CHOICES.map(({ name }) => name);
    expect(names.every((name) => name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(MARKER_ICONS.length);
  });

  it('starts the swatches with the server’s default colour, and knows a swatch in any case', () => {
    expect(MARKER_SWATCHES[0].color).toBe(DEFAULT_MARKER_COLOR);
    expect(isMarkerSwatch('#DD6B20')).toBe(true);
    expect(isMarkerSwatch('#dd6b21')).toBe(false);
  });
});
