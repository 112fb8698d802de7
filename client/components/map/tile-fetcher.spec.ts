import { describe, expect, it, vi } from 'vitest';
import { TileFetcher, tileKey } from './tile-fetcher';

const urlOf = ({ z, x, y }: { z: number; x: number; y: number }) =>
  `/api/tiles/elevation/${z}/${x}/${y}`;

describe('the tile fetcher', () => {
  it('fetches a tile once for every ask while it stays cached', async () => {
    const load = vi.fn((url: string) => Promise.resolve(new Blob([url])));
    const tiles = new TileFetcher(urlOf, 2, load);
    const tile = { z: 13, x: 4026, y: 2626 };
    const [a, b] = await Promise.all([tiles.png(tile), tiles.png(tile)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledExactlyOnceWith('/api/tiles/elevation/13/4026/2626');
    // Two more tiles push the first out of a cache of two.
    await tiles.png({ z: 13, x: 1, y: 1 });
    await tiles.png({ z: 13, x: 2, y: 1 });
    await tiles.png(tile);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('answers null for a tile that fails, and asks again the next time', async () => {
    const load = vi
      .fn<(url: string) => Promise<Blob | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue(new Blob(['ok']));
    const tiles = new TileFetcher(urlOf, 8, load);
    const tile = { z: 13, x: 1, y: 1 };
    expect(await tiles.png(tile)).toBeNull();
    expect(await tiles.png(tile)).toBeNull();
    expect(await tiles.png(tile)).toBeInstanceOf(Blob);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('names a tile z/x/y', () => {
    expect(tileKey({ z: 13, x: 4026, y: 2626 })).toBe('13/4026/2626');
  });
});
