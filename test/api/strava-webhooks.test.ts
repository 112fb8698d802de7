import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiSchema } from '../../client/lib/api/schema.js';
import { StravaWebhookSubscriptionService } from '@server/strava/webhooks/strava-webhook-subscription.service.js';
import { sendUnder, setupApi, fieldsOf, type User } from '@test/support/api-fixture.js';
import { requestJson } from '@test/support/factories.js';
import {
  sendEvent,
  startStravaStandIn,
  type StravaAppStandIn,
  type StravaStandIn,
} from '@test/support/stand-ins/strava.js';
import { activityNames } from '@test/support/strava-activities.js';
import { TEST_JOBS_ENV, type JobJson } from '@test/support/test-jobs.js';

type Connection = ApiSchema<'StravaConnectionDto'>;

const FULL_SCOPE = 'read,activity:read_all';

describe('Strava webhooks', () => {
  let strava: StravaStandIn & StravaAppStandIn;
  afterAll(() => strava.close());
  const { app, owner, stranger } = setupApi(async () => {
    strava = await startStravaStandIn();
    return {
      env: {
        ...TEST_JOBS_ENV,
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
        STRAVA_API_URL: `${strava.url}/api/v3`,
        // The test app's address is a loopback one, which `auto` would not subscribe.
        STRAVA_WEBHOOK: 'on',
      },
    };
  });
  const send = sendUnder('/api/strava');

  let nextAthlete = 700_000;
  let nextActivity = 8_100_000;
  /** An activity on Strava (a manual entry: no streams), each on a day of its own. */
  const newActivity = (athleteId: number, name: string) => {
    nextActivity += 1;
    strava.api.addActivities(athleteId, [
      {
        id: nextActivity,
        name,
        sport_type: 'Hike',
        start_date: new Date(
          Date.UTC(2025, 0, 1, 8) + (nextActivity - 8_100_000) * 86_400_000,
        ).toISOString(),
        distance: 8_000,
        moving_time: 10_800,
        elapsed_time: 11_400,
        manual: true,
      },
    ]);
    return nextActivity;
  };
  /** The athlete's activity as the stand-in keeps it, changed in place (a rename on Strava). */
  const onStrava = (athleteId: number, id: number) =>
    strava.api.activities(athleteId).find((activity) => activity.id === id);
  const deleteOnStrava = (athleteId: number, id: number) => {
    const list = strava.api.activities(athleteId);
    list.splice(
      list.findIndex((activity) => activity.id === id),
      1,
    );
  };

  /** Links `user` to a new athlete through the real authorize and callback steps. */
  const link = async (user: User, expiresInS?: number) => {
    const athlete = { id: (nextAthlete += 1), firstname: 'Ewan', lastname: 'Rannoch' };
    const { body } = await send<{ url: string }>(user, 'POST', '/authorize');
    const state = new URL(body.url).searchParams.get('state') ?? '';
    const code = strava.issueCode(athlete, expiresInS);
    expect(
      (await send(user, 'POST', '/connection', { code, scope: FULL_SCOPE, state })).status,
    ).toBe(200);
    return athlete;
  };

  const eventJobs = async (user: User) =>
    (await requestJson<JobJson[]>(user.session, user.url('/api/jobs?kind=strava.event&limit=100')))
      .body;

  /** Sends the event, expects Strava's 200, and waits for the job it queued to end. */
  const deliver = async (user: User, event: object, expected: Record<string, unknown>) => {
    const before = (await eventJobs(user)).length;
    const answer = await sendEvent(app.baseUrl, event);
    expect(answer.status).toBe(200);
    let jobs: JobJson[] = [];
    await expect
      .poll(
        async () => {
          jobs = await eventJobs(user);
          return jobs.length === before + 1 ? jobs[0]?.state : 'not queued';
        },
        { timeout: 30_000, interval: 100 },
      )
      .toBe('succeeded');
    expect(jobs[0]?.result).toEqual(expected);
  };

  const linkRow = (user: User) =>
    app.app
      .get(DataSource)
      .query<unknown[]>('SELECT 1 FROM strava_connections WHERE owner_id = $1', [user.id]);

  it('subscribes at start-up through Strava’s handshake, its verify token sealed', async () => {
    await expect.poll(() => strava.subscription(), { timeout: 30_000 }).toBeDefined();
    const subscription = strava.subscription();
    expect(subscription?.callbackUrl).toBe(`${app.baseUrl}/api/strava/webhook`);
    expect(strava.handshakes.at(-1)).toEqual({
      callbackUrl: subscription?.callbackUrl,
      echoed: true,
    });
    const rows = await app.app
      .get(DataSource)
      .query<{ id: string; client_id: string; verify_token: string }[]>(
        'SELECT id, client_id, verify_token FROM strava_webhook_subscriptions',
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: String(subscription?.id), client_id: strava.clientId });
    expect(rows[0]?.verify_token.startsWith('v1.')).toBe(true);
    expect(rows[0]?.verify_token).not.toContain(subscription?.verifyToken);
    // The secret goes in the form of the POST, as Strava asks.
    const created = strava.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/v3/push_subscriptions',
    );
    expect(created?.fields).toMatchObject({
      client_id: strava.clientId,
      callback_url: subscription?.callbackUrl,
    });
  });

  it('keeps a subscription Strava has for it, and makes a new one after an unsubscribe', async () => {
    const service = app.app.get(StravaWebhookSubscriptionService);
    const first = strava.subscription()?.id;
    expect(await service.subscribe()).toEqual({ id: String(first), created: false });

    await service.unsubscribe();
    expect(strava.subscription()).toBeUndefined();
    const rows = () =>
      app.app
        .get(DataSource)
        .query<{ id: string }[]>('SELECT id FROM strava_webhook_subscriptions');
    expect(await rows()).toEqual([]);
    // Events of the deleted subscription are refused from now on.
    expect(
      (await sendEvent(app.baseUrl, strava.event({ owner_id: 1, subscription_id: first }))).status,
    ).toBe(403);

    const again = await service.subscribe();
    expect(again.created).toBe(true);
    expect(again.id).toBe(String(strava.subscription()?.id));
    expect(again.id).not.toBe(String(first));
    expect(strava.handshakes.at(-1)?.echoed).toBe(true);
    expect(await rows()).toEqual([{ id: again.id }]);
  });

  it('answers the handshake for its own verify token only', async () => {
    const token = strava.subscription()?.verifyToken ?? '';
    const handshake = (query: Record<string, string>) =>
      fetch(`${app.baseUrl}/api/strava/webhook?${new URLSearchParams(query).toString()}`);

    const right = await handshake({
      'hub.mode': 'subscribe',
      'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3',
      'hub.verify_token': token,
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ 'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3' });

    const wrong = await handshake({
      'hub.mode': 'subscribe',
      'hub.challenge': 'abc',
      'hub.verify_token': `${token}x`,
    });
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(await wrong.json())).not.toContain(token);
    const noMode = await handshake({ 'hub.challenge': 'abc', 'hub.verify_token': token });
    expect(noMode.status).toBe(400);
    expect(fieldsOf(await noMode.json())).toEqual(['hub.mode']);
    const noChallenge = await handshake({ 'hub.mode': 'subscribe', 'hub.verify_token': token });
    expect(noChallenge.status).toBe(400);
    expect(fieldsOf(await noChallenge.json())).toEqual(['hub.challenge']);
  });

  it('writes an activity on a create event, renames it on an update, once each', async () => {
    const athlete = await link(owner);
    const id = newActivity(athlete.id, 'Morning on Ben Lomond');
    const event = strava.event({ owner_id: athlete.id, object_id: id, aspect_type: 'create' });
    await deliver(owner, event, { outcome: 'created' });
    expect(await activityNames(owner)).toContain('Morning on Ben Lomond');

    const onStravaNow = onStrava(athlete.id, id);
    if (onStravaNow) onStravaNow.name = 'Ben Lomond in the mist';
    const update = {
      ...event,
      aspect_type: 'update',
      updates: { title: 'Ben Lomond in the mist' },
    };
    await deliver(owner, update, { outcome: 'updated' });
    // Strava sends an event again when its first delivery was not acknowledged in time.
    await deliver(owner, update, { outcome: 'updated' });
    const names = await activityNames(owner);
    expect(names.filter((name) => name.startsWith('Ben Lomond'))).toEqual([
      'Ben Lomond in the mist',
    ]);
    expect(names).not.toContain('Morning on Ben Lomond');
  });

  it('deletes an activity Strava says is gone, once; a delete Strava denies changes nothing', async () => {
    const athlete = await link(owner);
    const kept = newActivity(athlete.id, 'Still on Strava');
    const gone = newActivity(athlete.id, 'Deleted on Strava');
    for (const id of [kept, gone]) {
      await deliver(owner, strava.event({ owner_id: athlete.id, object_id: id }), {
        outcome: 'created',
      });
    }
    deleteOnStrava(athlete.id, gone);
    const deletion = strava.event({ owner_id: athlete.id, object_id: gone, aspect_type: 'delete' });
    await deliver(owner, deletion, { outcome: 'deleted' });
    await deliver(owner, deletion, { outcome: 'nothing-to-delete' });
    const forged = strava.event({ owner_id: athlete.id, object_id: kept, aspect_type: 'delete' });
    await deliver(owner, forged, { outcome: 'still-on-strava' });
    const names = await activityNames(owner);
    expect(names).toContain('Still on Strava');
    expect(names).not.toContain('Deleted on Strava');
  });

  it('refuses an event of another subscription, and queues nothing', async () => {
    const athlete = await link(owner);
    const id = newActivity(athlete.id, 'Forged');
    const before = (await eventJobs(owner)).length;
    const forged = strava.event({
      owner_id: athlete.id,
      object_id: id,
      subscription_id: (strava.subscription()?.id ?? 0) + 1,
    });
    const answer = await sendEvent(app.baseUrl, forged);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'STRAVA_WEBHOOK_REFUSED' });
    expect((await eventJobs(owner)).length).toBe(before);
    expect(await activityNames(owner)).not.toContain('Forged');
  });

  it('takes an event for an athlete nobody here linked, and does nothing with it', async () => {
    const before = (await eventJobs(owner)).length;
    const answer = await sendEvent(app.baseUrl, strava.event({ owner_id: 4_242_424 }));
    expect(answer.status).toBe(200);
    expect((await eventJobs(owner)).length).toBe(before);
  });

  it('refuses a body that is not an event: extra fields, nested updates, text ids, deep JSON', async () => {
    const athlete = await link(owner);
    const good = strava.event({ owner_id: athlete.id });
    const cases: [unknown, string][] = [
      [{ ...good, extra: 1 }, 'extra'],
      [{ ...good, updates: { title: { nested: true } } }, 'updates'],
      [{ ...good, object_id: '123' }, 'object_id'],
      [{ ...good, aspect_type: 'merge' }, 'aspect_type'],
      [{ ...good, owner_id: undefined }, 'owner_id'],
    ];
    for (const [body, field] of cases) {
      const answer = await sendEvent(app.baseUrl, body);
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect((await sendEvent(app.baseUrl, deep)).status).toBe(400);
  });

  it('on a revocation, unlinks and keeps the activities (the default)', async () => {
    const athlete = await link(stranger);
    const id = newActivity(athlete.id, 'Kept after revoking');
    await deliver(stranger, strava.event({ owner_id: athlete.id, object_id: id }), {
      outcome: 'created',
    });
    strava.revoke(athlete.id);
    const revocation = strava.event({
      object_type: 'athlete',
      object_id: athlete.id,
      aspect_type: 'update',
      updates: { authorized: 'false' },
      owner_id: athlete.id,
    });
    await deliver(stranger, revocation, { outcome: 'unlinked' });
    expect(await linkRow(stranger)).toEqual([]);
    expect(await activityNames(stranger)).toContain('Kept after revoking');
    // Strava's second delivery finds no link: nothing queued.
    const before = (await eventJobs(stranger)).length;
    expect((await sendEvent(app.baseUrl, revocation)).status).toBe(200);
    expect((await eventJobs(stranger)).length).toBe(before);
  });

  it('on a revocation, deletes the activities when the owner chose so', async () => {
    // A token about to expire: the revocation is confirmed by Strava refusing its refresh.
    const athlete = await link(stranger, 60);
    const changed = await send<Connection>(stranger, 'PATCH', '/connection', {
      keepActivitiesOnRevoke: false,
    });
    expect(changed.body.keepActivitiesOnRevoke).toBe(false);
    const id = newActivity(athlete.id, 'Deleted after revoking');
    await deliver(stranger, strava.event({ owner_id: athlete.id, object_id: id }), {
      outcome: 'created',
    });
    strava.revoke(athlete.id);
    await deliver(
      stranger,
      strava.event({
        object_type: 'athlete',
        object_id: athlete.id,
        aspect_type: 'update',
        updates: { authorized: 'false' },
        owner_id: athlete.id,
      }),
      { outcome: 'unlinked' },
    );
    expect(await linkRow(stranger)).toEqual([]);
    expect(await activityNames(stranger)).not.toContain('Deleted after revoking');
  });

  it('a revocation Strava denies (the token still works) changes nothing', async () => {
    const athlete = await link(stranger);
    await send(stranger, 'PATCH', '/connection', { keepActivitiesOnRevoke: false });
    const id = newActivity(athlete.id, 'Not revoked');
    await deliver(stranger, strava.event({ owner_id: athlete.id, object_id: id }), {
      outcome: 'created',
    });
    await deliver(
      stranger,
      strava.event({
        object_type: 'athlete',
        object_id: athlete.id,
        aspect_type: 'update',
        updates: { authorized: 'false' },
        owner_id: athlete.id,
      }),
      { outcome: 'still-authorized' },
    );
    expect(await linkRow(stranger)).toHaveLength(1);
    expect(await activityNames(stranger)).toContain('Not revoked');
  });
});
