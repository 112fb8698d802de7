import { describe, expect, it } from 'vitest';
import { pngOf } from '@test/support/images.js';
import { pngWithoutTrailer } from './image.worker.js';

describe('pngWithoutTrailer', () => {
  it('cuts whatever follows the IEND chunk', async () => {
    const png = await pngOf(3, 2);
    const withScript = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    expect(Buffer.from(pngWithoutTrailer(withScript))).toEqual(png);
  });

  it('leaves a whole PNG as it is', async () => {
    const png = await pngOf(3, 2);
    expect(Buffer.from(pngWithoutTrailer(png))).toEqual(png);
  });

  it.each([
    ['cut short', (png: Buffer) => png.subarray(0, 40)],
    ['whose last chunk runs past the end', (png: Buffer) => png.subarray(0, png.length - 2)],
  ])('leaves a PNG %s whole, for the decoder to refuse', async (_what, cut) => {
    const broken = cut(await pngOf(3, 2));
    expect(Buffer.from(pngWithoutTrailer(broken))).toEqual(broken);
  });
});
