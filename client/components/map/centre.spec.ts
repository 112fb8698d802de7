import type L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import type { MapPosition } from './bounds';
import { centreMap } from './centre';
import { CENTRE_MIN_ZOOM } from './constants';

const fakeMap = (zoom: number) => ({ getZoom: vi.fn(() => zoom), setView: vi.fn() });

describe('centring the map on a position', () => {
  it('pans to the position and keeps a zoom at or above the centring zoom', () => {
    const map = fakeMap(CENTRE_MIN_ZOOM + 4);
    expect(centreMap(map as unknown as L.Map, { latitude: 56.68, longitude: -5.1 })).toBe(true);
    expect(map.setView).toHaveBeenCalledWith([56.68, -5.1], CENTRE_MIN_ZOOM + 4, {
      animate: false,
    });
  });

  it('zooms in to the centring zoom when the map is zoomed out further', () => {
    const map = fakeMap(CENTRE_MIN_ZOOM - 7);
    expect(centreMap(map as unknown as L.Map, { latitude: 54, longitude: -3 }, true)).toBe(true);
    expect(map.setView).toHaveBeenCalledWith([54, -3], CENTRE_MIN_ZOOM, { animate: true });
  });

  it.each([
    ['a latitude outside the world', { latitude: 91, longitude: 0 }],
    ['a longitude outside the world', { latitude: 0, longitude: -181 }],
    ['a latitude that is not a number', { latitude: Number.NaN, longitude: 0 }],
    ['an infinite longitude', { latitude: 0, longitude: Number.POSITIVE_INFINITY }],
    ['a position without numbers', { latitude: '54', longitude: -3 } as unknown as MapPosition],
  ])('does nothing and answers false for %s', (_, position) => {
    const map = fakeMap(14);
    expect(centreMap(map as unknown as L.Map, position)).toBe(false);
    expect(map.setView).not.toHaveBeenCalled();
  });
});
