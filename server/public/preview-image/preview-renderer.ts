import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { WorkerMemory } from '@server/common/worker-memory.js';
import { CARD_HEIGHT, CARD_WIDTH } from './preview-card.js';
import {
  PreviewQueueFullException,
  previewFailed,
  previewTimedOut,
} from './preview-image.errors.js';
import type { PreviewNode } from './preview-layout.js';
import type { PreviewRenderReply, PreviewRenderRequest } from './preview-image.worker.js';

/** Images waiting behind the one being drawn; one more is refused (503, Retry-After). */
const MAX_WAITING = 16;
/**
 * A drawing takes tens of milliseconds, the worker's first several hundred (reading the fonts);
 * the limit only stops a worker that hangs, on a loaded two-core machine.
 */
const TIMEOUT_MS = 20_000;
/** Fonts, the layout engine and resvg's WebAssembly take about 100 MB; a card needs little more. */
const WORKER_HEAP_MB = 256;
/** What the worker holds of the workers' memory while it lives (WorkerMemory). */
const WORKER_MEMORY_MB = 160;
/**
 * A worker left idle this long is ended and its memory given back (at once when other work
 * waits for memory); cards are drawn once and cached, so a burst of new ones keeps it.
 */
const IDLE_MS = 30_000;

/** The compiled worker in dist; from the sources (tests), Node runs the .ts file itself. */
function workerFile(): URL {
  const compiled = new URL('./preview-image.worker.js', import.meta.url);
  return existsSync(compiled) ? compiled : new URL('./preview-image.worker.ts', import.meta.url);
}

interface Job {
  tree: PreviewNode;
  resolve: (png: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Draws preview images on one worker thread, one at a time, the others waiting in a bounded
 * queue: drawing never takes more than one core, and a flood of requests for new images is
 * refused rather than held. The worker starts on first use, once its share of the workers'
 * memory (WorkerMemory) is granted, and is kept while images keep coming (its fonts and
 * WebAssembly are read once); one that fails or hangs is ended, and the next image starts a
 * fresh one.
 */
@Injectable()
export class PreviewRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(PreviewRenderer.name);
  private readonly waiting: Job[] = [];
  private worker: Worker | undefined;
  private running: (Job & { id: number; timer: NodeJS.Timeout }) | undefined;
  private nextId = 1;
  /** The worker's share of the workers' memory is being waited for. */
  private starting = false;
  /** Gives back the worker's share once it has ended. */
  private giveBack: (() => void) | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly stopListening: () => void;

  constructor(readonly memory: WorkerMemory = new WorkerMemory()) {
    this.stopListening = memory.onPressure(() => {
      if (this.worker && !this.running && !this.starting) void this.end(previewFailed());
    });
  }

  /** The PNG of a card's layout (preview-layout.ts), 1200 x 630. */
  render(tree: PreviewNode): Promise<Uint8Array> {
    if (this.running && this.waiting.length >= MAX_WAITING) {
      return Promise.reject(new PreviewQueueFullException());
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ tree, resolve, reject });
      this.next();
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    const stopping = new Error('The server is stopping');
    for (const job of this.waiting.splice(0)) job.reject(stopping);
    await this.end(stopping);
  }

  private next(): void {
    if (this.running || this.starting || this.waiting.length === 0) return;
    clearTimeout(this.idleTimer);
    if (!this.worker) {
      this.starting = true;
      void this.memory.acquire(this.memory.shareOf(WORKER_MEMORY_MB)).then((giveBack) => {
        this.starting = false;
        if (this.stopped) {
          giveBack();
          return;
        }
        this.giveBack = giveBack;
        this.worker = this.spawn();
        this.next();
      });
      return;
    }
    const job = this.waiting.shift();
    if (!job) return;
    const worker = this.worker;
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.logger.warn('A preview image took too long; ending its worker');
      void this.end(previewTimedOut()).then(() => this.next());
    }, TIMEOUT_MS);
    this.running = { ...job, id, timer };
    worker.postMessage({
      id,
      tree: job.tree,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    } satisfies PreviewRenderRequest);
  }

  private spawn(): Worker {
    const worker = new Worker(workerFile(), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: PreviewRenderReply) => {
      const running = this.running;
      if (this.worker !== worker || running?.id !== reply.id) return;
      clearTimeout(running.timer);
      this.running = undefined;
      if (reply.ok) {
        running.resolve(reply.png);
      } else {
        this.logger.error(`A preview image could not be drawn: ${reply.message}`);
        running.reject(previewFailed());
      }
      this.next();
      this.endWhenIdle(worker);
    });
    worker.on('error', (error: Error) => {
      this.logger.error({ err: error }, 'The preview image worker failed');
      if (this.worker === worker) void this.end(previewFailed()).then(() => this.next());
    });
    worker.on('exit', () => {
      if (this.worker === worker) void this.end(previewFailed()).then(() => this.next());
    });
    return worker;
  }

  /** Ends the worker after IDLE_MS unless an image comes first (next() stops the count). */
  private endWhenIdle(worker: Worker): void {
    if (this.running) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && !this.running) void this.end(previewFailed());
    }, IDLE_MS);
    this.idleTimer.unref();
  }

  /** Ends the worker, failing the image it was drawing with `error`, and gives its memory back. */
  private async end(error: Error): Promise<void> {
    const { worker, running, giveBack } = this;
    clearTimeout(this.idleTimer);
    this.worker = undefined;
    this.running = undefined;
    this.giveBack = undefined;
    if (running) {
      clearTimeout(running.timer);
      running.reject(error);
    }
    await worker?.terminate();
    giveBack?.();
  }
}
