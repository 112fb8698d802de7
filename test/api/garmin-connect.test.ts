import { readFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { GarminConnectionsService } from '@server/garmin/garmin-connections.service.js';
import { fieldsOf, sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { startGarminStandIn, type GarminStandIn } from '@test/support/stand-ins/garmin.js';
import { TEST_JOBS_ENV, waitForJob, type JobJson } from '@test/support/test-jobs.js';
import { requestJson } from '@test/support/factories.js';

type Connection = ApiSchema<'GarminConnectionDto'>;

interface ErrorJson {
  code?: string;
  errors?: { field: string; message: string }[];
}

interface GarminRow {
  id: string;
  name: string;
  category: string;
  source: string;
  distance_m: number | null;
  file_id: string | null;
  points: number | null;
}

const FIT = readFileSync(
  new URL('../fixtures/activities/activity-small-fenix2-run.fit', import.meta.url),
);

/** Garmin's activity summary, as its Activity API pushes it. */
const summaryOf = (
  userId: string,
  activityId: number,
  overrides: Record<string, unknown> = {},
) => ({
  userId,
  summaryId: String(activityId),
  activityId,
  activityName: 'Loch Lomond shore',
  activityType: 'HIKING',
  startTimeInSeconds: 1_700_000_000 + activityId * 10,
  startTimeOffsetInSeconds: 0,
  durationInSeconds: 7200,
  distanceInMeters: 10_000 + activityId,
  averageSpeedInMetersPerSecond: 1.4,
  deviceName: 'fenix 7',
  ...overrides,
});

describe('linking Garmin', () => {
  let garmin: GarminStandIn;
  // Registered first: it runs after the app has stopped.
  afterAll(() => garmin.close());
  const { app, owner, stranger } = setupApi(async () => {
    garmin = await startGarminStandIn();
    return {
      env: {
        ...TEST_JOBS_ENV,
        GARMIN_CLIENT_ID: garmin.clientId,
        GARMIN_CLIENT_SECRET: garmin.clientSecret,
        GARMIN_OAUTH_URL: garmin.url,
        GARMIN_TOKEN_URL: garmin.tokenUrl,
        GARMIN_API_URL: garmin.url,
      },
    };
  });
  beforeAll(() => {
    garmin.pushUrl = `${app.baseUrl}/api/garmin/push`;
  });
  const send = sendUnder('/api/garmin');

  const authorize = async (user: User) => {
    const { status, body } = await send<{ url: string }>(user, 'POST', '/authorize');
    expect(status).toBe(200);
    return new URL(body.url);
  };
  const complete = (user: User, fields: Record<string, unknown>) =>
    send<Connection & ErrorJson>(user, 'POST', '/connection', fields);

  /** The whole link as the browser makes it, for the Garmin user `userId`. */
  const link = async (user: User, userId: string, expiresInS?: number) => {
    const url = await authorize(user);
    const code = garmin.issueCode(userId, url, expiresInS);
    const linked = await complete(user, { code, state: url.searchParams.get('state') });
    expect(linked.status).toBe(200);
    return linked.body;
  };

  const rows = (user: User) =>
    app.app.get(DataSource).query<GarminRow[]>(
      `SELECT a.id, a.name, a.category, a.source, a.distance_m, a.file_id,
              jsonb_array_length(r.points) AS points
         FROM activity_sources s JOIN activities a ON a.id = s.activity_id
         LEFT JOIN activity_routes r ON r.activity_id = a.id
        WHERE s.owner_id = $1 AND s.provider = 'garmin' ORDER BY a.start_time`,
      [user.id],
    );
  const rowOf = async (user: User, name: string) =>
    (await rows(user)).find((row) => row.name === name);

  /** The ids of the user's latest jobs of a kind, newest first. */
  const jobsOf = async (user: User, kind: string) =>
    (
      await requestJson<{ id: string }[]>(user.session, user.url(`/api/jobs?kind=${kind}&limit=50`))
    ).body.map((job) => job.id);

  /** Waits for the owner's last job of a kind to end as expected. */
  const lastJob = async (user: User, kind: string, expected: Partial<JobJson>) => {
    let id: string | undefined;
    await expect
      .poll(async () => {
        const jobs = await requestJson<{ id: string; kind: string }[]>(
          user.session,
          user.url(`/api/jobs?kind=${kind}&limit=1`),
        );
        id = jobs.body[0]?.id;
        return id;
      })
      .toBeDefined();
    return waitForJob(user, id ?? '', expected);
  };

  it('sends the browser to Garmin with the app, the callback, a S256 challenge and a fresh state', async () => {
    const url = await authorize(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${garmin.url}/oauth2Confirm`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: garmin.clientId,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      code_challenge_method: 'S256',
      redirect_uri: `${app.baseUrl}/garmin/callback`,
      state: expect.stringMatching(/^[\w-]{32}$/) as unknown,
    });
    const again = await authorize(owner);
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    expect(again.searchParams.get('code_challenge')).not.toBe(
      url.searchParams.get('code_challenge'),
    );
    expect((await send<Connection>(owner, 'GET', '/connection')).body).toEqual({
      configured: true,
      connected: false,
      permissions: [],
    });
  });

  it('checks the callback: a code, a state of this session used once, and a link started here', async () => {
    const url = await authorize(owner);
    const state = url.searchParams.get('state');
    const missing = await complete(owner, { state });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toContain('code');

    // A state from another session (the stranger's) is refused here.
    const theirs = await authorize(stranger);
    await authorize(owner);
    const forged = await complete(owner, {
      code: garmin.issueCode('garmin-forged', theirs),
      state: theirs.searchParams.get('state'),
    });
    expect(forged.status).toBe(400);
    expect(fieldsOf(forged.body)).toEqual(['state']);

    // No state and no link started in this session (the refusal above spent it).
    const unstarted = await complete(owner, { code: garmin.issueCode('garmin-x', url) });
    expect(unstarted.status).toBe(400);
    expect(fieldsOf(unstarted.body)).toEqual(['code']);
    expect(unstarted.body.errors?.[0]?.message).toMatch(/connect again/);

    // The code was issued for another authorize address's challenge: Garmin checks the
    // verifier the server keeps, and refuses.
    const earlier = await authorize(owner);
    const current = await authorize(owner);
    const wrongVerifier = await complete(owner, {
      code: garmin.issueCode('garmin-x', earlier),
      state: current.searchParams.get('state'),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(fieldsOf(wrongVerifier.body)).toEqual(['code']);
    const exchange = garmin.requests.filter(
      (request) => request.fields.grant_type === 'authorization_code',
    );
    expect(exchange.at(-1)?.fields.code_verifier).toMatch(/^[\w-]{43,128}$/);
    expect((await send<Connection>(owner, 'GET', '/connection')).body.connected).toBe(false);
  });

  it('links with the tokens sealed, refuses a replay, and asks for two years of history', async () => {
    const userId = 'garmin-owner-1';
    garmin.backfillData = (user, window) =>
      window.endS - window.startS > 0 &&
      garmin.backfills.filter((b) => b.userId === user).length === 1
        ? {
            activities: [
              summaryOf(user, 900, {
                activityName: 'From the backfill',
                startTimeInSeconds: window.startS + 3600,
              }),
            ],
          }
        : null;
    const url = await authorize(owner);
    const code = garmin.issueCode(userId, url);
    const callback = { code, state: url.searchParams.get('state') };
    const linked = await complete(owner, callback);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      configured: true,
      connected: true,
      permissions: ['ACTIVITY_EXPORT'],
    });
    const exchange = garmin.requests.filter((request) => request.fields.code === code).at(-1);
    expect(exchange?.fields).toMatchObject({
      grant_type: 'authorization_code',
      client_id: garmin.clientId,
      client_secret: garmin.clientSecret,
      redirect_uri: `${app.baseUrl}/garmin/callback`,
    });
    const issued = garmin.tokensOf(userId);
    const userIdCall = garmin.requests
      .filter((request) => request.path.endsWith('/user/id'))
      .at(-1);
    expect(userIdCall?.authorization).toBe(`Bearer ${issued?.accessToken}`);

    const [row] = await app.app
      .get(DataSource)
      .query<Record<string, unknown>[]>('SELECT * FROM garmin_connections WHERE owner_id = $1', [
        owner.id,
      ]);
    const stored = JSON.stringify(row);
    expect(row?.user_id).toBe(userId);
    expect(String(row?.access_token).startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(issued?.accessToken);
    expect(stored).not.toContain(issued?.refreshToken);

    const replayed = await complete(owner, callback);
    expect(replayed.status).toBe(400);
    expect(fieldsOf(replayed.body)).toEqual(['state']);

    // The history: nine windows of at most 90 days, the last two years, then Garmin's push.
    const backfill = await lastJob(owner, 'garmin.backfill', { state: 'succeeded' });
    expect(backfill).toMatchObject({ progressDone: 9, progressTotal: 9 });
    const windows = garmin.backfills.filter((window) => window.userId === userId);
    expect(windows).toHaveLength(9);
    expect(windows.every((w) => w.endS - w.startS <= 90 * 86_400)).toBe(true);
    const nowS = Date.now() / 1000;
    expect(nowS - (windows[0]?.startS ?? 0)).toBeGreaterThan(729 * 86_400);
    expect(nowS - (windows.at(-1)?.endS ?? 0)).toBeLessThan(3600);
    await expect.poll(() => rowOf(owner, 'From the backfill'), { timeout: 30_000 }).toBeDefined();
  });

  it('finishes a callback without a state when this session started the link', async () => {
    const userId = 'garmin-stranger-1';
    const url = await authorize(stranger);
    const linked = await complete(stranger, { code: garmin.issueCode(userId, url) });
    expect(linked.status).toBe(200);
    expect(linked.body.connected).toBe(true);

    // The same Garmin user cannot be linked to a second account.
    const taken = await authorize(owner);
    const refused = await complete(owner, {
      code: garmin.issueCode(userId, taken),
      state: taken.searchParams.get('state'),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('GARMIN_USER_TAKEN');
  });

  it('refreshes a token about to expire, keeping the rotated refresh token', async () => {
    const service = app.app.get(GarminConnectionsService);
    const userId = 'garmin-stranger-1';
    // A minute left: under the refresh margin.
    await link(stranger, userId, 60);
    const first = garmin.tokensOf(userId);
    const token = await service.accessToken(stranger.id);
    const second = garmin.tokensOf(userId);
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
    expect(token).toBe(second?.accessToken);
    const refresh = garmin.requests
      .filter((request) => request.fields.grant_type === 'refresh_token')
      .at(-1);
    expect(refresh?.fields.refresh_token).toBe(first?.refreshToken);
    // Garmin refuses the first refresh token now: this works only with the rotated one kept.
    const again = await service.accessToken(stranger.id);
    expect(again).toBe(garmin.tokensOf(userId)?.accessToken);
    expect(again).not.toBe(token);
  });

  it('refuses a push without this server’s client id, and changes nothing', async () => {
    const jobs = await jobsOf(owner, 'garmin.activity');
    const forged = await garmin.push(
      { activities: [summaryOf('garmin-owner-1', 1, { activityName: 'Forged' })] },
      'someone-else',
    );
    expect(forged.status).toBe(401);
    const bare = await fetch(garmin.pushUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deregistrations: [{ userId: 'garmin-owner-1' }] }),
    });
    expect(bare.status).toBe(401);
    // Refused before anything was queued: no job, no call to Garmin, the link as it was.
    expect(await jobsOf(owner, 'garmin.activity')).toEqual(jobs);
    expect(await jobsOf(owner, 'garmin.deregistration')).toEqual([]);
    expect((await send<Connection>(owner, 'GET', '/connection')).body.connected).toBe(true);
  });

  it('writes a pushed summary once, however often it comes, and ignores unknown users', async () => {
    const summary = summaryOf('garmin-owner-1', 101, {
      activityName: 'Pushed walk',
      activityType: 'WALKING',
    });
    const pushed = await garmin.push({
      activities: [summary, summaryOf('garmin-nobody', 102, { activityName: 'Nobody’s' })],
    });
    expect(pushed.status).toBe(200);
    await expect
      .poll(() => rowOf(owner, 'Pushed walk'), { timeout: 30_000 })
      .toMatchObject({
        category: 'walk',
        source: 'garmin',
        distance_m: 10_101,
      });
    expect(
      (await garmin.push({ activities: [{ ...summary, activityName: 'Pushed walk, renamed' }] }))
        .status,
    ).toBe(200);
    await expect
      .poll(() => rowOf(owner, 'Pushed walk, renamed'), { timeout: 30_000 })
      .toBeDefined();
    expect((await rows(owner)).filter((row) => row.name.startsWith('Pushed walk'))).toHaveLength(1);
    expect(await rowOf(stranger, 'Nobody’s')).toBeUndefined();
  });

  it('fetches a ping’s summaries from Garmin, and never a callback URL on another host', async () => {
    const callbackURL = garmin.pingUrl('garmin-owner-1', [
      summaryOf('garmin-owner-1', 201, {
        activityName: 'Pinged ride',
        activityType: 'MOUNTAIN_BIKING',
      }),
    ]);
    expect(
      (await garmin.push({ activities: [{ userId: 'garmin-owner-1', callbackURL }] })).status,
    ).toBe(200);
    await expect
      .poll(() => rowOf(owner, 'Pinged ride'), { timeout: 30_000 })
      .toMatchObject({
        category: 'mountain-bike',
      });
    const fetched = garmin.requests.find(
      (request) => request.fields.token === new URL(callbackURL).searchParams.get('token'),
    );
    expect(fetched?.authorization).toBe(`Bearer ${garmin.tokensOf('garmin-owner-1')?.accessToken}`);

    // The same stand-in by another name is another origin: not fetched.
    const elsewhere = garmin
      .pingUrl('garmin-owner-1', [summaryOf('garmin-owner-1', 202, { activityName: 'Elsewhere' })])
      .replace('127.0.0.1', 'localhost');
    const token = new URL(elsewhere).searchParams.get('token');
    const jobs = await jobsOf(owner, 'garmin.activity');
    expect(
      (await garmin.push({ activities: [{ userId: 'garmin-owner-1', callbackURL: elsewhere }] }))
        .status,
    ).toBe(200);
    // Refused as it came: nothing queued, nothing fetched.
    expect(await jobsOf(owner, 'garmin.activity')).toEqual(jobs);
    expect(garmin.requests.some((request) => request.fields.token === token)).toBe(false);

    // A callback URL Garmin no longer answers (404) is skipped, not retried for ever.
    const expired = `${garmin.url}/wellness-api/rest/activities?token=expired`;
    await garmin.push({ activities: [{ userId: 'garmin-owner-1', callbackURL: expired }] });
    const skipped = await lastJob(owner, 'garmin.activity', { state: 'succeeded' });
    expect(skipped.result).toEqual({ written: 0, skipped: 1 });
    expect(await rowOf(owner, 'Elsewhere')).toBeUndefined();
  });

  it('reads a FIT file into an activity with its route, in place of its summary', async () => {
    const activityId = 301;
    // The summary first (no route yet), then the file: one activity, with the route.
    await garmin.push({
      activities: [
        summaryOf('garmin-owner-1', activityId, {
          activityName: 'Fenix run',
          activityType: 'RUNNING',
        }),
      ],
    });
    await expect
      .poll(() => rowOf(owner, 'Fenix run'), { timeout: 30_000 })
      .toMatchObject({ file_id: null });
    await garmin.push({
      activityFiles: [
        {
          userId: 'garmin-owner-1',
          summaryId: String(activityId),
          activityId,
          activityName: 'Fenix run',
          fileType: 'FIT',
          callbackURL: garmin.fileUrl('garmin-owner-1', FIT),
        },
      ],
    });
    await expect
      .poll(async () => (await rowOf(owner, 'Fenix run'))?.file_id ?? null, { timeout: 30_000 })
      .not.toBeNull();
    const row = await rowOf(owner, 'Fenix run');
    expect(row?.points).toBeGreaterThan(1000);
    expect(row?.distance_m).toBeCloseTo(9008.22, 1);
    expect((await rows(owner)).filter((each) => each.name === 'Fenix run')).toHaveLength(1);
  });

  it('waits out Garmin’s 429 and 503, and fetches the ping all the same', async () => {
    // Garmin's 429 and 503, each retried after its wait.
    garmin.failNext(429);
    garmin.failNext(503);
    const callbackURL = garmin.pingUrl('garmin-owner-1', [
      summaryOf('garmin-owner-1', 401, { activityName: 'After the outage' }),
    ]);
    await garmin.push({ activities: [{ userId: 'garmin-owner-1', callbackURL }] });
    await expect.poll(() => rowOf(owner, 'After the outage'), { timeout: 60_000 }).toBeDefined();
  });

  it('unlinks when Garmin says the user deregistered, keeping the activities', async () => {
    const user = 'garmin-stranger-1';
    await garmin.push({ activities: [summaryOf(user, 501, { activityName: 'Stranger’s walk' })] });
    await expect.poll(() => rowOf(stranger, 'Stranger’s walk'), { timeout: 30_000 }).toBeDefined();
    // A stale deregistration (the token still works) changes nothing.
    await garmin.push({ deregistrations: [{ userId: user }] });
    await lastJob(stranger, 'garmin.deregistration', { state: 'succeeded' });
    expect((await send<Connection>(stranger, 'GET', '/connection')).body.connected).toBe(true);

    garmin.revoke(user);
    await garmin.push({ deregistrations: [{ userId: user }] });
    await expect
      .poll(async () => (await send<Connection>(stranger, 'GET', '/connection')).body.connected, {
        timeout: 30_000,
      })
      .toBe(false);
    expect(await rowOf(stranger, 'Stranger’s walk')).toBeDefined();
  });

  it('stores a permission change, and says when activities are not allowed', async () => {
    await garmin.push({
      userPermissionsChange: [{ userId: 'garmin-owner-1', permissions: ['HEALTH_EXPORT'] }],
    });
    expect((await send<Connection>(owner, 'GET', '/connection')).body.permissions).toEqual([
      'HEALTH_EXPORT',
    ]);
    await garmin.push({
      userPermissionsChange: [
        { userId: 'garmin-owner-1', permissions: ['ACTIVITY_EXPORT', 'HEALTH_EXPORT'] },
      ],
    });
    expect((await send<Connection>(owner, 'GET', '/connection')).body.permissions).toEqual([
      'ACTIVITY_EXPORT',
      'HEALTH_EXPORT',
    ]);
  });

  it('unlinks keeping the activities, telling Garmin with the token', async () => {
    const token = garmin.tokensOf('garmin-owner-1')?.accessToken;
    const before = (await rows(owner)).length;
    expect(before).toBeGreaterThan(0);
    const bad = await send<ErrorJson>(owner, 'DELETE', '/connection?activities=maybe');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['activities']);
    const unlinked = await send<Connection>(owner, 'DELETE', '/connection?activities=keep');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({ configured: true, connected: false, permissions: [] });
    const deregistration = garmin.requests.filter((request) => request.method === 'DELETE').at(-1);
    expect(deregistration?.path).toBe('/wellness-api/rest/user/registration');
    expect(deregistration?.authorization).toBe(`Bearer ${token}`);
    expect(garmin.tokensOf('garmin-owner-1')).toBeUndefined();
    expect((await rows(owner)).length).toBe(before);
  });

  it('unlinks deleting the activities Garmin brought, even when Garmin refuses the token', async () => {
    await link(owner, 'garmin-owner-1');
    await garmin.push({
      activities: [summaryOf('garmin-owner-1', 601, { activityName: 'To delete' })],
    });
    await expect.poll(() => rowOf(owner, 'To delete'), { timeout: 30_000 }).toBeDefined();
    garmin.revoke('garmin-owner-1');
    const unlinked = await send<Connection>(owner, 'DELETE', '/connection?activities=delete');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.connected).toBe(false);
    expect(await rows(owner)).toEqual([]);
    const [count] = await app.app
      .get(DataSource)
      .query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM garmin_connections WHERE owner_id = $1',
        [owner.id],
      );
    expect(count?.n).toBe(0);
  });
});

describe('Garmin on a server without a Garmin app', () => {
  const { owner } = setupApi({ users: 1 });
  const send = sendUnder('/api/garmin');

  it('says it is not set up, rather than sending anyone to Garmin, and refuses pushes', async () => {
    expect((await send<Connection>(owner, 'GET', '/connection')).body).toEqual({
      configured: false,
      connected: false,
      permissions: [],
    });
    const refused = await send<ErrorJson>(owner, 'POST', '/authorize');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('GARMIN_NOT_SET_UP');
    const callback = await send<ErrorJson>(owner, 'POST', '/connection', { code: 'abc' });
    expect(callback.status).toBe(409);
    const push = await fetch(owner.url('/api/garmin/push'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'garmin-client-id': 'anything' },
      body: '{}',
    });
    expect(push.status).toBe(401);
  });
});
