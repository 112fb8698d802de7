import { Worker } from 'node:worker_threads';
import { Injectable, Logger } from '@nestjs/common';
import { FileTurns, FileTurnsFull } from '@server/common/file-turns.js';
import { workerFile } from '@server/common/source-worker.js';
import { isWorkerOutOfMemory, workerResourceLimits } from '@server/common/worker-limits.js';
import { WorkerMemory } from '@server/common/worker-memory.js';
import { activityFileInput, type ActivityFileInput } from './activity-file-bytes.js';
import type { ActivityFileReply } from './activity-file.worker.js';
import { ActivityFileError, type ParsedActivity } from './parsed-activity.js';

/** Files read at once, fair between users (FileTurns): one user's slow file leaves the other. */
const WORKERS = 2;

const MB = 1024 * 1024;

/**
 * A file's worker heap: 96 MB and 128 MB more per MB of file, at most 512. The 1 MB multi-sport
 * FIT of the tests (24,239 records) grew the heap by about 45 MB and a process's peak by 88; a
 * GPX's DOM takes 55 MB per MB (the trips' measure).
 */
export const activityFileHeapMb = (size: number): number =>
  Math.min(512, 96 + Math.ceil((128 * size) / MB));

/** 10 s and 4 s more per MB: the 1 MB FIT took 0.4 to 1.7 s on a loaded 2-core machine. */
export const activityFileTimeLimitMs = (size: number): number =>
  10_000 + Math.ceil((4_000 * size) / MB);

/** A refusal the owner reads beside the file's name; `busy` when they have two being read. */
export class ActivityFileRefusal extends Error {
  constructor(
    readonly problem: ActivityFileError['problem'] | 'busy' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

const inputSize = (input: ActivityFileInput) =>
  input.kind === 'fit' ? input.bytes.length : input.text.length;

/**
 * Reads uploaded activity files: the type and the cheap checks on the request's thread
 * (activity-file-bytes.ts), the reading in a worker thread with heap and time limits, two files
 * at a time and one per user (FileTurns), within the workers' shared memory budget.
 */
@Injectable()
export class ActivityFileReader {
  private readonly logger = new Logger(ActivityFileReader.name);
  readonly turns = new FileTurns(WORKERS);

  constructor(private readonly memory: WorkerMemory) {}

  async read(ownerId: string, bytes: Uint8Array): Promise<ParsedActivity[]> {
    const input = refusalOf(() => activityFileInput(bytes));
    const release = await this.turns.acquire(ownerId).catch((error: unknown) => {
      if (error instanceof FileTurnsFull) {
        throw new ActivityFileRefusal('busy', 'Two of your files are being read: wait for one');
      }
      throw error;
    });
    try {
      const heapMb = this.memory.shareOf(activityFileHeapMb(inputSize(input)));
      const giveBack = await this.memory.acquire(heapMb);
      try {
        return await this.inWorker(input, heapMb);
      } finally {
        giveBack();
      }
    } finally {
      release();
    }
  }

  private inWorker(input: ActivityFileInput, heapMb: number): Promise<ParsedActivity[]> {
    return new Promise((resolve, reject) => {
      const { file, options } = workerFile(import.meta.url, './activity-file.worker');
      const worker = new Worker(file, { ...options, resourceLimits: workerResourceLimits(heapMb) });
      const timer = setTimeout(
        () => {
          reject(new ActivityFileRefusal('timeout', 'The file took too long to read'));
          void worker.terminate();
        },
        activityFileTimeLimitMs(inputSize(input)),
      );
      const settle = () => {
        clearTimeout(timer);
        void worker.terminate();
      };
      worker.once('message', (reply: ActivityFileReply) => {
        settle();
        if (reply.ok) resolve(reply.activities);
        else if (reply.problem === 'failed') reject(new Error(reply.message));
        else reject(new ActivityFileRefusal(reply.problem, reply.message));
      });
      worker.once('error', (error: Error) => {
        settle();
        if (isWorkerOutOfMemory(error)) {
          reject(
            new ActivityFileRefusal(
              'too-large',
              'The file needs more memory to read than an upload may use',
            ),
          );
          return;
        }
        this.logger.error({ err: error }, 'An activity file worker failed');
        reject(error);
      });
      worker.once('exit', (code) => {
        settle();
        reject(new Error(`The activity file worker stopped (exit code ${code})`));
      });
      worker.postMessage(input);
    });
  }
}

function refusalOf<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ActivityFileError)
      throw new ActivityFileRefusal(error.problem, error.message);
    throw error;
  }
}
