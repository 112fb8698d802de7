import type { ParsedActivity } from '@server/activities/files/parsed-activity.js';
import { ActivitySyncService } from '@server/activities/sources/activity-sync.service.js';
import type { User } from './api-fixture.js';
import { requestJson } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * A Strava activity as the sync would write it (no points: a summary only), each id on a day
 * of its own so that no two are taken for the same outing.
 */
export function stravaParsed(stravaId: number, name = `Walk ${stravaId}`): ParsedActivity {
  const start = new Date(Date.UTC(2026, 0, 1) + (stravaId % 10_000) * 86_400_000);
  const figures = {
    elapsedS: 3600,
    movingS: 3500,
    distanceM: 5000 + (stravaId % 1000),
    gainM: null,
    lossM: null,
    maxSpeedMps: null,
    avgSpeedMps: null,
    avgHeartRate: null,
    maxHeartRate: null,
    avgCadence: null,
    maxCadence: null,
  };
  return {
    format: 'fit',
    sport: 'Hike',
    subSport: null,
    category: 'hike',
    name,
    startTime: start.toISOString(),
    utcOffsetMinutes: 0,
    figures,
    figuresFrom: 'file',
    laps: [],
    points: [],
    segmentStarts: [],
    times: [],
    heartRates: null,
    cadences: null,
  };
}

/** Writes a Strava activity for `ownerId` as the sync does. */
export async function syncStravaActivity(
  app: TestApp,
  ownerId: string,
  stravaId: number,
  name?: string,
) {
  return app.app.get(ActivitySyncService).upsert(ownerId, {
    provider: 'strava',
    externalId: String(stravaId),
    parsed: stravaParsed(stravaId, name),
    name,
    file: null,
  });
}

/** The names of the user's activities, latest first (one page is plenty in a test). */
export async function activityNames(user: User): Promise<string[]> {
  const { body } = await requestJson<{ activities: { name: string }[] }>(
    user.session,
    user.url('/api/activities?limit=100'),
  );
  return body.activities.map((activity) => activity.name).sort();
}
