import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKER_COLOR,
  DEFAULT_MARKER_ICON,
  isMarkerColor,
  isMarkerIcon,
  isPosition,
  MARKER_ICONS,
} from './map-markers.js';

describe('map markers', () => {
  it('have the twelve icons of the spec, each once, generic by default', () => {
    expect(MARKER_ICONS).toEqual([
      'camp',
      'water',
      'resupply',
      'parking',
      'summit',
      'hut',
      'viewpoint',
      'danger',
      'start',
      'finish',
      'photo',
      'generic',
    ]);
    expect(isMarkerIcon(DEFAULT_MARKER_ICON)).toBe(true);
    expect(isMarkerIcon('castle')).toBe(false);
    expect(isMarkerIcon('Camp')).toBe(false);
    expect(isMarkerIcon(3)).toBe(false);
  });

  it('take a colour as #rrggbb in any case, and nothing else', () => {
    expect(isMarkerColor(DEFAULT_MARKER_COLOR)).toBe(true);
    expect(isMarkerColor('#3B82f6')).toBe(true);
    for (const bad of ['red', '#fff', '#3b82f6ff', '3b82f6', '#3b82fg', ' #3b82f6', null]) {
      expect(isMarkerColor(bad)).toBe(false);
    }
  });

  it('take a position within -90..90 and -180..180, bounds included', () => {
    expect(isPosition(54, -3)).toBe(true);
    expect(isPosition(-90, 180)).toBe(true);
    expect(isPosition(90, -180)).toBe(true);
    expect(isPosition(90.000001, 0)).toBe(false);
    expect(isPosition(0, -180.5)).toBe(false);
    expect(isPosition(Number.NaN, 0)).toBe(false);
    expect(isPosition(0, Number.POSITIVE_INFINITY)).toBe(false);
    expect(isPosition('54', -3)).toBe(false);
  });
});
