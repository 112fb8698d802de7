import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@server/session/session.middleware.js';
import {
  bindFreePort,
  runBuiltServer,
  waitForHealthy,
  type BoundSocket,
  type BuiltServer,
} from '@test/support/built-server.js';
import { requestJson } from '@test/support/factories.js';
import type { HttpSession } from '@test/support/http-session.js';
import { signUp } from '@test/support/sign-in.js';
import type { JobJson } from '@test/support/test-jobs.js';
import { migratedDataDir } from '@test/support/migrated-data-dir.js';

const PRELOAD = fileURLToPath(new URL('./support/held-jobs.preload.js', import.meta.url));

interface JobMessage {
  type: string;
  jobId?: string;
  id?: string;
  ref?: string;
  attempt?: number;
  pid?: number;
}

/** A built server with the `test.held` kind preloaded, its IPC messages kept. */
class JobServer {
  readonly messages: JobMessage[] = [];
  readonly server: BuiltServer;

  constructor(
    readonly socket: BoundSocket,
    env: NodeJS.ProcessEnv,
  ) {
    this.server = runBuiltServer(
      {
        JOBS_POLL_INTERVAL_MS: '500',
        PASSWORD_HASH_COST: '10',
        PUBLIC_URL: socket.url,
        LOG_LEVEL: 'warn',
        ...env,
      },
      socket,
      { nodeArgs: ['--import', PRELOAD], ipc: true },
    );
    this.server.child.on('message', (message: JobMessage) => this.messages.push(message));
  }

  get url() {
    return this.socket.url;
  }

  ready = () => waitForHealthy(this.url, this.server);

  async enqueue(
    ownerId: string,
    data: { items: number; holdAt: number },
    kind = 'test.held',
  ): Promise<string> {
    const ref = randomBytes(4).toString('hex');
    this.server.child.send({ type: 'enqueue', ref, ownerId, kind, data });
    await expect.poll(() => this.messages.some((m) => m.ref === ref)).toBe(true);
    return this.messages.find((m) => m.ref === ref)!.id!;
  }

  release(jobId: string) {
    this.server.child.send({ type: 'release', jobId });
  }

  said(type: string, jobId: string) {
    return this.messages.filter((m) => m.type === type && m.jobId === jobId);
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (this.server.child.exitCode === null) this.server.child.kill(signal);
    await this.server.exited;
  }
}

/** The session of a user signed up on `from`, usable on `to` (same database and secret). */
const carrySession = (session: HttpSession, from: string, to: string) =>
  session.setCookie(to, SESSION_COOKIE, session.cookie(from, SESSION_COOKIE)!);

async function waitForJob(session: HttpSession, url: string, id: string, expected: object) {
  let job: JobJson | undefined;
  await expect
    .poll(async () => (job = (await requestJson<JobJson>(session, `${url}/api/jobs/${id}`)).body), {
      timeout: 30_000,
      interval: 100,
    })
    .toMatchObject(expected);
  return job!;
}

describe('jobs across server processes', () => {
  let dataDir: string;
  const servers: JobServer[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'packtrail-jobs-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
    await rm(dataDir, { recursive: true, force: true });
  });
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    const server = new JobServer(await bindFreePort(), { DATA_DIR: dataDir, ...env });
    servers.push(server);
    await server.ready();
    return server;
  };

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'after a kill half-way on the embedded database, goes on with a job that has tries left and fails one that has none',
    async () => {
      // Migrated already: the restart is the subject, not a first start on an empty directory.
      await migratedDataDir(dataDir);
      const first = await start();
      const { session, me } = await signUp(first.url);
      const id = await first.enqueue(me.userId, { items: 5, holdAt: 2 });
      const once = await first.enqueue(me.userId, { items: 3, holdAt: 1 }, 'test.held-once');
      await expect
        .poll(() => [id, once].map((job) => first.said('job-held', job).length))
        .toEqual([1, 1]);
      await waitForJob(session, first.url, id, { state: 'running', progressDone: 2 });

      await first.stop('SIGKILL');
      const second = await start();
      carrySession(session, first.url, second.url);
      const done = await waitForJob(session, second.url, id, { state: 'succeeded' });
      expect(done).toMatchObject({ attempts: 2, progressDone: 5, progressTotal: 5 });
      expect(done.result).toMatchObject({ items: 5, attempt: 2 });
      // The second run went on from the two steps the first had saved.
      expect(second.said('job-run', id).map((m) => m.attempt)).toEqual([2]);

      const failed = await waitForJob(session, second.url, once, { state: 'failed' });
      expect(failed).toMatchObject({
        attempts: 1,
        progressDone: 1,
        error: 'The server running this job stopped, and it has no tries left.',
      });
      expect(second.said('job-run', once)).toEqual([]);
    },
  );

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on one PostgreSQL database', () => {
    let databaseUrl: string;
    let dropDatabase: () => Promise<void>;
    beforeEach(async () => {
      ({ databaseUrl, dropDatabase } = await freshDatabase(process.env.TEST_DATABASE_URL!));
    });
    afterEach(() => dropDatabase());

    it('runs each job exactly once when two servers share the database', async () => {
      const first = await start({ DATABASE_URL: databaseUrl });
      const second = await start({ DATABASE_URL: databaseUrl });
      const { session, me } = await signUp(first.url);
      carrySession(session, first.url, second.url);
      const ids: string[] = [];
      for (let n = 0; n < 4; n += 1)
        ids.push(await first.enqueue(me.userId, { items: 2, holdAt: 1 }));
      // Each server runs one job of the kind at a time: both hold one while the rest wait.
      await expect
        .poll(() =>
          [first, second].map(
            (server) => server.messages.filter((m) => m.type === 'job-held').length,
          ),
        )
        .toEqual([1, 1]);
      // Released on both: a job not held yet goes straight through when its turn comes.
      for (const id of ids) for (const server of [first, second]) server.release(id);
      for (const id of ids) {
        const done = await waitForJob(session, second.url, id, { state: 'succeeded' });
        expect(done.attempts).toBe(1);
      }
      for (const id of ids) {
        const runs = [...first.said('job-run', id), ...second.said('job-run', id)];
        expect(runs, `runs of ${id}`).toHaveLength(1);
      }
      const runners = new Set(
        [first, second].flatMap((s) =>
          s.messages.filter((m) => m.type === 'job-run').map((m) => m.pid),
        ),
      );
      expect(runners.size).toBe(2);
    });
  });
});

/** A new, empty database on the TEST_DATABASE_URL server, as a fresh install would have. */
async function freshDatabase(serverUrl: string) {
  const name = `packtrail_jobs_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dropDatabase: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
