import { describe, expect, it, vi } from 'vitest';
import { type DecodedTile } from './decode-png';
import { isPngRequest, pngContourJob } from './png-job';
import { encodeTerrariumPixels } from './terrarium';

const SIZE = 256;
// A plane rising eastwards, 1 m a pixel, continuing across the tiles: x is the tile column.
const tile = (x: number): DecodedTile => ({
  size: SIZE,
  rgba: encodeTerrariumPixels(SIZE, SIZE, (i) => 100.25 + x * SIZE + i),
});
const png = (key: string) => ({ key, png: new Blob([key]) });

function fakeDecoder() {
  // The fake "PNG" holds its key; the column is the key's middle number.
  return vi.fn(async (blob: Blob) => tile(Number((await blob.text()).split('/')[1])));
}

describe('contours from elevation PNGs', () => {
  it('traces the decoded tile with its neighbours’ edges', async () => {
    const decode = fakeDecoder();
    const job = pngContourJob(decode);
    const contours = await job({
      id: 1,
      z: 13,
      x: 1,
      y: 1,
      centre: png('13/1/1'),
      neighbours: { w: png('13/0/1'), e: png('13/2/1') },
    });
    // Heights 356.25..611.25 on the tile: every 100 m.
    expect(contours.lines.map(({ level }) => level)).toEqual([400, 500, 600]);
    expect(decode).toHaveBeenCalledTimes(3);
  });

  it('decodes each elevation tile once while it stays cached', async () => {
    const decode = fakeDecoder();
    const job = pngContourJob(decode);
    const request = (x: number) => ({
      id: x,
      z: 13,
      x,
      y: 1,
      centre: png(`13/${x}/1`),
      neighbours: { w: png(`13/${x - 1}/1`), e: png(`13/${x + 1}/1`) },
    });
    await job(request(1));
    await job(request(2));
    // 0, 1, 2 for the first; only 3 is new for the second.
    expect(decode).toHaveBeenCalledTimes(4);
  });

  it('leaves out a neighbour that does not decode, and fails when the tile itself does not', async () => {
    const decode = vi.fn(async (blob: Blob) => {
      if ((await blob.text()) !== '13/1/1') throw new Error('not a PNG');
      return tile(1);
    });
    const job = pngContourJob(decode);
    const contours = await job({
      id: 1,
      z: 13,
      x: 1,
      y: 1,
      centre: png('13/1/1'),
      neighbours: { e: png('13/2/1') },
    });
    expect(contours.lines.length).toBeGreaterThan(0);
    await expect(
      job({ id: 2, z: 13, x: 2, y: 1, centre: png('13/2/1'), neighbours: {} }),
    ).rejects.toThrow('not a PNG');
  });

  it('tells PNG requests from pixel requests', () => {
    expect(isPngRequest({ id: 1, centre: png('1/0/0') })).toBe(true);
    expect(isPngRequest({ id: 1, centre: new Uint8ClampedArray(4) })).toBe(false);
  });
});
