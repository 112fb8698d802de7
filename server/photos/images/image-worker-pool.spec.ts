import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryBudget } from '@server/common/memory-budget.js';
import { ImageQueueFullException } from './image.errors.js';
import { ImageWorkerPool, type ImageWorker } from './image-worker-pool.js';
import type { ImageJob, ImageRequest, ImageResult } from './image.worker.js';

/** A worker thread's stand-in: keeps what it is sent and answers when the test says. */
class FakeWorker extends EventEmitter {
  readonly received: ImageRequest[] = [];
  terminated = false;

  postMessage(request: ImageRequest): void {
    this.received.push(request);
  }

  unref(): void {
    // Nothing keeps the test process alive.
  }

  terminate(): Promise<number> {
    this.terminated = true;
    this.emit('exit', 1);
    return Promise.resolve(1);
  }

  /** Answers the last job it was sent. */
  finish(ok = true): void {
    const { id } = this.received.at(-1)!;
    this.emit('message', ok ? { id, ok, result: resultOf(id) } : { id, ok, message: 'bad image' });
  }
}

const resultOf = (id: number): ImageResult => ({
  bytes: new Uint8Array([id]),
  contentType: 'image/webp',
  width: id,
  height: id,
});

const job = (): ImageJob => ({
  bytes: new Uint8Array([1, 2, 3]),
  contentType: 'image/png',
  recipe: { fit: 'within', size: 2048, format: 'webp' },
});

function poolOf(
  options: { workers?: number; maxWaiting?: number; idleMs?: number; budget?: MemoryBudget } = {},
) {
  const started: FakeWorker[] = [];
  const warn = vi.fn();
  const pool = new ImageWorkerPool({
    spawn: () => {
      const worker = new FakeWorker();
      started.push(worker);
      return worker as unknown as ImageWorker;
    },
    workers: options.workers ?? 1,
    maxWaiting: options.maxWaiting ?? 2,
    timeoutMs: 30_000,
    idleMs: options.idleMs ?? 60_000,
    warn,
    memory: options.budget && { budget: options.budget, workerMb: 100 },
  });
  return { pool, started, warn };
}

/** The code of the HTTP exception a job fails with (handled at once: no unhandled rejection). */
const codeOf = async (result: Promise<unknown>) =>
  result.then(
    () => 'resolved',
    (error: { getResponse?: () => { code?: string } }) => error.getResponse?.().code,
  );

describe('ImageWorkerPool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts no worker until a job comes, then gives a worker one job at a time', async () => {
    const { pool, started } = poolOf();
    expect(started).toHaveLength(0);
    const first = pool.run(job());
    const second = pool.run(job());
    expect(started).toHaveLength(1);
    const worker = started[0]!;
    expect(worker.received).toHaveLength(1);

    worker.finish();
    expect(await first).toMatchObject({ width: 1 });
    expect(worker.received).toHaveLength(2);
    worker.finish();
    expect(await second).toMatchObject({ width: 2 });
    expect(started).toHaveLength(1);
  });

  it('runs as many jobs at once as it has workers', () => {
    const { pool, started } = poolOf({ workers: 2 });
    void pool.run(job());
    void pool.run(job());
    void pool.run(job());
    expect(started.map((worker) => worker.received.length)).toEqual([1, 1]);
  });

  it('refuses a job with 503 and a wait when the queue is full, and takes one once it moves', async () => {
    const { pool, started } = poolOf({ maxWaiting: 2 });
    const accepted = [pool.run(job()), pool.run(job()), pool.run(job())];
    const refused = pool.run(job()).catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(ImageQueueFullException);
    expect(await refused).toMatchObject({
      retryAfterSeconds: 5,
      response: { code: 'IMAGE_QUEUE_FULL' },
    });
    expect(started[0]!.received).toHaveLength(1);

    started[0]!.finish();
    await accepted[0];
    const later = pool.run(job());
    // The two that waited, then the one taken later, in the order they came.
    started[0]!.finish();
    started[0]!.finish();
    started[0]!.finish();
    await expect(Promise.all([...accepted, later])).resolves.toHaveLength(4);
  });

  it('answers 400 UNSUPPORTED_IMAGE when the worker cannot decode, and keeps the worker', async () => {
    const { pool, started } = poolOf();
    const failed = codeOf(pool.run(job()));
    started[0]!.finish(false);
    expect(await failed).toBe('UNSUPPORTED_IMAGE');
    const next = pool.run(job());
    started[0]!.finish();
    await expect(next).resolves.toMatchObject({ contentType: 'image/webp' });
    expect(started).toHaveLength(1);
  });

  it('replaces a worker that dies: its job fails, the waiting ones run on a new worker', async () => {
    const { pool, started, warn } = poolOf();
    const crashed = codeOf(pool.run(job()));
    const waiting = pool.run(job());
    started[0]!.emit('error', new Error('out of memory'));
    expect(await crashed).toBe('UNSUPPORTED_IMAGE');
    expect(warn).toHaveBeenCalledOnce();
    expect(started[0]!.terminated).toBe(true);

    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(waiting).resolves.toMatchObject({ contentType: 'image/webp' });
  });

  it('answers 400 IMAGE_TOO_LARGE when the worker reaches its heap limit; the next job gets a new one', async () => {
    const { pool, started, warn } = poolOf();
    const tooLarge = pool.run(job()).catch((error: unknown) => error);
    const waiting = pool.run(job());
    // What Node emits for a worker ended at its resourceLimits (then its 'exit').
    started[0]!.emit(
      'error',
      Object.assign(
        new Error('Worker terminated due to reaching memory limit: JS heap out of memory'),
        {
          code: 'ERR_WORKER_OUT_OF_MEMORY',
        },
      ),
    );
    expect(await tooLarge).toMatchObject({
      status: 400,
      response: { code: 'IMAGE_TOO_LARGE', errors: [{ field: 'photo' }] },
    });
    // A refused photo, not a failure of the server to report.
    expect(warn).not.toHaveBeenCalled();
    expect(started[0]!.terminated).toBe(true);

    started[1]!.finish();
    await expect(waiting).resolves.toMatchObject({ contentType: 'image/webp' });
  });

  it('ends a worker left without a job for idleMs, and starts a new one for the next job', async () => {
    vi.useFakeTimers();
    const { pool, started } = poolOf();
    const first = pool.run(job());
    started[0]!.finish();
    await first;
    await vi.advanceTimersByTimeAsync(59_999);
    expect(started[0]!.terminated).toBe(false);
    // A job within the idle time keeps the worker, and its end starts the count again.
    const second = pool.run(job());
    started[0]!.finish();
    await second;
    await vi.advanceTimersByTimeAsync(59_999);
    expect(started[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[0]!.terminated).toBe(true);

    const third = pool.run(job());
    expect(started).toHaveLength(2);
    started[1]!.finish();
    await expect(third).resolves.toMatchObject({ width: 3 });
  });

  it('never ends a worker for idleness while it has a job', async () => {
    vi.useFakeTimers();
    const { pool, started } = poolOf({ idleMs: 10_000 });
    const first = pool.run(job());
    const second = pool.run(job());
    started[0]!.finish();
    await first;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(started[0]!.terminated).toBe(false);
    started[0]!.finish();
    await expect(second).resolves.toMatchObject({ width: 2 });
  });

  it('ends a worker whose job takes too long (503 IMAGE_TIMEOUT); the next job gets a new one', async () => {
    vi.useFakeTimers();
    const { pool, started } = poolOf();
    const hung = codeOf(pool.run(job()));
    const waiting = pool.run(job());
    await vi.advanceTimersByTimeAsync(29_999);
    expect(started[0]!.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hung).toBe('IMAGE_TIMEOUT');
    expect(started[0]!.terminated).toBe(true);

    // The time spent waiting in the queue does not count against the next job.
    await vi.advanceTimersByTimeAsync(29_999);
    expect(started[1]!.terminated).toBe(false);
    started[1]!.finish();
    await expect(waiting).resolves.toMatchObject({ width: 2 });
  });

  it('ignores a late answer from a worker it has already replaced', async () => {
    vi.useFakeTimers();
    const { pool, started } = poolOf();
    const hung = codeOf(pool.run(job()));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await hung).toBe('IMAGE_TIMEOUT');
    const next = pool.run(job());
    started[0]!.finish();
    started[1]!.finish();
    await expect(next).resolves.toMatchObject({ width: 2 });
  });

  it('fails the running and waiting jobs when stopped', async () => {
    const { pool, started } = poolOf();
    const running = pool.run(job());
    const waiting = pool.run(job());
    await pool.stop(new Error('The server is stopping'));
    await expect(running).rejects.toThrow('The server is stopping');
    await expect(waiting).rejects.toThrow('The server is stopping');
    expect(started[0]!.terminated).toBe(true);
  });

  describe('with a memory budget shared with other work', () => {
    it('starts a job once its share is granted; its kept worker holds workerMb until it ends', async () => {
      vi.useFakeTimers();
      const budget = new MemoryBudget(300);
      const { pool, started } = poolOf({ budget, idleMs: 10_000 });
      const other = await budget.acquire(250);
      const result = pool.run(job(), 80);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toHaveLength(0);

      other();
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toHaveLength(1);
      expect(budget.inUseMb).toBe(100);
      started[0]!.finish();
      await expect(result).resolves.toMatchObject({ width: 1 });
      // Kept for the next photo, with its share.
      expect(started[0]!.terminated).toBe(false);
      expect(budget.inUseMb).toBe(100);

      await vi.advanceTimersByTimeAsync(10_000);
      expect(started[0]!.terminated).toBe(true);
      expect(budget.inUseMb).toBe(0);
    });

    it('takes what a large job needs beyond its worker, and ends that worker as the job ends', async () => {
      const budget = new MemoryBudget(300);
      const { pool, started } = poolOf({ budget });
      const small = pool.run(job(), 50);
      await expect.poll(() => started.length).toBe(1);
      started[0]!.finish();
      await small;
      expect(budget.inUseMb).toBe(100);

      const large = pool.run(job(), 280);
      await expect.poll(() => budget.inUseMb).toBe(280);
      expect(started).toHaveLength(1);
      started[0]!.finish();
      await large;
      expect(started[0]!.terminated).toBe(true);
      await expect.poll(() => budget.inUseMb).toBe(0);
    });

    it('ends an idle worker at once when other work waits for the memory it holds', async () => {
      const budget = new MemoryBudget(300);
      const { pool, started } = poolOf({ budget, idleMs: 60_000 });
      const photo = pool.run(job(), 50);
      await expect.poll(() => started.length).toBe(1);
      started[0]!.finish();
      await photo;

      const routeFile = budget.acquire(250);
      await expect.poll(() => started[0]!.terminated).toBe(true);
      const giveBack = await routeFile;
      expect(budget.inUseMb).toBe(250);
      giveBack();
    });
  });
});
