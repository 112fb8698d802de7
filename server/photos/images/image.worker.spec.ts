import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pngOf } from '@test/support/images.js';
import { pngWithoutTrailer, processImage } from './image.worker.js';

describe('processImage', () => {
  it('decodes a JPEG of 40 megapixels, the most an upload may have', async () => {
    // 8000 × 5000: Jimp's JavaScript decoder refused it for memory.
    const bytes = readFileSync(
      new URL('../../../test/fixtures/photos/photo-8000x5000.jpg', import.meta.url),
    );
    const image = await processImage({
      bytes,
      contentType: 'image/jpeg',
      recipe: { fit: 'within', size: 2048, format: 'webp' },
    });
    expect(image).toMatchObject({ contentType: 'image/webp', width: 2048, height: 1280 });
  }, 60_000);
});

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
