import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { StravaConnectionsService } from '@server/strava/strava-connections.service.js';
import { fieldsOf, sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { requestJson } from '@test/support/factories.js';
import {
  startStravaStandIn,
  type StravaAppStandIn,
  type StravaStandIn,
} from '@test/support/stand-ins/strava.js';
import { activityNames, syncStravaActivity } from '@test/support/strava-activities.js';
import { TEST_JOBS_ENV, waitForJob } from '@test/support/test-jobs.js';

type Connection = ApiSchema<'StravaConnectionDto'>;

interface ErrorJson {
  code?: string;
  errors?: { field: string; message: string }[];
}

const ATHLETE = { id: 134_815, firstname: 'Morag', lastname: 'Spey' };
const FULL_SCOPE = 'read,activity:read_all';

describe('linking Strava', () => {
  let strava: StravaStandIn;
  const { app, owner, stranger } = setupApi(async () => {
    strava = await startStravaStandIn();
    return {
      env: {
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
      },
    };
  });
  afterAll(() => strava.close());
  const send = sendUnder('/api/strava');

  /** The authorize step as the account page takes it: the state Strava will hand back. */
  const authorize = async (user: User) => {
    const { status, body } = await send<{ url: string }>(user, 'POST', '/authorize');
    expect(status).toBe(200);
    return new URL(body.url);
  };

  const complete = (user: User, fields: Record<string, unknown>) =>
    send<Connection & ErrorJson>(user, 'POST', '/connection', fields);

  it('sends the browser to Strava with the app, the callback, the scopes and a fresh state', async () => {
    const url = await authorize(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${strava.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: strava.clientId,
      redirect_uri: `${app.baseUrl}/strava/callback`,
      response_type: 'code',
      approval_prompt: 'auto',
      scope: FULL_SCOPE,
      state: expect.stringMatching(/^[\w-]{32}$/) as unknown,
    });
    const again = await authorize(owner);
    expect(again.searchParams.get('state')).not.toBe(url.searchParams.get('state'));
    const status = await send<Connection>(owner, 'GET', '/connection');
    expect(status.body).toEqual({
      configured: true,
      appSource: 'server',
      connected: false,
      athleteName: null,
      scopes: [],
      keepActivitiesOnRevoke: true,
    });
  });

  it('checks the callback: its code, its scope, and a state of this session used once', async () => {
    const state = (await authorize(owner)).searchParams.get('state') ?? '';
    const code = () => strava.issueCode(ATHLETE);

    const fieldsNamed = (body: unknown) => [...new Set(fieldsOf(body))];
    expect(fieldsNamed((await complete(owner, { scope: FULL_SCOPE, state })).body)).toEqual([
      'code',
    ]);
    expect(fieldsNamed((await complete(owner, { code: code(), state })).body)).toEqual(['scope']);
    // Each refusal spends the state: the link starts again.
    const fresh = async () => (await authorize(owner)).searchParams.get('state') ?? '';

    const unticked = await complete(owner, { code: code(), scope: 'read', state: await fresh() });
    expect(unticked.status).toBe(400);
    expect(unticked.body.code).toBe('STRAVA_SCOPE_MISSING');
    expect(unticked.body.errors?.[0]?.message).toMatch(/not given access to your activities/);

    // A state from another session (the stranger's) is refused here.
    const theirs = (await authorize(stranger)).searchParams.get('state') ?? '';
    await fresh();
    const forged = await complete(owner, { code: code(), scope: FULL_SCOPE, state: theirs });
    expect(forged.status).toBe(400);
    expect(fieldsOf(forged.body)).toEqual(['state']);

    // A code Strava does not know.
    const unknown = await complete(owner, {
      code: 'nope',
      scope: FULL_SCOPE,
      state: await fresh(),
    });
    expect(unknown.status).toBe(400);
    expect(fieldsOf(unknown.body)).toEqual(['code']);
    expect((await send<Connection>(owner, 'GET', '/connection')).body.connected).toBe(false);
  });

  it('links the athlete with the tokens sealed, and a replayed callback changes nothing', async () => {
    const state = (await authorize(owner)).searchParams.get('state') ?? '';
    const callback = { code: strava.issueCode(ATHLETE), scope: FULL_SCOPE, state };
    const linked = await complete(owner, callback);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      configured: true,
      appSource: 'server',
      connected: true,
      athleteName: 'Morag Spey',
      scopes: ['read', 'activity:read_all'],
      keepActivitiesOnRevoke: true,
    });
    const exchange = strava.requests.filter(
      (request) => request.fields.grant_type === 'authorization_code',
    );
    expect(exchange.at(-1)?.fields).toMatchObject({
      client_id: strava.clientId,
      code: callback.code,
    });

    const [row] = await app.app
      .get(DataSource)
      .query<{ access_token: string; refresh_token: string }[]>(
        'SELECT access_token, refresh_token FROM strava_connections WHERE owner_id = $1',
        [owner.id],
      );
    const issued = strava.tokensOf(ATHLETE.id);
    expect(row?.access_token.startsWith('v1.')).toBe(true);
    expect(row?.access_token).not.toContain(issued?.accessToken);
    expect(row?.refresh_token).not.toContain(issued?.refreshToken);

    const replayed = await complete(owner, callback);
    expect(replayed.status).toBe(400);
    expect(fieldsOf(replayed.body)).toEqual(['state']);

    // The same athlete cannot be linked to a second account.
    const theirs = (await authorize(stranger)).searchParams.get('state') ?? '';
    const taken = await complete(stranger, {
      code: strava.issueCode(ATHLETE),
      scope: FULL_SCOPE,
      state: theirs,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('STRAVA_ATHLETE_TAKEN');
  });

  it('refreshes a token about to expire, keeping the newest refresh token', async () => {
    const athlete = { id: 998_877, firstname: 'Ailsa', lastname: 'Craig' };
    const state = (await authorize(stranger)).searchParams.get('state') ?? '';
    // Strava's token lives 6 h; this one has a minute left, under the refresh margin.
    const code = strava.issueCode(athlete, 60);
    expect((await complete(stranger, { code, scope: FULL_SCOPE, state })).status).toBe(200);
    const first = strava.tokensOf(athlete.id);
    const service = app.app.get(StravaConnectionsService);

    const token = await service.accessToken(stranger.id);
    const second = strava.tokensOf(athlete.id);
    expect(second?.refreshToken).not.toBe(first?.refreshToken);
    expect(token).toBe(second?.accessToken);
    // The stand-in retired the first refresh token: the next refresh works only if the newest
    // one was kept.
    const again = await service.accessToken(stranger.id);
    expect(again).toBe(strava.tokensOf(athlete.id)?.accessToken);
    expect(again).not.toBe(token);
    expect(await service.accessToken('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('Strava on a server without a Strava app', () => {
  const { owner } = setupApi({ users: 1 });
  const send = sendUnder('/api/strava');

  it('says it is not set up, rather than sending anyone to Strava', async () => {
    expect((await send<Connection>(owner, 'GET', '/connection')).body).toEqual({
      configured: false,
      appSource: null,
      connected: false,
      athleteName: null,
      scopes: [],
      keepActivitiesOnRevoke: true,
    });
    const refused = await send<ErrorJson>(owner, 'POST', '/authorize');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STRAVA_NOT_SET_UP');
  });
});

describe('unlinking Strava', () => {
  let strava: StravaStandIn & StravaAppStandIn;
  const { app, owner, stranger } = setupApi(async () => {
    strava = await startStravaStandIn();
    return {
      env: {
        ...TEST_JOBS_ENV,
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
        STRAVA_API_URL: `${strava.url}/api/v3`,
      },
    };
  });
  afterAll(() => strava.close());
  const send = sendUnder('/api/strava');
  let nextAthlete = 500_000;

  /** Links `user` to a new athlete through the real authorize and callback steps. */
  const link = async (user: User) => {
    const athlete = { id: (nextAthlete += 1), firstname: 'Isla', lastname: 'Muir' };
    const { body } = await send<{ url: string }>(user, 'POST', '/authorize');
    const state = new URL(body.url).searchParams.get('state') ?? '';
    const code = strava.issueCode(athlete);
    const linked = await send(user, 'POST', '/connection', { code, scope: FULL_SCOPE, state });
    expect(linked.status).toBe(200);
    return athlete;
  };

  const storedLinks = async (user: User) =>
    app.app
      .get(DataSource)
      .query<{ access_token: string }[]>(
        'SELECT access_token FROM strava_connections WHERE owner_id = $1',
        [user.id],
      );

  const addHandActivity = (user: User) =>
    requestJson(user.session, user.url('/api/activities'), 'POST', {
      name: 'Entered by hand',
      category: 'walk',
      startTime: '2025-06-01T08:00:00.000Z',
    });

  it('asks what becomes of the activities, and says when there is no link', async () => {
    await link(owner);
    for (const query of ['', '?activities=maybe']) {
      const refused = await send<ErrorJson>(owner, 'DELETE', `/connection${query}`);
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['activities']);
    }
    expect((await send(owner, 'GET', '/connection')).body).toMatchObject({ connected: true });
    const none = await send<ErrorJson>(stranger, 'DELETE', '/connection?activities=keep');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('STRAVA_NOT_LINKED');
    await send(owner, 'DELETE', '/connection?activities=keep');
  });

  it('unlinks keeping the activities: Strava retires the token, sent in the header alone', async () => {
    const athlete = await link(owner);
    const token = strava.tokensOf(athlete.id)?.accessToken;
    await syncStravaActivity(app, owner.id, 71_001, 'Kept walk');

    const unlinked = await send<{ jobId: string | null }>(
      owner,
      'DELETE',
      '/connection?activities=keep',
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toEqual({ jobId: null });
    const call = strava.deauthorizations.at(-1);
    expect(call?.authorization).toBe(`Bearer ${token}`);
    expect(call?.fields).toEqual({});
    expect(strava.tokensOf(athlete.id)).toBeUndefined();
    expect(await storedLinks(owner)).toEqual([]);
    expect((await send(owner, 'GET', '/connection')).body).toMatchObject({ connected: false });
    expect(await activityNames(owner)).toContain('Kept walk');
  });

  it('unlinks deleting the activities Strava brought in, in a job, and no others', async () => {
    await link(stranger);
    await syncStravaActivity(app, stranger.id, 72_001, 'Strava walk one');
    await syncStravaActivity(app, stranger.id, 72_002, 'Strava walk two');
    expect((await addHandActivity(stranger)).status).toBe(201);

    const unlinked = await send<{ jobId: string }>(
      stranger,
      'DELETE',
      '/connection?activities=delete',
    );
    expect(unlinked.status).toBe(200);
    const job = await waitForJob(stranger, unlinked.body.jobId, { state: 'succeeded' });
    expect(job).toMatchObject({ kind: 'strava.unlink', result: { removed: 2 } });
    expect(await activityNames(stranger)).toEqual(['Entered by hand']);
    expect(await storedLinks(stranger)).toEqual([]);
  });

  it('unlinks here even when Strava refuses (access already revoked there)', async () => {
    const athlete = await link(owner);
    strava.revoke(athlete.id);
    const before = strava.deauthorizations.length;
    const unlinked = await send(owner, 'DELETE', '/connection?activities=keep');
    expect(unlinked.status).toBe(200);
    expect(strava.deauthorizations.length).toBe(before + 1);
    expect(await storedLinks(owner)).toEqual([]);
  });

  it('keeps the owner’s choice for a revocation on Strava’s side', async () => {
    await link(owner);
    const changed = await send<Connection>(owner, 'PATCH', '/connection', {
      keepActivitiesOnRevoke: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.keepActivitiesOnRevoke).toBe(false);
    expect((await send<Connection>(owner, 'GET', '/connection')).body).toMatchObject({
      keepActivitiesOnRevoke: false,
    });
    const bad = await send(owner, 'PATCH', '/connection', { keepActivitiesOnRevoke: 'no' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['keepActivitiesOnRevoke']);
    const notLinked = await send<ErrorJson>(stranger, 'PATCH', '/connection', {
      keepActivitiesOnRevoke: false,
    });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.code).toBe('STRAVA_NOT_LINKED');
    await send(owner, 'DELETE', '/connection?activities=keep');
  });
});

describe('Strava through a user’s own app, on a server without one', () => {
  let strava: StravaStandIn & StravaAppStandIn;
  afterAll(() => strava.close());
  const { app, owner, stranger } = setupApi(async () => {
    strava = await startStravaStandIn();
    // No STRAVA_CLIENT_ID: Strava's addresses only (the stand-in's).
    return { env: { STRAVA_OAUTH_URL: `${strava.url}/oauth` } };
  });
  const send = sendUnder('/api/strava');
  const ownApp = () => ({ clientId: strava.clientId, clientSecret: strava.clientSecret });
  const sentApp = () => ({ client_id: strava.clientId, client_secret: strava.clientSecret });

  it('checks the app it is given, and keeps its secret sealed', async () => {
    const bad = await send(owner, 'PUT', '/app', { clientId: 'abc', clientSecret: 'short' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['clientId', 'clientSecret']);

    const saved = await send<Connection>(owner, 'PUT', '/app', ownApp());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, appSource: 'own', connected: false });
    expect(JSON.stringify(saved.body)).not.toContain(strava.clientSecret);
    const [row] = await app.app
      .get(DataSource)
      .query<{ client_secret: string }[]>(
        'SELECT client_secret FROM strava_user_apps WHERE owner_id = $1',
        [owner.id],
      );
    expect(row?.client_secret.startsWith('v1.')).toBe(true);
    expect(row?.client_secret).not.toContain(strava.clientSecret);
    // Another user's app is theirs alone.
    expect((await send<Connection>(stranger, 'GET', '/connection')).body).toMatchObject({
      configured: false,
      appSource: null,
    });
    const refused = await send<ErrorJson>(stranger, 'POST', '/authorize');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STRAVA_NOT_SET_UP');
  });

  it('links, refreshes and unlinks with the user’s app', async () => {
    await send(owner, 'PUT', '/app', ownApp());
    const { body } = await send<{ url: string }>(owner, 'POST', '/authorize');
    const url = new URL(body.url);
    expect(url.searchParams.get('client_id')).toBe(strava.clientId);
    const athlete = { id: 313_131, firstname: 'Rhona', lastname: 'Tay' };
    const linked = await send<Connection>(owner, 'POST', '/connection', {
      code: strava.issueCode(athlete, 60),
      scope: FULL_SCOPE,
      state: url.searchParams.get('state'),
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ connected: true, appSource: 'own' });
    const exchange = strava.requests.filter((r) => r.fields.grant_type === 'authorization_code');
    expect(exchange.at(-1)?.fields).toMatchObject(sentApp());

    // The token had a minute left: the refresh goes with the user's app too.
    const token = await app.app.get(StravaConnectionsService).accessToken(owner.id);
    expect(token).toBe(strava.tokensOf(athlete.id)?.accessToken);
    const refresh = strava.requests.filter((r) => r.fields.grant_type === 'refresh_token');
    expect(refresh.at(-1)?.fields).toMatchObject(sentApp());

    const inUse = await send<ErrorJson>(owner, 'DELETE', '/app');
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('STRAVA_APP_IN_USE');
    expect((await send(owner, 'DELETE', '/connection?activities=keep')).status).toBe(200);
    // The token (refreshed again: it keeps under the margin) was retired on Strava.
    expect(strava.deauthorizations.at(-1)?.authorization).toMatch(/^Bearer [0-9a-f]{40}$/);
    expect(strava.tokensOf(athlete.id)).toBeUndefined();
    const removed = await send<Connection>(owner, 'DELETE', '/app');
    expect(removed.body).toMatchObject({ configured: false, appSource: null });
  });

  it('says a wrong secret is Strava’s refusal of the link, not a server error', async () => {
    await send(stranger, 'PUT', '/app', { ...ownApp(), clientSecret: 'f'.repeat(40) });
    const { body } = await send<{ url: string }>(stranger, 'POST', '/authorize');
    const refused = await send<ErrorJson>(stranger, 'POST', '/connection', {
      code: strava.issueCode({ id: 414_141, firstname: 'Ann', lastname: 'Dee' }),
      scope: FULL_SCOPE,
      state: new URL(body.url).searchParams.get('state'),
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['code']);
  });
});

describe('a user’s own Strava app on a server that has one', () => {
  const { owner } = setupApi({
    users: 1,
    env: { STRAVA_CLIENT_ID: '12345', STRAVA_CLIENT_SECRET: 'a'.repeat(40) },
  });
  const send = sendUnder('/api/strava');

  it('is refused: the server’s app is everyone’s', async () => {
    const refused = await send<ErrorJson>(owner, 'PUT', '/app', {
      clientId: '777',
      clientSecret: 'b'.repeat(40),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('STRAVA_APP_PROVIDED');
  });
});
