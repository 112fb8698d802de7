import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { startGarminStandIn, type GarminStandIn } from '@test/support/stand-ins/garmin.js';
import { startStravaStandIn, type StravaStandIn } from '@test/support/stand-ins/strava.js';
import { TEST_JOBS_ENV, waitForJob } from '@test/support/test-jobs.js';

/**
 * Issue 23 item 4: the same outing uploaded as a file, synced from Strava and from Garmin is
 * one activity with several sources; and what each service brought in goes with it only where
 * no other source holds it.
 */
const ATHLETE = { id: 55_310, firstname: 'Ruaridh', lastname: 'Bain' };
const GARMIN_USER = 'garmin-ruaridh';

interface Detail {
  id: string;
  name: string;
  source: string;
  startTime: string;
  distanceM: number | null;
  syncedFrom: string[];
}

describe('one outing from several sources', () => {
  let strava: StravaStandIn;
  let garmin: GarminStandIn;
  const { app, owner } = setupApi(async () => {
    strava = await startStravaStandIn();
    garmin = await startGarminStandIn();
    return {
      env: {
        ...TEST_JOBS_ENV,
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
        STRAVA_API_URL: `${strava.url}/api/v3`,
        GARMIN_CLIENT_ID: garmin.clientId,
        GARMIN_CLIENT_SECRET: garmin.clientSecret,
        GARMIN_OAUTH_URL: garmin.url,
        GARMIN_TOKEN_URL: garmin.tokenUrl,
        GARMIN_API_URL: garmin.url,
      },
      users: 1,
    };
  });
  afterAll(async () => {
    await strava.close();
    await garmin.close();
  });
  const activities = sendUnder('/api/activities');

  const detail = async (id: string) => (await activities<Detail>(owner, 'GET', `/${id}`)).body;
  const all = async (user: User) =>
    (await activities<{ activities: Detail[] }>(user, 'GET', '?limit=100')).body.activities;

  /** Strava's activity for the outing: `start` and `distance` as Strava recorded them. */
  const onStrava = (id: number, name: string, start: Date, distance: number) =>
    strava.api.addActivities(ATHLETE.id, [
      { id, name, sport_type: 'Walk', start_date: start.toISOString(), distance, manual: true },
    ]);

  const importStrava = async () => {
    const started = await sendUnder('/api/strava')<{ jobId: string }>(owner, 'POST', '/imports');
    expect(started.status).toBe(202);
    return waitForJob(owner, started.body.jobId, { state: 'succeeded' });
  };

  /** Garmin pushes its summary of the outing, and the activity job writes it. */
  const pushGarmin = async (activityId: number, name: string, start: Date, distance: number) => {
    const pushed = await garmin.push({
      activities: [
        {
          userId: GARMIN_USER,
          summaryId: String(activityId),
          activityId,
          activityName: name,
          activityType: 'WALKING',
          startTimeInSeconds: Math.round(start.getTime() / 1000),
          startTimeOffsetInSeconds: 3600,
          durationInSeconds: 3600,
          distanceInMeters: distance,
        },
      ],
    });
    expect(pushed.status).toBe(200);
  };

  let walk: Detail;
  beforeAll(async () => {
    garmin.pushUrl = `${app.baseUrl}/api/garmin/push`;
    // Linked to both, through their real OAuth exchanges.
    const stravaLink = sendUnder('/api/strava');
    const { body: authorized } = await stravaLink<{ url: string }>(owner, 'POST', '/authorize');
    expect(
      (
        await stravaLink(owner, 'POST', '/connection', {
          code: strava.issueCode(ATHLETE),
          scope: 'read,activity:read_all',
          state: new URL(authorized.url).searchParams.get('state'),
        })
      ).status,
    ).toBe(200);
    const garminLink = sendUnder('/api/garmin');
    const { body: garminUrl } = await garminLink<{ url: string }>(owner, 'POST', '/authorize');
    const url = new URL(garminUrl.url);
    expect(
      (
        await garminLink(owner, 'POST', '/connection', {
          code: garmin.issueCode(GARMIN_USER, url),
          state: url.searchParams.get('state'),
        })
      ).status,
    ).toBe(200);

    const form = new FormData();
    const fit = readFileSync(
      new URL('../fixtures/activities/garmin-fenix-5-walk.fit', import.meta.url),
    );
    form.append('file', new Blob([fit]), 'walk.fit');
    const response = await owner.session.fetch(owner.url('/api/activities/files'), {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
    const uploaded = (await response.json()) as { activities: { activity: Detail }[] };
    walk = uploaded.activities[0]!.activity;
  });

  it('keeps a walk from a file, Strava and Garmin as one activity', async () => {
    const start = new Date(walk.startTime);
    const distance = walk.distanceM ?? 0;
    // Each service's clock and distance differ a little from the watch's file.
    onStrava(6_100_000_001, 'Strava’s walk', new Date(start.getTime() + 25_000), distance + 40);
    expect((await importStrava()).result).toMatchObject({ added: 0, merged: 1 });
    await pushGarmin(880_001, 'Garmin’s walk', new Date(start.getTime() - 10_000), distance - 30);
    await expect
      .poll(async () => (await detail(walk.id)).syncedFrom, { timeout: 30_000 })
      .toEqual(['strava', 'garmin']);
    expect(await all(owner)).toHaveLength(1);
    // Still the file's: its name, its source.
    expect(await detail(walk.id)).toMatchObject({ name: walk.name, source: 'file' });
  });

  it('keeps what another service also has when one is unlinked with its activities deleted', async () => {
    // A walk Strava brought in first, then Garmin's record of the same.
    const start = new Date('2026-04-11T09:00:00Z');
    onStrava(6_100_000_002, 'Ridge walk', start, 9_000);
    expect((await importStrava()).result).toMatchObject({ added: 1 });
    await pushGarmin(880_002, 'Garmin’s ridge walk', new Date(start.getTime() + 5_000), 9_020);
    const ridge = async () => (await all(owner)).find((activity) => activity.name === 'Ridge walk');
    await expect
      .poll(async () => (await detail((await ridge())?.id ?? '')).syncedFrom, { timeout: 30_000 })
      .toEqual(['strava', 'garmin']);
    // And one only Strava has.
    onStrava(6_100_000_003, 'Only on Strava', new Date('2026-04-12T09:00:00Z'), 4_000);
    expect((await importStrava()).result).toMatchObject({ added: 1 });
    expect(await all(owner)).toHaveLength(3);

    const unlinked = await sendUnder('/api/strava')(
      owner,
      'DELETE',
      '/connection?activities=delete',
    );
    expect(unlinked.status).toBeLessThan(300);
    // Strava's own goes; the ridge walk stays, Garmin's now; the file's walk stays.
    await expect
      .poll(async () => (await all(owner)).map((activity) => activity.name).sort(), {
        timeout: 30_000,
      })
      .toEqual([walk.name, 'Ridge walk'].sort());
    const kept = await ridge();
    expect(await detail(kept?.id ?? '')).toMatchObject({ syncedFrom: ['garmin'] });

    // Garmin unlinked deleting its activities: the ridge walk goes now; the file's stays.
    const garminGone = await sendUnder('/api/garmin')(
      owner,
      'DELETE',
      '/connection?activities=delete',
    );
    expect(garminGone.status).toBeLessThan(300);
    await expect
      .poll(async () => (await all(owner)).map((activity) => activity.name), { timeout: 30_000 })
      .toEqual([walk.name]);
    expect(await detail(walk.id)).toMatchObject({ syncedFrom: [], source: 'file' });
  });
});
