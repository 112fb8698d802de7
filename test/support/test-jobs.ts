import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { JobFailure } from '@server/jobs/queue/job-errors.js';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import type { JobContext } from '@server/jobs/queue/job-context.js';
import type { User } from './api-fixture.js';
import { requestJson } from './factories.js';
import type { TestApp } from './test-app.js';

export type JobJson = ApiSchema<'JobResponseDto'>;

/** Test apps ask for jobs every half second (the least pg-boss takes), not every two. */
export const TEST_JOBS_ENV = { JOBS_POLL_INTERVAL_MS: '500' };

/** A gate a test opens to let a waiting handler go on. */
class Gate {
  private open!: () => void;
  readonly opened = new Promise<void>((resolve) => (this.open = resolve));
  release(): void {
    this.open();
  }
}

/**
 * What the test kinds' handlers did, for the tests to read: each run's job id, attempt and
 * start, and the gates that hold `test.gated` runs.
 */
export class TestJobRecorder {
  readonly runs: { jobId: string; attempt: number; startedAt: number }[] = [];
  private readonly gates = new Map<string, Gate>();

  gate(jobId: string): Gate {
    let gate = this.gates.get(jobId);
    if (!gate) this.gates.set(jobId, (gate = new Gate()));
    return gate;
  }

  runsOf(jobId: string) {
    return this.runs.filter((run) => run.jobId === jobId);
  }

  note(context: JobContext) {
    this.runs.push({ jobId: context.id, attempt: context.attempt, startedAt: Date.now() });
  }
}

/** Waits until the gate opens or the run is told to stop. */
const held = (gate: Gate, context: JobContext) =>
  new Promise<void>((resolve) => {
    void gate.opened.then(resolve);
    context.signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * The kinds the API tests queue, registered on the app's queue as a module would:
 *
 * - `test.count`: counts `items` steps, each with its progress, from where an earlier run
 *   stopped; with `holdAt`, waits after that many for the test to open its gate.
 * - `test.flaky`: fails (a JobFailure naming the attempt) until run `succeedOn`; retried twice
 *   with back-off from one second. `crash: true` fails with a plain error instead.
 * - `test.once`: the same, with one run and no retry.
 * - `test.upload`: reads the job's upload and answers its size and SHA-256.
 */
export async function registerTestJobKinds(app: TestApp): Promise<TestJobRecorder> {
  const recorder = new TestJobRecorder();
  const queue = app.app.get(JobQueue);
  await queue.register<{ items: number; holdAt?: number }>(
    'test.count',
    async (context) => {
      recorder.note(context);
      const { items, holdAt } = context.data;
      for (let done = context.resumeFrom.done; done < items; done += 1) {
        if (done === holdAt) await held(recorder.gate(context.id), context);
        await context.step(
          { done: done + 1, total: items, message: `Item ${done + 1} of ${items}` },
          () => Promise.resolve(),
        );
      }
      return { counted: items, attempt: context.attempt };
    },
    { retryLimit: 2, retryDelaySeconds: 1, backoff: false },
  );
  const flaky = (context: JobContext<{ succeedOn: number; crash?: boolean }>) => {
    recorder.note(context);
    if (context.attempt < context.data.succeedOn) {
      const error = context.data.crash
        ? new TypeError('cannot read properties of undefined')
        : new JobFailure(`Not yet: attempt ${context.attempt}`);
      return Promise.reject(error);
    }
    return Promise.resolve({ attempt: context.attempt });
  };
  await queue.register('test.flaky', flaky, { retryLimit: 2, retryDelaySeconds: 1, backoff: true });
  await queue.register('test.once', flaky, { retryLimit: 0, retryDelaySeconds: 0, backoff: false });
  await queue.register(
    'test.upload',
    async (context) => {
      recorder.note(context);
      const hash = createHash('sha256');
      let bytes = 0;
      let chunks = 0;
      for await (const chunk of context.readUpload()) {
        hash.update(chunk);
        bytes += chunk.byteLength;
        chunks += 1;
        await context.progress(chunks, null, `Read ${bytes} bytes`);
      }
      return { bytes, chunks, sha256: hash.digest('hex') };
    },
    { retryLimit: 0, retryDelaySeconds: 0, backoff: false },
  );
  return recorder;
}

export const getJob = (user: User, id: string) =>
  requestJson<JobJson>(user.session, user.url(`/api/jobs/${id}`));

/** Polls GET /api/jobs/:id until the job is as `expected` says (generous limits: a busy CI). */
export async function waitForJob(
  user: User,
  id: string,
  expected: Partial<JobJson>,
): Promise<JobJson> {
  let job: JobJson | undefined;
  await expect
    .poll(
      async () => {
        job = (await getJob(user, id)).body;
        return job;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatchObject(expected);
  return job!;
}
