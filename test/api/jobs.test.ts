import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '@server/jobs/queue/job-queue.js';
import { JobUploadsRepository } from '@server/jobs/uploads/job-uploads.repository.js';
import { fieldsOf, sendUnder, setupApi } from '@test/support/api-fixture.js';
import { createUser, requestJson } from '@test/support/factories.js';
import {
  getJob,
  registerTestJobKinds,
  TEST_JOBS_ENV,
  waitForJob,
  type JobJson,
  type TestJobRecorder,
} from '@test/support/test-jobs.js';

describe('background jobs', () => {
  const { app, owner, stranger } = setupApi({ env: TEST_JOBS_ENV });
  const send = sendUnder<JobJson>('/api/jobs');
  let recorder: TestJobRecorder;
  let queue: JobQueue;
  beforeAll(async () => {
    recorder = await registerTestJobKinds(app);
    queue = app.app.get(JobQueue);
  });
  const enqueue = (kind: string, data: Record<string, unknown>, ownerId = owner.id) =>
    queue.enqueue(ownerId, kind, data);

  it('runs a job, showing its progress while it runs and its result when it is done', async () => {
    const id = await enqueue('test.count', { items: 5, holdAt: 2 });
    const running = await waitForJob(owner, id, { state: 'running', progressDone: 2 });
    expect(running).toMatchObject({
      kind: 'test.count',
      progressTotal: 5,
      message: 'Item 2 of 5',
      attempts: 1,
      error: null,
      result: null,
      finishedAt: null,
    });
    expect(running.startedAt).not.toBeNull();
    recorder.gate(id).release();
    const done = await waitForJob(owner, id, { state: 'succeeded' });
    expect(done).toMatchObject({
      progressDone: 5,
      progressTotal: 5,
      message: 'Item 5 of 5',
      result: { counted: 5, attempt: 1 },
    });
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    expect(recorder.runsOf(id)).toHaveLength(1);
  });

  it('cancels a running job: it stops at its next step and keeps what it did', async () => {
    const id = await enqueue('test.count', { items: 5, holdAt: 3 });
    await waitForJob(owner, id, { state: 'running', progressDone: 3 });
    const { status, body } = await send(owner, 'POST', `/${id}/cancel`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, state: 'cancelled', progressDone: 3 });
    expect(body.finishedAt).not.toBeNull();
    // The handler's next step is refused: nothing more is counted, no result is written.
    await expect.poll(() => queueIsIdle(queue)).toBe(true);
    expect((await getJob(owner, id)).body).toMatchObject({
      state: 'cancelled',
      progressDone: 3,
      result: null,
    });
  });

  it('cancels a queued job before it runs', async () => {
    const first = await enqueue('test.count', { items: 1, holdAt: 0 });
    await waitForJob(owner, first, { state: 'running' });
    // One job of a kind runs at a time: the second waits behind the first.
    const second = await enqueue('test.count', { items: 1 });
    expect((await getJob(owner, second)).body.state).toBe('queued');
    expect((await send(owner, 'POST', `/${second}/cancel`)).body.state).toBe('cancelled');
    recorder.gate(first).release();
    await waitForJob(owner, first, { state: 'succeeded' });
    // The next job of the kind runs and ends, so pg-boss has fetched past the cancelled one.
    const third = await enqueue('test.count', { items: 1 });
    await waitForJob(owner, third, { state: 'succeeded' });
    expect(recorder.runsOf(second)).toEqual([]);
    expect((await getJob(owner, second)).body).toMatchObject({ state: 'cancelled', attempts: 0 });
  });

  it('answers 409 JOB_FINISHED to a cancel of a job that has ended', async () => {
    const id = await enqueue('test.count', { items: 1 });
    await waitForJob(owner, id, { state: 'succeeded' });
    const { status, body } = await send<{ code: string; message: string }>(
      owner,
      'POST',
      `/${id}/cancel`,
    );
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'JOB_FINISHED', message: 'The job has already succeeded' });
    expect((await getJob(owner, id)).body.state).toBe('succeeded');
  });

  it('retries a failed run with back-off, showing the error meanwhile, until it succeeds', async () => {
    const id = await enqueue('test.flaky', { succeedOn: 3 });
    const waiting = await waitForJob(owner, id, { state: 'queued', attempts: 1 });
    expect(waiting.error).toBe('Not yet: attempt 1');
    const done = await waitForJob(owner, id, { state: 'succeeded' });
    expect(done).toMatchObject({ attempts: 3, error: null, result: { attempt: 3 } });
    const starts = recorder.runsOf(id).map((run) => run.startedAt);
    expect(recorder.runsOf(id).map((run) => run.attempt)).toEqual([1, 2, 3]);
    // pg-boss waits 1 to 2 s before the first retry and 2 to 4 s before the second: lower
    // bounds the queue guarantees, whatever the machine's speed.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(1_000);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(2_000);
  });

  it('fails a job for good once its tries are spent, with the last error for the screen', async () => {
    const id = await enqueue('test.flaky', { succeedOn: 10 });
    const failed = await waitForJob(owner, id, { state: 'failed' });
    expect(failed).toMatchObject({ attempts: 3, error: 'Not yet: attempt 3', result: null });
    expect(failed.finishedAt).not.toBeNull();
    expect(recorder.runsOf(id)).toHaveLength(3);
  });

  it('shows a generic error, never the exception, for a failure not written for users', async () => {
    const id = await enqueue('test.once', { succeedOn: 2, crash: true });
    const failed = await waitForJob(owner, id, { state: 'failed' });
    expect(failed).toMatchObject({
      attempts: 1,
      error: 'Something went wrong while this ran.',
    });
    expect(recorder.runsOf(id)).toHaveLength(1);
  });

  it('lists the user’s latest jobs first, of one kind when asked', async () => {
    const user = await createUser(app);
    const count = await enqueue('test.count', { items: 1 }, user.id);
    const once = await enqueue('test.once', { succeedOn: 1 }, user.id);
    await waitForJob(user, once, { state: 'succeeded' });
    const all = await send<JobJson[]>(user, 'GET');
    expect(all.status).toBe(200);
    expect(all.body.map((job) => job.id)).toEqual([once, count]);
    const counts = await send<JobJson[]>(user, 'GET', '?kind=test.count');
    expect(counts.body.map((job) => job.id)).toEqual([count]);
    expect((await send<JobJson[]>(user, 'GET', '?limit=1')).body.map((job) => job.id)).toEqual([
      once,
    ]);
  });

  it('refuses a malformed kind, limit or id with 400 naming the field', async () => {
    const badKind = await send(owner, 'GET', '?kind=Strava%20Import');
    expect(badKind.status).toBe(400);
    expect(fieldsOf(badKind.body)).toEqual(['kind']);
    const badLimit = await send(owner, 'GET', '?limit=500');
    expect(badLimit.status).toBe(400);
    expect(fieldsOf(badLimit.body)).toEqual(['limit']);
    expect((await send(owner, 'GET', '/not-a-uuid')).status).toBe(400);
  });

  it('answers 404 for another user’s job, and lists none of them', async () => {
    const id = await enqueue('test.count', { items: 1 });
    await waitForJob(owner, id, { state: 'succeeded' });
    const read = await send<{ code: string }>(stranger, 'GET', `/${id}`);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('JOB_NOT_FOUND');
    expect((await send(stranger, 'POST', `/${id}/cancel`)).status).toBe(404);
    const list = await send<JobJson[]>(stranger, 'GET');
    expect(list.body.map((job) => job.id)).not.toContain(id);
  });

  it('gives a handler the file stored for its job, a chunk at a time, and deletes it at the end', async () => {
    const bytes = randomBytes(2.5 * 1024 * 1024);
    const uploads = app.app.get(JobUploadsRepository);
    // Sent as a request body arrives: pieces of whatever size.
    const pieces = Readable.from(
      Array.from({ length: Math.ceil(bytes.length / 300_000) }, (_, n) =>
        bytes.subarray(n * 300_000, (n + 1) * 300_000),
      ),
    );
    const uploadId = await uploads.store(owner.id, pieces);
    const id = await queue.enqueue(owner.id, 'test.upload', {}, { uploadId });
    const done = await waitForJob(owner, id, { state: 'succeeded' });
    expect(done.result).toEqual({
      bytes: bytes.length,
      chunks: 3,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const db = app.app.get(DataSource);
    const left = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM job_uploads WHERE id = $1`,
      [uploadId],
    );
    expect(left[0]?.n).toBe(0);
  });

  it('reads no other user’s upload', async () => {
    const uploads = app.app.get(JobUploadsRepository);
    const uploadId = await uploads.store(owner.id, Readable.from([Buffer.from('private')]));
    const chunks: Buffer[] = [];
    for await (const chunk of uploads.read(stranger.id, uploadId)) chunks.push(chunk);
    expect(chunks).toEqual([]);
    await uploads.delete(owner.id, uploadId);
  });

  it('deletes a user’s jobs and uploads with the account', async () => {
    const user = await createUser(app);
    const uploads = app.app.get(JobUploadsRepository);
    const uploadId = await uploads.store(user.id, Readable.from([Buffer.from('zip bytes')]));
    const id = await queue.enqueue(user.id, 'test.count', { items: 2, holdAt: 1 }, { uploadId });
    await waitForJob(user, id, { state: 'running', progressDone: 1 });
    const { body: account } = await requestJson<{ email: string }>(
      user.session,
      user.url('/api/account'),
    );
    const deleted = await requestJson(user.session, user.url('/api/account/delete'), 'POST', {
      confirmation: account.email,
    });
    expect(deleted.status).toBe(204);
    const db = app.app.get(DataSource);
    const [row] = await db.query<{ jobs: number; uploads: number }[]>(
      `SELECT (SELECT count(*)::int FROM jobs WHERE owner_id = $1) AS jobs,
              (SELECT count(*)::int FROM job_uploads WHERE owner_id = $1) AS uploads`,
      [user.id],
    );
    expect(row).toEqual({ jobs: 0, uploads: 0 });
    // The run under way finds its job gone at its next step and stops there.
    recorder.gate(id).release();
    await expect.poll(() => queueIsIdle(queue)).toBe(true);
  });
});

/** No run under way in this app. */
const queueIsIdle = (queue: JobQueue) => queue.runningJobIds().length === 0;

describe('a job across a restart of its server', () => {
  const { app, owner, restart } = setupApi({ env: TEST_JOBS_ENV, users: 1 });

  it('stops at its next step when the server shuts down, and goes on from there after', async () => {
    const recorder = await registerTestJobKinds(app);
    const id = await app.app.get(JobQueue).enqueue(owner.id, 'test.count', { items: 4, holdAt: 2 });
    await waitForJob(owner, id, { state: 'running', progressDone: 2 });
    await restart();
    const again = await registerTestJobKinds(app);
    // The resumed run comes to the same place: this time it goes straight on.
    again.gate(id).release();
    const done = await waitForJob(owner, id, { state: 'succeeded' });
    expect(done).toMatchObject({
      attempts: 2,
      progressDone: 4,
      result: { counted: 4, attempt: 2 },
    });
    expect(recorder.runsOf(id).map((run) => run.attempt)).toEqual([1]);
    expect(again.runsOf(id).map((run) => run.attempt)).toEqual([2]);
  });
});
