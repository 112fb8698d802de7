import type { Worker } from 'node:worker_threads';
import type { MemoryBudget } from '@server/common/memory-budget.js';
import { isWorkerOutOfMemory } from '@server/common/worker-limits.js';
import {
  ImageQueueFullException,
  imageNeedsTooMuchMemory,
  imageTimedOut,
  unreadableImage,
} from './image.errors.js';
import type { ImageJob, ImageReply, ImageRequest, ImageResult } from './image.worker.js';

/** What the pool needs of a worker thread (tests give it a stand-in). */
export type ImageWorker = Pick<Worker, 'postMessage' | 'on' | 'terminate' | 'unref'>;

export interface ImageWorkerPoolOptions {
  /** Starts a worker running image.worker.ts. */
  spawn: () => ImageWorker;
  /** Worker threads, each given one job at a time. */
  workers: number;
  /** Jobs that may wait for a worker; one more is refused with 503 at once. */
  maxWaiting: number;
  /** A job running longer has its worker ended, and answers 503. */
  timeoutMs: number;
  /**
   * A worker left without a job this long is ended, so that what decoding took goes back to
   * the system; the next job starts a new one.
   */
  idleMs: number;
  /** Told when a worker fails or hangs. */
  warn: (message: string, error?: unknown) => void;
  /** The memory the workers take their shares from; without it, they take none. */
  memory?: ImageWorkerMemory;
}

/**
 * How a worker's memory is counted in a budget shared with other work. A worker holds
 * `workerMb` while it lives (its libraries and the codec memory of the jobs that fit in it,
 * which WebAssembly never gives back until the worker ends); a job that needs more takes the
 * rest for itself, and its worker is ended as it finishes, so the memory goes back at once.
 */
export interface ImageWorkerMemory {
  budget: Pick<MemoryBudget, 'acquire' | 'onPressure'>;
  workerMb: number;
}

interface Queued {
  job: ImageJob;
  /** What the job needs while it runs, its worker included (ImageWorkerMemory). */
  needsMb: number;
  resolve: (result: ImageResult) => void;
  reject: (error: Error) => void;
}

interface Running extends Queued {
  id: number;
  timer: NodeJS.Timeout;
}

/** One worker thread, started when a job needs it, with the job it runs. */
interface Slot {
  worker?: ImageWorker;
  running?: Running;
  /** Ends the worker once it has been idle for `idleMs`. */
  idleTimer?: NodeJS.Timeout;
  /** A job waiting for its share of memory before it starts here. */
  reserving?: boolean;
  /** Gives back the memory the worker holds (ImageWorkerMemory.workerMb while it lives). */
  giveBack: (() => void)[];
  /** The running job took more than the worker holds: the worker is ended after it. */
  endAfterJob?: boolean;
}

/**
 * Image jobs run on worker threads, one job per worker at a time, so processing never takes
 * more than `workers` cores or holds more than `workers` decoded images in memory. Jobs wait in
 * a bounded queue: a flood of uploads is refused rather than held in memory. Workers start on
 * first use and are kept while jobs keep coming (loading the image libraries takes longer than
 * most jobs), then ended after `idleMs` without one; one that dies or hangs is ended and
 * replaced by a fresh one for the next job. A worker that reached its heap limit fails its job
 * with 400 IMAGE_TOO_LARGE: that photo needs more than an upload may take.
 */
export class ImageWorkerPool {
  private readonly slots: Slot[];
  private readonly waiting: Queued[] = [];
  private nextId = 1;
  private stopped = false;
  /** Stops the budget's pressure calls (none without a budget). */
  private readonly stopListening: (() => void) | undefined;

  constructor(private readonly options: ImageWorkerPoolOptions) {
    this.slots = Array.from({ length: options.workers }, () => ({ giveBack: [] }));
    // Other work waits for memory: an idle worker gives its share back now, not after idleMs.
    this.stopListening = options.memory?.budget.onPressure(() => {
      for (const slot of this.slots) if (this.isFree(slot) && slot.worker) void this.end(slot);
    });
  }

  /**
   * Runs the job on a worker once one is free and, with `memory`, once `needsMb` (what the job
   * takes while it runs, its worker included, at most the whole budget) is granted.
   */
  run(job: ImageJob, needsMb = 0): Promise<ImageResult> {
    const idle = this.slots.some((slot) => this.isFree(slot));
    if (!idle && this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new ImageQueueFullException());
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, needsMb, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker, failing the jobs running and waiting with `error`. */
  async stop(error: Error): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    for (const queued of this.waiting.splice(0)) queued.reject(error);
    await Promise.all(this.slots.map((slot) => this.end(slot, error)));
  }

  private isFree(slot: Slot): boolean {
    return !slot.running && !slot.reserving;
  }

  /** Gives waiting jobs to idle workers, in the order they came. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.isFree(slot)) continue;
      const next = this.waiting.shift();
      if (!next) return;
      this.reserve(slot, next);
    }
  }

  /** Starts the job once the memory it needs beyond what the slot's worker holds is granted. */
  private reserve(slot: Slot, queued: Queued): void {
    const memory = this.options.memory;
    if (!memory) {
      this.start(slot, queued);
      return;
    }
    clearTimeout(slot.idleTimer);
    const held = slot.worker ? memory.workerMb : 0;
    const needed = Math.max(memory.workerMb, queued.needsMb);
    // Marked first: the budget's pressure call, made as this waits, must not end this worker.
    slot.reserving = true;
    const granted =
      needed > held ? memory.budget.acquire(needed - held) : Promise.resolve(() => undefined);
    void granted.then((giveBack) => {
      slot.reserving = false;
      if (this.stopped) {
        giveBack();
        queued.reject(new Error('The image workers have stopped'));
        return;
      }
      // The worker died while this waited and gave its share back: asked again, with none held.
      if (held > 0 && !slot.worker) {
        giveBack();
        this.reserve(slot, queued);
        return;
      }
      slot.giveBack.push(giveBack);
      slot.endAfterJob = needed > memory.workerMb;
      this.start(slot, queued);
    }, queued.reject);
  }

  private start(slot: Slot, queued: Queued): void {
    clearTimeout(slot.idleTimer);
    const worker = (slot.worker ??= this.spawn(slot));
    const id = this.nextId++;
    // Timed from the start of the work, not from joining the queue.
    const timer = setTimeout(() => {
      this.options.warn('An image took too long; ending its worker');
      void this.replace(slot, worker, imageTimedOut());
    }, this.options.timeoutMs);
    slot.running = { ...queued, id, timer };
    worker.postMessage({ id, job: queued.job } satisfies ImageRequest);
  }

  private spawn(slot: Slot): ImageWorker {
    const worker = this.options.spawn();
    // An idle worker must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: ImageReply) => this.settle(slot, worker, reply));
    worker.on('error', (error: Error) => {
      if (isWorkerOutOfMemory(error)) {
        void this.replace(slot, worker, imageNeedsTooMuchMemory());
        return;
      }
      this.options.warn('An image worker failed', error);
      void this.replace(slot, worker, unreadableImage());
    });
    worker.on('exit', () => void this.replace(slot, worker, unreadableImage()));
    return worker;
  }

  private settle(slot: Slot, worker: ImageWorker, reply: ImageReply): void {
    const running = slot.running;
    if (slot.worker !== worker || running?.id !== reply.id) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    if (reply.ok) running.resolve(reply.result);
    // The worker's message says why the decoder gave up; the client is told it is unreadable.
    else running.reject(unreadableImage());
    if (slot.endAfterJob) {
      // Its codec memory grew past what a kept worker holds: ended now, so it goes back.
      void this.end(slot).then(() => this.dispatch());
      return;
    }
    this.dispatch();
    this.endWhenIdle(slot, worker);
  }

  /** Ends the slot's worker after `idleMs` unless a job comes first (start() stops the count). */
  private endWhenIdle(slot: Slot, worker: ImageWorker): void {
    if (slot.running) return;
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (slot.worker !== worker || !this.isFree(slot)) return;
      void this.end(slot);
    }, this.options.idleMs);
    // The timer must not keep the process alive either.
    slot.idleTimer.unref();
  }

  /** Ends a dead or hung worker (unless already replaced) and lets the queue move on. */
  private async replace(slot: Slot, worker: ImageWorker, error: Error): Promise<void> {
    if (slot.worker !== worker) return;
    const ended = this.end(slot, error);
    this.dispatch();
    await ended;
  }

  /** Ends the slot's worker, failing its job with `error`; its memory is given back once it has ended. */
  private async end(slot: Slot, error?: Error): Promise<void> {
    const { worker, running } = slot;
    const giveBack = slot.giveBack.splice(0);
    clearTimeout(slot.idleTimer);
    slot.worker = undefined;
    slot.running = undefined;
    slot.endAfterJob = false;
    if (running) {
      clearTimeout(running.timer);
      running.reject(error ?? unreadableImage());
    }
    await worker?.terminate();
    for (const give of giveBack) give();
  }
}
