/*
 * Elevation tiles' PNGs to their RGBA pixels, in a worker (OffscreenCanvas): what the contour
 * worker and the elevation worker both decode with. Terrarium's heights are then read from the
 * pixels by terrarium.ts.
 */

export interface DecodedTile {
  size: number;
  rgba: Uint8ClampedArray;
}

export type DecodePng = (png: Blob) => Promise<DecodedTile>;

/** PNG to RGBA as the file holds it: no colour management, no premultiplied alpha. */
export const decodeWithBitmap: DecodePng = async (png) => {
  const bitmap = await createImageBitmap(png, {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const { width, height } = bitmap;
  if (width !== height) throw new RangeError(`An elevation tile of ${width}×${height} pixels`);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D context to decode elevation tiles with');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { size: width, rgba: context.getImageData(0, 0, width, height).data };
};
