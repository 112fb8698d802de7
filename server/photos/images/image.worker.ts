/**
 * Decodes an uploaded image and re-encodes it to a recipe, in a worker thread: decoding a
 * 12-megapixel JPEG in JavaScript takes seconds, which on the main thread would stall every
 * other request. Only the pixels are re-encoded, so nothing else of the upload survives: no
 * metadata (EXIF with its GPS position), no bytes hidden after the image. Kept to erasable
 * TypeScript and package imports only, so Node runs this file as it is from the sources (in
 * tests) as well as compiled (in dist).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isMainThread, parentPort } from 'node:worker_threads';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { Jimp } from 'jimp';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

/** What to make of an upload. */
export interface ImageRecipe {
  /** cover: scaled and cropped to exactly `size` square; within: scaled down to fit `size`. */
  fit: 'cover' | 'within';
  size: number;
  /** webp: lossy WebP, transparency kept; jpeg-or-png: PNG if transparent, JPEG otherwise. */
  format: 'webp' | 'jpeg-or-png';
}

export interface ImageJob {
  bytes: Uint8Array;
  /** The type the bytes were sniffed as (never what the client declared). */
  contentType: ImageContentType;
  recipe: ImageRecipe;
}

export interface ImageResult {
  bytes: Uint8Array;
  contentType: ImageContentType;
  width: number;
  height: number;
}

type JimpImage = Awaited<ReturnType<typeof Jimp.read>>;

/** What the WebP codec reads and answers (an ImageData, a type Node's libraries do not declare). */
interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const JPEG_QUALITY = 85;
const WEBP_QUALITY = 82;

/** The bytes as an ArrayBuffer of their own (a Buffer may be a window on a larger one). */
const ownBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** Emscripten's `wasmBinary` option, which the codecs' types leave out. */
const wasmOptions = async (file: string) => ({
  wasmBinary: ownBuffer(await readFile(createRequire(import.meta.url).resolve(file))),
});

const ignore = (): void => undefined;

let jpegDecoderReady: Promise<unknown> | undefined;
let webpDecoderReady: Promise<unknown> | undefined;
let webpEncoderReady: Promise<unknown> | undefined;

/**
 * JPEGs are decoded by MozJPEG in WebAssembly: a photo takes about 16 bytes a pixel while it is
 * processed (its pixels in the codec's memory, their copy, the scaled image), 0.25 GB for 12
 * megapixels, where Jimp's JavaScript decoder took 0.6 GB and left most of it in the C heap.
 */
function readyJpegDecoder(): Promise<unknown> {
  jpegDecoderReady ??= wasmOptions('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm').then((options) =>
    // libjpeg's warnings about a damaged file ("Premature end of JPEG file") are not logged.
    initJpegDecoder({ ...options, printErr: ignore } as Parameters<typeof initJpegDecoder>[0]),
  );
  return jpegDecoderReady;
}

/** The WebP codecs are WebAssembly; Node cannot fetch their .wasm by URL, so it is read here. */
function readyWebpDecoder(): Promise<unknown> {
  webpDecoderReady ??= wasmOptions('@jsquash/webp/codec/dec/webp_dec.wasm').then((options) =>
    initWebpDecoder(options as Parameters<typeof initWebpDecoder>[0]),
  );
  return webpDecoderReady;
}

/** Node 22.12 and later always have WebAssembly SIMD, so the encoder loads its SIMD build. */
function readyWebpEncoder(): Promise<unknown> {
  webpEncoderReady ??= wasmOptions('@jsquash/webp/codec/enc/webp_enc_simd.wasm').then((options) =>
    initWebpEncoder(options as Parameters<typeof initWebpEncoder>[0]),
  );
  return webpEncoderReady;
}

/**
 * A PNG up to the end of its IEND chunk. Browsers ignore what follows (a script, a zip), the PNG
 * decoder refuses it; either way it is not part of the picture. Left whole when the chunks do not
 * add up, for the decoder to refuse.
 */
export function pngWithoutTrailer(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IEND') {
      return end <= bytes.length ? bytes.subarray(0, end) : bytes;
    }
    at = end;
  }
  return bytes;
}

/**
 * A Jimp image of a codec's pixels. Jimp copies a Buffer it is given but takes a Uint8Array's
 * whole ArrayBuffer as it is, so pixels that fill theirs are not copied.
 */
function fromPixels({ data, width, height }: Pixels): JimpImage {
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
  const bytes = whole ? new Uint8Array(data.buffer) : new Uint8Array(data);
  return Jimp.fromBitmap({ data: bytes, width, height }) as JimpImage;
}

/** The pixels, turned upright by the EXIF orientation of a JPEG. */
async function decode({ bytes, contentType }: ImageJob): Promise<JimpImage> {
  switch (contentType) {
    case 'image/jpeg': {
      await readyJpegDecoder();
      // preserveOrientation: the decoder turns the pixels as the EXIF orientation says.
      return fromPixels(
        (await decodeJpeg(ownBuffer(bytes), { preserveOrientation: true })) as Pixels,
      );
    }
    case 'image/png':
      return Jimp.read(Buffer.from(pngWithoutTrailer(bytes)));
    case 'image/webp':
      await readyWebpDecoder();
      return fromPixels((await decodeWebp(ownBuffer(bytes))) as Pixels);
  }
}

function reshape(image: JimpImage, { fit, size }: ImageRecipe): void {
  if (fit === 'cover') image.cover({ w: size, h: size });
  else if (image.width > size || image.height > size) image.scaleToFit({ w: size, h: size });
}

async function encode(
  image: JimpImage,
  format: ImageRecipe['format'],
): Promise<Pick<ImageResult, 'bytes' | 'contentType'>> {
  if (format === 'webp') {
    await readyWebpEncoder();
    const { data, width, height } = image.bitmap;
    const pixels: Pixels = {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      width,
      height,
    };
    const bytes = await encodeWebp(pixels as Parameters<typeof encodeWebp>[0], {
      quality: WEBP_QUALITY,
    });
    return { bytes: new Uint8Array(bytes), contentType: 'image/webp' };
  }
  // Transparent images stay PNG so the transparency survives; JPEG has none.
  if (image.hasAlpha())
    return { bytes: await image.getBuffer('image/png'), contentType: 'image/png' };
  return {
    bytes: await image.getBuffer('image/jpeg', { quality: JPEG_QUALITY }),
    contentType: 'image/jpeg',
  };
}

/** Decodes, reshapes and re-encodes one image. */
export async function processImage(job: ImageJob): Promise<ImageResult> {
  const image = await decode(job);
  reshape(image, job.recipe);
  const encoded = await encode(image, job.recipe.format);
  return { ...encoded, width: image.width, height: image.height };
}

/** A request from the main thread: one job, answered with the same id. */
export interface ImageRequest {
  id: number;
  job: ImageJob;
}

export type ImageReply =
  { id: number; ok: true; result: ImageResult } | { id: number; ok: false; message: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ id, job }: ImageRequest) => {
    processImage(job).then(
      // Copied, not transferred: a small encoded image may sit in Node's shared Buffer pool.
      (result) => port.postMessage({ id, ok: true, result } satisfies ImageReply),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies ImageReply),
    );
  });
}
