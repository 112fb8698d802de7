import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createTrip } from '@test/support/factories.js';
import { setAccount, visit, type PublicTripJson } from './public.helpers.js';
import { sendUnder, setupApi, type User } from '@test/support/api-fixture.js';
import { startStravaStandIn, type StravaStandIn } from '@test/support/stand-ins/strava.js';
import type { StandInActivity } from '@test/support/stand-ins/strava-api.js';
import { TEST_JOBS_ENV, waitForJob, type JobJson } from '@test/support/test-jobs.js';

const ATHLETE = { id: 93_411, firstname: 'Ailsa', lastname: 'Craig' };
/** Strava's short window shrunk to 3 s (stand-in and app alike), so a test crosses several. */
const WINDOW_S = 3;

interface ActivityJson {
  id: string;
  name: string;
  category: string;
  source: string;
  startTime: string;
  distanceM: number | null;
  gearItemIds: string[];
  route: { points: unknown[]; heartRates: unknown[] | null } | null;
}

/** `count` hand-entered activities a day apart (no streams: one call each for the list). */
const manualActivities = (count: number, firstId: number, year = 2025): StandInActivity[] =>
  Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `Commute ${index + 1}`,
    sport_type: 'Walk',
    start_date: new Date(Date.UTC(year, 0, 1, 7) + index * 86_400_000).toISOString(),
    distance: 3_000 + index,
    moving_time: 1_800,
    elapsed_time: 1_900,
    manual: true,
  }));

/** A trail run with its streams: 4 positions, time, height and heart rate. */
const trailRun: StandInActivity = {
  id: 9_000_000_001,
  name: 'Ring of Steall',
  sport_type: 'TrailRun',
  start_date: '2026-06-14T08:00:00Z',
  start_date_local: '2026-06-14T09:00:00Z',
  distance: 16_200,
  moving_time: 12_000,
  elapsed_time: 13_500,
  total_elevation_gain: 1_650,
  average_heartrate: 148,
  max_heartrate: 178,
  gear_id: 'g4412',
  streams: {
    time: [0, 60, 120, 180],
    latlng: [
      [56.7741, -4.9717],
      [56.7752, -4.9701],
      [56.7763, -4.9688],
      [56.7771, -4.9672],
    ],
    altitude: [120, 140, 161, 180],
    heartrate: [120, 135, 141, 150],
    distance: [0, 160, 320, 480],
  },
};

describe('importing the Strava history', () => {
  let strava: StravaStandIn;
  const api = setupApi(async () => {
    strava = await startStravaStandIn({ windowMs: WINDOW_S * 1000 });
    return {
      env: {
        ...TEST_JOBS_ENV,
        STRAVA_CLIENT_ID: strava.clientId,
        STRAVA_CLIENT_SECRET: strava.clientSecret,
        STRAVA_OAUTH_URL: `${strava.url}/oauth`,
        STRAVA_API_URL: `${strava.url}/api/v3`,
        STRAVA_RATE_WINDOW_SECONDS: String(WINDOW_S),
        // A failed or interrupted run goes on after 1 s rather than 5.
        STRAVA_IMPORT_RETRY_DELAY_SECONDS: '1',
      },
    };
  });
  const { app, owner, stranger } = api;
  afterAll(() => strava.close());
  const send = sendUnder('/api/strava');

  const link = async (user: User) => {
    const { body } = await send<{ url: string }>(user, 'POST', '/authorize');
    const state = new URL(body.url).searchParams.get('state') ?? '';
    const linked = await send(user, 'POST', '/connection', {
      code: strava.issueCode(ATHLETE),
      scope: 'read,activity:read_all',
      state,
    });
    expect(linked.status).toBe(200);
  };

  /** Every activity of the user's, page by page. */
  const activities = async (user: User) => {
    const all: ActivityJson[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `?limit=100&cursor=${cursor}` : '?limit=100';
      const { body } = await sendUnder('/api/activities')<{
        activities: ActivityJson[];
        nextCursor: string | null;
      }>(user, 'GET', query);
      all.push(...body.activities);
      cursor = body.nextCursor;
    }
    return all;
  };

  let uploaded: ActivityJson;
  beforeAll(async () => {
    // A walk already here as a file: Strava's record of it must join it, not double it.
    const form = new FormData();
    const walk = readFileSync(
      new URL('../fixtures/activities/garmin-fenix-5-walk.fit', import.meta.url),
    );
    form.append('file', new Blob([walk]), 'walk.fit');
    const response = await owner.session.fetch(owner.url('/api/activities/files'), {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(201);
    uploaded = ((await response.json()) as { activities: { activity: ActivityJson }[] })
      .activities[0]!.activity;
  });

  it('needs a link, and imports every page across Strava’s rate-limit windows', async () => {
    const unlinked = await send<{ code: string }>(owner, 'POST', '/imports');
    expect(unlinked.status).toBe(409);
    expect(unlinked.body.code).toBe('STRAVA_NOT_LINKED');

    await link(owner);
    const shoes = await createItem(app, owner.session, { name: 'Speedgoat 5' });
    strava.api.setGear(ATHLETE.id, { shoes: [{ id: 'g4412', name: ' speedgoat 5 ' }] });
    const sameWalk: StandInActivity = {
      id: 9_000_000_002,
      name: 'Strava’s name for the walk',
      sport_type: 'Walk',
      start_date: new Date(Date.parse(uploaded.startTime) + 20_000).toISOString(),
      distance: (uploaded.distanceM ?? 0) + 30,
      manual: true,
    };
    // 205 activities: two pages of 200, five with streams.
    const otherRuns = [1, 2, 3, 4].map((day) => ({
      ...trailRun,
      id: trailRun.id + 10 * day,
      name: `Run ${day}`,
      gear_id: null,
      start_date: `2026-06-${14 + day}T08:00:00Z`,
    }));
    strava.api.addActivities(ATHLETE.id, [
      ...manualActivities(199, 7_000_000_000),
      trailRun,
      ...otherRuns,
      sameWalk,
    ]);
    // Each window allows 3 of this app's calls before the reserve: 8 calls take 2 waits or
    // more, one of them a whole window.
    strava.api.limits.read = [8, 1000];

    // Strava is slow to answer the first calls: the import waits for them.
    strava.api.slowNext(2, 1_500);
    const started = await send<{ jobId: string }>(owner, 'POST', '/imports');
    expect(started.status).toBe(202);
    const again = await send<{ code: string }>(owner, 'POST', '/imports');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('IMPORT_RUNNING');

    const done: JobJson = await waitForJob(owner, started.body.jobId, { state: 'succeeded' });
    expect(done.result).toEqual({
      listed: 205,
      added: 204,
      merged: 1,
      alreadyHere: 0,
      withoutStart: 0,
    });
    expect(done.waitingUntil).toBeNull();
    // It waited for Strava's windows rather than pass the limit: never more than 3 calls in a
    // window (8 calls, so 3 windows at least), and no 429.
    const answered = strava.api.calls;
    expect(answered.every((call) => call.status === 200)).toBe(true);
    const perWindow = new Map<number, number>();
    for (const call of answered) perWindow.set(call.window, (perWindow.get(call.window) ?? 0) + 1);
    expect(perWindow.size).toBeGreaterThanOrEqual(3);
    expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(3);
    // Every call carried the token in its header only.
    const calls = strava.requests.filter((request) => request.path.startsWith('/api/v3/'));
    expect(calls.every((request) => !('access_token' in request.fields))).toBe(true);
    expect(calls.map((request) => request.path)).toEqual([
      '/api/v3/athlete',
      '/api/v3/athlete/activities',
      '/api/v3/athlete/activities',
      ...[trailRun, ...otherRuns].map((run) => `/api/v3/activities/${run.id}/streams`),
    ]);

    const list = await activities(owner);
    expect(list).toHaveLength(205);
    const run = list.find((activity) => activity.name === 'Ring of Steall');
    expect(run).toMatchObject({ category: 'trail-run', source: 'strava', gearItemIds: [shoes.id] });
    const detail = await sendUnder('/api/activities')<ActivityJson>(owner, 'GET', `/${run?.id}`);
    expect(detail.body.route?.points).toHaveLength(4);
    expect(detail.body.route?.heartRates).toEqual([120, 135, 141, 150]);
    // The walk from the file and from Strava is one activity.
    const walks = list.filter((activity) => activity.id === uploaded.id);
    expect(walks).toHaveLength(1);
    expect(walks[0]?.source).toBe('file');
    const walk = await sendUnder('/api/activities')<{ syncedFrom: string[]; name: string }>(
      owner,
      'GET',
      `/${uploaded.id}`,
    );
    // Still the file's walk (its name kept), now also on Strava.
    expect(walk.body).toMatchObject({ syncedFrom: ['strava'], name: uploaded.name });
    expect(await activities(stranger)).toEqual([]);
  });

  it('waits out 429s, says until when, and imports only what is new the next time', async () => {
    strava.api.addActivities(ATHLETE.id, manualActivities(2, 8_000_000_000, 2023));
    strava.api.limits.read = [100, 1000];
    // Other apps' calls keep Strava's window spent: every call is a 429 until restored.
    strava.api.exhaust();
    const started = await send<{ jobId: string }>(owner, 'POST', '/imports');
    // (Its first call may wait for the window the last test nearly spent: a 429 comes after.)
    await expect
      .poll(() => strava.api.calls.some((call) => call.status === 429), { timeout: 30_000 })
      .toBe(true);
    const waiting = await waitForJob(owner, started.body.jobId, {
      state: 'running',
      message: 'Waiting for Strava’s rate limit',
      waitingUntil: expect.any(String) as unknown,
    } as Partial<JobJson>);
    // The next window: on the quarter hour in Strava's time, on 3 s here.
    expect(Date.parse(waiting.waitingUntil ?? '') % (WINDOW_S * 1000)).toBe(0);
    strava.api.restore();
    // Then Strava has a bad moment: the run fails, and the job's next run goes on from there.
    strava.api.failNext(1, 502);
    const done = await waitForJob(owner, started.body.jobId, { state: 'succeeded' });
    expect(done.result).toMatchObject({ listed: 207, added: 2, merged: 0, alreadyHere: 205 });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(strava.api.calls.some((call) => call.status === 502)).toBe(true);
    expect(await activities(owner)).toHaveLength(207);
  });

  it('finishes an import the server was restarted in the middle of', async () => {
    strava.api.addActivities(ATHLETE.id, manualActivities(3, 8_100_000_000, 2022));
    strava.api.exhaust();
    const started = await send<{ jobId: string }>(owner, 'POST', '/imports');
    await waitForJob(owner, started.body.jobId, {
      state: 'running',
      message: 'Waiting for Strava’s rate limit',
    });
    await api.restart();
    strava.api.restore();
    const done = await waitForJob(owner, started.body.jobId, { state: 'succeeded' });
    expect(done.result).toMatchObject({ added: 3, alreadyHere: 207 });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(await activities(owner)).toHaveLength(210);
  });

  it('offers the Strava gear for mapping to library items, the owner’s only', async () => {
    const gear = sendUnder('/api/strava/gear');
    interface GearJson {
      stravaGearId: string;
      name: string;
      gearItemId: string | null;
      gearItemName: string | null;
    }
    const listed = await gear<GearJson[]>(owner, 'GET', '');
    expect(listed.body).toEqual([
      expect.objectContaining({ stravaGearId: 'g4412', gearItemName: 'Speedgoat 5' }),
    ]);
    const unmapped = await gear<GearJson[]>(owner, 'PUT', '/g4412', { gearItemId: null });
    expect(unmapped.body[0]).toMatchObject({ gearItemId: null, gearItemName: null });
    const theirs = await createItem(app, stranger.session, { name: 'Stranger’s shoes' });
    const refused = await gear<{ code: string }>(owner, 'PUT', '/g4412', { gearItemId: theirs.id });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('STRAVA_GEAR_NOT_FOUND');
    const mine = await createItem(app, owner.session, { name: 'Old trail shoes' });
    expect((await gear(owner, 'PUT', '/b999', { gearItemId: mine.id })).status).toBe(404);
    expect((await gear(owner, 'PUT', '/g4412', { gearItemId: 'not-an-id' })).status).toBe(400);
    const mapped = await gear<GearJson[]>(owner, 'PUT', '/g4412', { gearItemId: mine.id });
    expect(mapped.body[0]).toMatchObject({ gearItemId: mine.id, gearItemName: 'Old trail shoes' });
    // A stranger has no Strava link, so no gear.
    expect((await gear<{ code: string }>(stranger, 'GET', '')).body.code).toBe('STRAVA_NOT_LINKED');
  });

  it('shows on a public trip only what did not come from Strava’s API', async () => {
    await setAccount(owner, { username: 'ailsa_on_the_hill' });
    const trip = await createTrip(app, owner.session, {
      name: 'Mamores weekend',
      startDate: '2026-06-14',
      isPublic: true,
      showActivities: true,
    });
    const list = await activities(owner);
    const fromStrava = list.find((activity) => activity.name === 'Ring of Steall');
    const sendActivities = sendUnder('/api/activities');
    for (const id of [fromStrava?.id, uploaded.id]) {
      expect((await sendActivities(owner, 'PATCH', `/${id}`, { tripId: trip.id })).status).toBe(
        200,
      );
    }
    const shown = await visit<PublicTripJson>(
      app,
      `/api/public/users/ailsa_on_the_hill/trips/${trip.id}`,
    );
    // The walk is the file's (Strava also has it); the run only Strava's: its terms keep an
    // athlete's Strava data for that athlete alone.
    expect(shown.body.activities.map((activity) => activity.name)).toEqual([uploaded.name]);
  });
});
