import type L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { FIT_MAX_ZOOM } from './constants';
import { fitMap, fitPadding } from './fit';

const fakeMap = (x = 1000, y = 700) => ({ fitBounds: vi.fn(), getSize: () => ({ x, y }) });

describe('fitting the map', () => {
  it('fits to the box round the positions, no closer than the fit zoom', () => {
    const map = fakeMap();
    const fitted = fitMap(map as unknown as L.Map, [
      { latitude: 54, longitude: -3 },
      { latitude: 54.5, longitude: -2.5 },
    ]);
    expect(fitted).toBe(true);
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [54, -3],
        [54.5, -2.5],
      ],
      expect.objectContaining({ maxZoom: FIT_MAX_ZOOM }),
    );
  });

  it('keeps the places clear of the column of map controls on the right', () => {
    const map = fakeMap();
    fitMap(map as unknown as L.Map, [{ latitude: 54, longitude: -3 }]);
    const options = (map.fitBounds.mock.calls[0] as unknown[])[1] as L.FitBoundsOptions;
    const [left] = options.paddingTopLeft as [number, number];
    const [right] = options.paddingBottomRight as [number, number];
    // The controls: 44 px buttons 12 px from the map's right-hand edge.
    expect(right).toBeGreaterThanOrEqual(left + 12 + 44);
  });

  it('leaves a narrow map most of its width: a sixteenth of it for margins, 48 px at most', () => {
    expect(fitPadding({ x: 1000, y: 700 })).toEqual([
      [48, 44],
      [48 + 56, 44],
    ]);
    // A phone's map (358 x 320): 22 and 20 px, where 48 took a quarter of its width.
    expect(fitPadding({ x: 358, y: 320 })).toEqual([
      [22, 20],
      [22 + 56, 20],
    ]);
    expect(fitPadding({ x: 200, y: 150 })[0]).toEqual([20, 20]);
  });

  it.each([
    ['no positions', []],
    [
      'a position outside the world',
      [
        { latitude: 54, longitude: -3 },
        { latitude: -91, longitude: 0 },
      ],
    ],
    ['a position that is not a number', [{ latitude: Number.NaN, longitude: 0 }]],
  ])('does nothing and answers false for %s', (_, positions) => {
    const map = fakeMap();
    expect(fitMap(map as unknown as L.Map, positions)).toBe(false);
    expect(map.fitBounds).not.toHaveBeenCalled();
  });
});
