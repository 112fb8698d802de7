/**
 * Turns uploaded images into square avatar thumbnails, in a worker thread: decoding a
 * 12-megapixel JPEG in JavaScript takes seconds, which on the main thread would stall every
 * other request. Kept to erasable TypeScript and package imports only, so Node runs this file
 * as it is from the sources (in tests) as well as compiled (in dist).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isMainThread, parentPort } from 'node:worker_threads';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import { Jimp } from 'jimp';

export interface AvatarJob {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
}

export interface AvatarResult {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

type JimpImage = Awaited<ReturnType<typeof Jimp.read>>;

/** What the WebP decoder answers (an ImageData, a type Node's libraries do not declare). */
interface DecodedImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The bytes as an ArrayBuffer of their own (a Buffer may be a window on a larger one). */
const ownBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

let webpReady: Promise<void> | undefined;

/** The WebP decoder is WebAssembly; Node cannot fetch its .wasm by URL, so it is read here. */
function readyWebp(): Promise<void> {
  webpReady ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('@jsquash/webp/codec/dec/webp_dec.wasm');
    // Emscripten's `wasmBinary` option, which the package's types leave out.
    const options = { wasmBinary: ownBuffer(await readFile(wasm)) };
    await initWebpDecoder(options as Parameters<typeof initWebpDecoder>[0]);
  })();
  return webpReady;
}

async function decode(job: AvatarJob): Promise<JimpImage> {
  if (job.contentType !== 'image/webp') return Jimp.read(Buffer.from(job.bytes));
  await readyWebp();
  const { data, width, height } = (await decodeWebp(ownBuffer(job.bytes))) as DecodedImage;
  const bitmap = {
    data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    width,
    height,
  };
  return Jimp.fromBitmap(bitmap) as JimpImage;
}

/**
 * Scales the image to cover a `size` square and crops the middle. Re-encoding drops every
 * metadata block (EXIF with its GPS position among them). Transparent images stay PNG so the
 * transparency survives; all others become a JPEG a few kilobytes in size.
 */
export async function makeAvatar(job: AvatarJob): Promise<AvatarResult> {
  const image = await decode(job);
  image.cover({ w: job.size, h: job.size });
  const transparent = image.hasAlpha();
  const bytes = transparent
    ? await image.getBuffer('image/png')
    : await image.getBuffer('image/jpeg', { quality: 85 });
  return {
    bytes,
    contentType: transparent ? 'image/png' : 'image/jpeg',
    width: image.width,
    height: image.height,
  };
}

/** A request from the main thread: one job, answered with the same id. */
export interface AvatarRequest {
  id: number;
  job: AvatarJob;
}

export type AvatarReply =
  { id: number; ok: true; result: AvatarResult } | { id: number; ok: false; message: string };

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ id, job }: AvatarRequest) => {
    makeAvatar(job).then(
      // Copied, not transferred: a thumbnail is a few kilobytes.
      (result) => port.postMessage({ id, ok: true, result } satisfies AvatarReply),
      (error: unknown) =>
        port.postMessage({
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies AvatarReply),
    );
  });
}
