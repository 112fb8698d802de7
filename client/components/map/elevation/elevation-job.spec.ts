import { describe, expect, it, vi } from 'vitest';
import { elevationJob } from './elevation-job';
import { tilesUnder } from './elevation-tiles';
import { EASTWARD, fakeDecoder, fakePng, fieldTile, type Field } from './test-tiles';

// Eastwards along 54.5° N from -3.05°, where the field climbs 100 m every 0.01°.
const walk = Array.from({ length: 12 }, (_, i) => ({
  latitude: 54.5,
  longitude: -3.05 + i * 0.005,
}));

const request = (points: typeof walk, keys = [...tilesUnder(points, 13).keys()]) => ({
  id: 1,
  z: 13,
  points,
  tiles: keys.map((key) => ({ key, png: fakePng(key) })),
});

describe('the elevation job', () => {
  it('reads each point’s height from the tiles, bilinearly, to the centimetre', async () => {
    const { heights } = await elevationJob(fakeDecoder(EASTWARD))(request(walk));
    heights.forEach((height, i) => {
      // The field is linear in longitude, so bilinear sampling gives it to Terrarium's 1/256 m.
      expect(height).toBeCloseTo(EASTWARD(walk[i]?.longitude ?? 0, 54.5), 1);
      expect(Math.round((height ?? 0) * 100)).toBe((height ?? 0) * 100);
    });
    expect(heights[11]! - heights[0]!).toBeCloseTo(550, 0);
  });

  it('decodes each tile once while it stays cached', async () => {
    const decode = vi.fn(fakeDecoder(EASTWARD));
    const job = elevationJob(decode);
    await job(request(walk.slice(0, 6)));
    const first = decode.mock.calls.length;
    await job(request(walk.slice(0, 6)));
    expect(decode).toHaveBeenCalledTimes(first);
    await job(request(walk));
    expect(decode.mock.calls.length).toBe(tilesUnder(walk, 13).size);
  });

  it('leaves null the points whose tiles are missing or do not decode', async () => {
    const keys = [...tilesUnder(walk, 13).keys()];
    const broken = keys[keys.length - 1];
    const decode = vi.fn(async (png: Blob) => {
      const key = await png.text();
      if (key === broken) throw new Error('not a PNG');
      return fieldTile(EASTWARD, key);
    });
    const job = elevationJob(decode);
    const { heights } = await job(request(walk));
    expect(heights[0]).not.toBeNull();
    expect(heights[11]).toBeNull();
    const { heights: without } = await job(request(walk, keys.slice(1)));
    expect(without[0]).toBeNull();
  });

  it('answers null for the tiles’ “no data” and for a tile of another size', async () => {
    const noData: Field = () => -32768;
    expect((await elevationJob(fakeDecoder(noData))(request(walk.slice(0, 1)))).heights).toEqual([
      null,
    ]);
    const small = async (png: Blob) => fieldTile(EASTWARD, await png.text(), 128);
    expect((await elevationJob(small)(request(walk.slice(0, 1)))).heights).toEqual([null]);
  });
});
