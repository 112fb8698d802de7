import { Injectable, Logger, Optional, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { workerResourceLimits } from '@server/common/worker-limits.js';
import { WorkerMemory } from '@server/common/worker-memory.js';
import { AppConfig, DEFAULT_IMAGE_WORKER_MEMORY_MB } from '@server/config/app-config.js';
import { inspectImage, type UploadedPhotoFile } from '../photo-upload.js';
import type { PhotoContentType } from '../photo.entity.js';
import { MAX_IMAGE_PIXELS, tooManyPixels } from './image.errors.js';
import { ImageWorkerPool } from './image-worker-pool.js';
import type { ImageRecipe } from './image.worker.js';

export type { ImageRecipe } from './image.worker.js';

/** An image decoded and re-encoded from an upload: the only kind of image that is stored. */
export interface ProcessedImage {
  contentType: PhotoContentType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** One worker: the server runs on small machines, and a request must not wait for a core. */
const WORKERS = 1;
/** Uploads waiting behind the one being processed: at most this many files held in memory. */
const MAX_WAITING = 8;
/**
 * A 25 MB phone photo of up to 40 megapixels takes seconds on a small machine (a PNG's decoder is
 * JavaScript); the limit only stops a worker that hangs.
 */
const TIMEOUT_MS = 90_000;
/**
 * A worker left idle this long is ended: the codecs' WebAssembly memory never shrinks (a
 * 12-megapixel JPEG leaves about 0.1 GB in it) and goes back to the system only when the worker
 * ends. A burst of uploads keeps it.
 */
const IDLE_MS = 10_000;
/**
 * What a photo takes while it is processed, in its worker's memory: the worker with its codecs,
 * and about 16 bytes a pixel (the decoded pixels in the codec's memory, their copy, the scaled
 * image). Measured on a 40-megapixel JPEG: 557 MB above the worker's start at the peak, 0.46 GB
 * still held until the worker ended.
 */
const WORKER_BASE_MB = 64;
const BYTES_PER_PIXEL = 16;
/**
 * What a worker kept for the next photo holds of the workers' memory: enough for a 12-megapixel
 * phone photo. One that needed more is ended as it finishes.
 */
const KEPT_WORKER_MB = 256;

/** The memory a photo of `pixels` takes while it is processed, its worker included. */
export const photoMemoryMb = (pixels: number): number =>
  WORKER_BASE_MB + (pixels * BYTES_PER_PIXEL) / (1024 * 1024);

/** The compiled worker in dist; from the sources (tests), Node runs the .ts file itself. */
function workerFile(): URL {
  const compiled = new URL('./image.worker.js', import.meta.url);
  return existsSync(compiled) ? compiled : new URL('./image.worker.ts', import.meta.url);
}

/**
 * Turns every uploaded photo (gear photos, avatars) into an image safe to store and serve:
 * sniffed from its bytes, refused from its header when it has too many pixels, then decoded and
 * re-encoded to the caller's recipe off the request thread. What is stored holds nothing of the
 * upload but its pixels.
 */
@Injectable()
export class ImageProcessor implements OnModuleDestroy {
  private readonly logger = new Logger(ImageProcessor.name);
  private readonly pool: ImageWorkerPool;

  constructor(
    readonly memory: WorkerMemory = new WorkerMemory(),
    @Optional() config?: AppConfig,
  ) {
    const heapMb = config?.IMAGE_WORKER_MEMORY_MB ?? DEFAULT_IMAGE_WORKER_MEMORY_MB;
    this.pool = new ImageWorkerPool({
      memory: { budget: memory, workerMb: memory.shareOf(KEPT_WORKER_MB) },
      spawn: () => new Worker(workerFile(), { resourceLimits: workerResourceLimits(heapMb) }),
      workers: WORKERS,
      maxWaiting: MAX_WAITING,
      timeoutMs: TIMEOUT_MS,
      idleMs: IDLE_MS,
      warn: (message, error) => this.logger.warn({ err: error }, message),
    });
  }

  async process(file: UploadedPhotoFile | undefined, recipe: ImageRecipe): Promise<ProcessedImage> {
    const image = await inspectImage(file);
    // From the header alone: the pixels of a hostile 100,000 × 100,000 PNG are never allocated.
    if (image.width * image.height > MAX_IMAGE_PIXELS) throw tooManyPixels();
    const result = await this.pool.run(
      { bytes: image.bytes, contentType: image.contentType, recipe },
      this.memory.shareOf(photoMemoryMb(image.width * image.height)),
    );
    return { ...result, bytes: Buffer.from(result.bytes) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.stop(new Error('The server is stopping'));
  }
}
