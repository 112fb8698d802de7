import { afterEach, describe, expect, it, vi } from 'vitest';
import { pngClaiming } from '@test/support/images.js';
import { ImageProcessor, photoMemoryMb } from './image-processor.js';
import { ImageWorkerPool } from './image-worker-pool.js';

const RECIPE = { fit: 'within', size: 2048, format: 'webp' } as const;

describe('ImageProcessor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [100_000, 100_000],
    [8000, 5001],
  ])(
    'refuses a PNG declaring %i × %i pixels from its header, never handing it to a worker',
    async (width, height) => {
      const run = vi.spyOn(ImageWorkerPool.prototype, 'run');
      const bytes = await pngClaiming(width, height);
      const processing = new ImageProcessor().process(
        { buffer: bytes, size: bytes.length },
        RECIPE,
      );
      await expect(processing).rejects.toMatchObject({
        response: { code: 'IMAGE_TOO_LARGE', errors: [{ field: 'photo' }] },
      });
      expect(run).not.toHaveBeenCalled();
    },
  );

  it('hands an image of exactly 40 megapixels to a worker', async () => {
    const run = vi.spyOn(ImageWorkerPool.prototype, 'run').mockResolvedValue({
      bytes: new Uint8Array([1]),
      contentType: 'image/webp',
      width: 2048,
      height: 1280,
    });
    const bytes = await pngClaiming(8000, 5000);
    const image = await new ImageProcessor().process({ buffer: bytes, size: bytes.length }, RECIPE);
    // Its share of the workers' memory: 64 MB and 16 bytes a pixel, cut to the whole budget.
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ contentType: 'image/png' }), 640);
    expect(image).toMatchObject({ contentType: 'image/webp', width: 2048, height: 1280 });
    expect(Buffer.isBuffer(image.bytes)).toBe(true);
  });

  it("asks for 64 MB and 16 bytes a pixel of the workers' memory for a photo", () => {
    expect(photoMemoryMb(4000 * 3000)).toBeCloseTo(247, 0);
    expect(photoMemoryMb(8000 * 5000)).toBeCloseTo(674, 0);
  });
});
