import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedDatabase } from '@server/database/embedded-database.js';
import { setupApi } from '@test/support/api-fixture.js';
import { createUser } from '@test/support/factories.js';
import { HttpSession } from '@test/support/http-session.js';
import { captureLogs, LOG_LEVELS, type LogLine } from '@test/support/log-capture.js';
import { loginUrl } from '@test/support/sign-in.js';
import { startTcpProxy, type TcpProxy } from '@test/support/tcp-proxy.js';
import { isolatedDatabase, type TestApp } from '@test/support/test-app.js';
import { authorizationUrl, pkce, providerClient, startSignIn } from './builtin-provider.helpers.js';

const OUTAGE = 'The database does not answer: requests get 503 until it does';
const RECOVERY = 'The database answers again';

/** A request made while the database is down, and what kind of answer it gets. */
interface Probe {
  label: string;
  send: () => Promise<Response>;
  kind: 'api' | 'health' | 'page';
}

async function expectUnavailable({ label, send, kind }: Probe): Promise<void> {
  const response = await send();
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(503);
  expect(response.headers.get('retry-after'), label).toBe('5');
  if (kind === 'api') {
    expect(JSON.parse(text), label).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is not answering. Try again in a few seconds.',
      code: 'DATABASE_UNAVAILABLE',
    });
  } else if (kind === 'health') {
    expect(JSON.parse(text), label).toMatchObject({
      status: 'error',
      database: { status: 'down' },
    });
  } else {
    expect(response.headers.get('content-type'), label).toContain('text/html');
    expect(text, label).toContain('Try again in a moment');
  }
}

/**
 * The same requests, signed in and not, through the API (JSON, the session store), the health
 * check and the built-in provider's pages, ready to be sent once the database is gone.
 */
async function probesFor(app: TestApp): Promise<Probe[]> {
  const user = await createUser(app);
  const visitor = new HttpSession();
  const startedSignIn = new HttpSession();
  await loginUrl(startedSignIn, app.baseUrl); // its session now lives in the database
  const client = await providerClient(app);
  const provider = new HttpSession();
  const { page } = await startSignIn(provider, client);
  const api = (path: string) => `${app.baseUrl}/api${path}`;
  const json = (method: string, body: unknown) => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return [
    { label: 'list items', kind: 'api', send: () => user.session.fetch(api('/gear/items')) },
    {
      label: 'create an item',
      kind: 'api',
      send: () => user.session.fetch(api('/gear/items'), json('POST', { name: 'T', weightMg: 1 })),
    },
    { label: 'the account', kind: 'api', send: () => user.session.fetch(api('/account')) },
    { label: 'who am I', kind: 'api', send: () => user.session.fetch(api('/auth/me')) },
    {
      label: 'a public profile (signed out)',
      kind: 'api',
      send: () => visitor.fetch(api('/public/users/someone')),
    },
    {
      label: 'the sign-in callback (session store)',
      kind: 'api',
      send: () => startedSignIn.fetch(api('/auth/callback'), json('POST', { code: 'abc' })),
    },
    {
      label: 'starting a sign-in (its session is saved before the answer)',
      kind: 'api',
      send: () => new HttpSession().fetch(api('/auth/login-url')),
    },
    { label: 'the health check', kind: 'health', send: () => visitor.fetch(api('/health')) },
    {
      label: 'a new sign-in at the provider',
      kind: 'page',
      send: () =>
        visitor.fetch(authorizationUrl(client, { state: 'x', code_challenge: pkce().challenge })),
    },
    { label: 'the sign-in page', kind: 'page', send: () => provider.fetch(page.url) },
  ];
}

// The latest app started decides where the apps alive log (log-capture.ts), so the file has one
// capture and each test reads the lines since its start.
const logs = captureLogs();

const outageLines = (lines: LogLine[]) => lines.filter((line) => line.msg === OUTAGE);

/** One line for the outage; no stack, and no other error, however many requests were refused. */
function expectOneLine(lines: LogLine[]): void {
  expect(outageLines(lines)).toHaveLength(1);
  expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
  expect(lines.filter((line) => line.level >= LOG_LEVELS.error)).toEqual(outageLines(lines));
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'an app whose embedded database stops while it runs',
  () => {
    const { app } = setupApi({
      env: { LOG_LEVEL: 'info' },
      start: { logDestination: logs.destination },
      users: 0,
    });

    it('answers 503 with Retry-After everywhere, signed in or not, and logs it once', async () => {
      const probes = await probesFor(app);
      const before = logs.lines.length;
      await app.database.stop();
      for (const probe of probes) await expectUnavailable(probe);
      for (const probe of probes) await expectUnavailable(probe);
      const during = logs.lines.slice(before);
      expectOneLine(during);
      expect(outageLines(during)[0]).toMatchObject({ level: LOG_LEVELS.error });
    });
  },
);

/** How connecting to host:port fails. */
function connectionError(address: string): Promise<string | undefined> {
  const [host = '', port = ''] = address.split(':');
  return new Promise((resolve) => {
    const socket = connect(Number(port), host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(undefined);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

/** A database of the test's own (a schema, or an embedded one), reached through a proxy. */
async function databaseBehindProxy() {
  const isolated = await isolatedDatabase();
  const embedded = isolated.env.DATABASE_URL
    ? undefined
    : await EmbeddedDatabase.start(isolated.env.DATA_DIR ?? '');
  const url = new URL(isolated.env.DATABASE_URL ?? embedded?.url ?? '');
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = proxy.address;
  return {
    proxy,
    env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: embedded ? '1' : '2' },
    stop: async () => {
      await embedded?.stop();
      await isolated.drop();
    },
  };
}

describe('an app whose PostgreSQL server goes away while it runs', () => {
  let database: Awaited<ReturnType<typeof databaseBehindProxy>>;
  let proxy: TcpProxy;
  // Stopped after the app (hooks after the tests run in reverse order).
  afterAll(() => database.stop());
  const { app, owner: user } = setupApi(async () => {
    database = await databaseBehindProxy();
    proxy = database.proxy;
    const env = { LOG_LEVEL: 'info', ...database.env };
    return { env, start: { logDestination: logs.destination }, users: 1 };
  });
  let probes: Probe[];
  beforeAll(async () => {
    probes = await probesFor(app);
  });

  it('answers 503 while its connections are cut, and logs when it answers again', async () => {
    const before = logs.lines.length;
    proxy.cutConnections();
    for (const probe of probes) await expectUnavailable(probe);
    expectOneLine(logs.lines.slice(before));

    proxy.forward();
    const recovered = await logs.waitFor((line) => line.msg === RECOVERY);
    expect(recovered.level).toBe(LOG_LEVELS.info);
    expect(typeof recovered.outageMs).toBe('number');
    const items = await user.session.fetch(`${app.baseUrl}/api/gear/items`);
    expect(items.status).toBe(200);
    expect(logs.lines.slice(before).filter((line) => line.msg === RECOVERY)).toHaveLength(1);
  });

  it('answers 503 when connecting is refused: a new outage, logged once more', async () => {
    const before = logs.lines.length;
    await proxy.refuse();
    expect(await connectionError(proxy.address)).toBe('ECONNREFUSED');
    // The first request may still meet the connection the pool held; the rest are refused.
    for (const probe of [...probes, ...probes]) await expectUnavailable(probe);
    expectOneLine(logs.lines.slice(before));
  });
});
