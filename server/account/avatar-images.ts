import {
  BadRequestException,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { PHOTO_FIELD, type InspectedImage } from '@server/photos/photo-upload.js';
import type { AvatarReply, AvatarRequest, AvatarResult } from './avatar-image.worker.js';

/** The avatar's side, in pixels: sharp on a 2x screen at the 96 px the page shows. */
export const AVATAR_SIZE = 256;

/** Larger images are refused before decoding: 40 MP is 160 MB of pixels. */
export const MAX_AVATAR_PIXELS = 40_000_000;

const TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (result: AvatarResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** The compiled worker in dist; from the sources (tests), Node runs the .ts file itself. */
function workerFile(): URL {
  const compiled = new URL('./avatar-image.worker.js', import.meta.url);
  return existsSync(compiled) ? compiled : new URL('./avatar-image.worker.ts', import.meta.url);
}

const unreadable = () =>
  new BadRequestException({
    message: 'The photo could not be read as a JPEG, PNG or WebP image',
    code: 'UNSUPPORTED_IMAGE',
    errors: [{ field: PHOTO_FIELD, message: 'photo could not be read as an image' }],
  });

const tooManyPixels = () =>
  new BadRequestException({
    message: `The photo is too large: at most ${MAX_AVATAR_PIXELS / 1_000_000} megapixels`,
    code: 'IMAGE_TOO_LARGE',
    errors: [{ field: PHOTO_FIELD, message: 'photo has too many pixels' }],
  });

const timedOut = () =>
  new ServiceUnavailableException({
    message: 'The photo took too long to process. Try a smaller one.',
    code: 'IMAGE_TIMEOUT',
  });

/**
 * Makes avatar thumbnails on one worker thread, started on first use and kept (loading the
 * image libraries takes longer than resizing). Jobs queue on it one after another, so resizing
 * never takes more than one core. A worker that dies or hangs is replaced on the next job.
 */
@Injectable()
export class AvatarImages implements OnModuleDestroy {
  private readonly logger = new Logger(AvatarImages.name);
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** The square thumbnail of an image already checked by inspectImage. */
  async thumbnail(image: InspectedImage): Promise<InspectedImage> {
    if (image.width * image.height > MAX_AVATAR_PIXELS) throw tooManyPixels();
    const result = await this.run({
      id: this.nextId++,
      job: { bytes: image.bytes, contentType: image.contentType, size: AVATAR_SIZE },
    });
    return { ...result, bytes: Buffer.from(result.bytes) };
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop(new Error('The server is stopping'));
  }

  private run(request: AvatarRequest): Promise<AvatarResult> {
    const worker = this.started();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.logger.warn('An avatar took too long; restarting the worker');
        void this.stop(timedOut());
      }, TIMEOUT_MS);
      this.pending.set(request.id, { resolve, reject, timer });
      worker.postMessage(request);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(workerFile());
    // An idle worker must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: AvatarReply) => this.settle(reply));
    worker.on('error', (error: Error) => {
      this.logger.warn({ err: error }, 'The avatar worker failed');
      void this.stop(unreadable());
    });
    worker.on('exit', () => {
      if (this.worker === worker) void this.stop(unreadable());
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: AvatarReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(unreadable());
  }

  /** Ends the worker, failing every job still waiting on it with `error`. */
  private async stop(error: Error): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
    await worker?.terminate();
  }
}
