/** What a channel needs of a Worker: a fake in the unit tests, a module worker in the page. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** A worker's reply to request `id`: its answer, or why there is none. */
export type WorkerReply<Answer> =
  ({ id: number; error?: undefined } & Answer) | { id: number; error: string };

interface Waiting<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * Requests to one worker, started on the first and kept, with replies matched to requests by id.
 * A worker that fails as a whole (it did not load) fails every open request, and the next
 * request starts a new one. `create` holds the `new Worker(new URL(...))` for the bundler to see.
 */
export class WorkerChannel<Request extends { id: number }, Answer> {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Waiting<Answer>>();

  constructor(
    private readonly name: string,
    private readonly create: () => WorkerLike,
  ) {}

  /** The worker's answer to `request` (its `id` is replaced by the channel's own). */
  ask(request: Request): Promise<Answer> {
    const worker = this.workerOf();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private workerOf(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.create();
    worker.onmessage = ({ data }: MessageEvent<WorkerReply<Answer>>) => {
      const waiting = this.pending.get(data.id);
      if (!waiting) return;
      this.pending.delete(data.id);
      if (data.error !== undefined) waiting.reject(new Error(data.error));
      else waiting.resolve(data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`The ${this.name} worker failed: ${event.message}`);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}
