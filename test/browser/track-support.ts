import type { APIRequestContext, Page } from 'playwright-core';
import type { ApiSchema } from '../../client/lib/api/schema.js';

export const ACTIVITIES = '/api/activities';

export interface SeedActivity {
  name: string;
  category: string;
  startTime: string;
  timeZone?: string;
  movingS?: number;
  elapsedS?: number;
  distanceM?: number;
  gainM?: number;
  notes?: string;
}

/** An activity entered by hand, through the API; answers its id. */
export async function seedActivity(
  request: APIRequestContext,
  activity: SeedActivity,
): Promise<string> {
  const response = await request.post(ACTIVITIES, { data: activity });
  if (response.status() !== 201) {
    throw new Error(`Seeding ${activity.name}: ${response.status()} ${await response.text()}`);
  }
  return ((await response.json()) as { id: string }).id;
}

/** `daysAgo` days before now at the same time of day, as an instant the API takes. */
export const daysAgo = (days: number, hour = 9): string => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hour),
  ).toISOString();
};

/** A year of outings: a few a week, several kinds, so the totals and the calendar fill up. */
export async function seedSeason(request: APIRequestContext): Promise<void> {
  const kinds = [
    { category: 'run', name: 'River run', speed: 2.9, gain: 40 },
    { category: 'hike', name: 'Ridge walk', speed: 1.2, gain: 650 },
    { category: 'ride', name: 'Valley loop', speed: 6.5, gain: 300 },
    { category: 'trail-run', name: 'Forest trails', speed: 2.5, gain: 280 },
  ];
  const days = [0, 1, 3, 6, 9, 12, 16, 20, 27, 33, 41, 48, 60, 75, 96, 120, 150, 190, 230, 300];
  for (const [index, ago] of days.entries()) {
    const kind = kinds[index % kinds.length] ?? kinds[0];
    if (!kind) continue;
    const movingS = 2400 + ((index * 977) % 9000);
    await seedActivity(request, {
      name: `${kind.name} ${index + 1}`,
      category: kind.category,
      startTime: daysAgo(ago, 7 + (index % 10)),
      timeZone: 'UTC',
      movingS,
      elapsedS: movingS + 300,
      distanceM: Math.round(movingS * kind.speed),
      gainM: kind.gain,
    });
  }
}

const week = (start: string, distanceM: number) => ({
  start,
  count: 1,
  distanceM,
  movingS: distanceM,
  gainM: distanceM / 20,
});

/** What the server answers for a season of hikes (activity-analytics.dto.ts's shape). */
export const HIKE_ANALYTICS = {
  category: 'hike',
  today: '2026-11-26',
  weeks: [week('2026-11-16', 14_000), week('2026-10-05', 22_500)],
  months: [week('2026-10-01', 22_500), week('2026-11-01', 14_000)],
  allTime: { start: '2024-05-01', count: 31, distanceM: 412_000, movingS: 480_000, gainM: 21_000 },
  bests: {
    longest: {
      value: 31_200,
      activityId: '00000000-0000-4000-8000-000000000001',
      name: 'Skye ridge',
      startTime: '2025-06-21T05:30:00.000Z',
    },
    mostGain: {
      value: 1890,
      activityId: '00000000-0000-4000-8000-000000000001',
      name: 'Skye ridge',
      startTime: '2025-06-21T05:30:00.000Z',
    },
    fastest5k: null,
    fastest10k: null,
  },
  gear: [
    {
      gearItemId: '00000000-0000-4000-8000-000000000002',
      name: 'Trail shoes',
      count: 24,
      distanceM: 318_000,
      movingS: 360_000,
      direct: true,
      // Its runs count too: 553 km of its 600 km (shoes' default) done.
      totalDistanceM: 553_000,
      retirementDistanceM: 600_000,
      wornShare: 553 / 600,
      retirementHint: 'soon',
    },
    {
      gearItemId: '00000000-0000-4000-8000-000000000003',
      name: 'Tarp tent',
      count: 6,
      distanceM: 96_000,
      movingS: 120_000,
      direct: false,
      totalDistanceM: 96_000,
      retirementDistanceM: null,
      wornShare: null,
      retirementHint: null,
    },
  ],
};

/** A GPX walk due east from Aviemore, a fix every 10 s at 1.2 m/s, from `time` (UTC ISO). */
function walkGpx(time: string, minutes: number): string {
  const from = Date.parse(time);
  const fixes = Array.from({ length: minutes * 6 }, (_, i) => {
    const longitude = -3.82 + (i * 12) / (111_320 * Math.cos((57.19 * Math.PI) / 180));
    return `<trkpt lat="57.191" lon="${longitude.toFixed(6)}"><ele>${300 + i / 2}</ele><time>${new Date(from + i * 10_000).toISOString()}</time></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${fixes.join('')}</trkseg></trk></gpx>`;
}

/**
 * A two-day trip near Aviemore with a planned route, and an hour's walk recorded on its first
 * day near that route (uploaded as a GPX file), not linked yet.
 */
export async function seedTripAndWalk(
  request: APIRequestContext,
): Promise<{ trip: { id: string }; walk: { id: string; name: string } }> {
  const trip = (await (
    await request.post('/api/trips', {
      data: { name: 'Cairngorm weekend', startDate: '2026-06-05', endDate: '2026-06-06' },
    })
  ).json()) as { id: string };
  const route = Array.from({ length: 20 }, (_, i) => [57.19, -3.83 + i * 0.0035, 300 + i * 5]);
  const routed = await request.put(`/api/trips/${trip.id}/route`, { data: { points: route } });
  if (!routed.ok()) throw new Error(`the trip's route was refused: ${routed.status()}`);
  const uploaded = (await (
    await request.post('/api/activities/files', {
      multipart: {
        file: {
          name: 'walk.gpx',
          mimeType: 'application/gpx+xml',
          buffer: Buffer.from(walkGpx('2026-06-05T09:00:00Z', 60)),
        },
      },
    })
  ).json()) as { activities: { activity: { id: string; name: string } }[] };
  const walk = uploaded.activities[0]?.activity;
  if (!walk) throw new Error('the walk was not added');

  return { trip, walk };
}

/** A category's default gear as the server answers it with none chosen. */
export const noGearDefaults = (
  category: ApiSchema<'ActivityCategory'>,
): ApiSchema<'ActivityGearDefaultsDto'> => ({ category, pack: null, gear: [] });

/**
 * /track/hike's reads for an Explorer user in the browser, whose account the server holds on
 * Basic (and would refuse): the analytics above and no default gear. Its real answers are
 * test/api/activities-analytics.test.ts's and activities-gear-defaults.test.ts's.
 */
export async function routeHikeForExplorer(page: Page): Promise<void> {
  await page.route('**/api/activities/analytics/hike?*', (route) =>
    route.fulfill({ json: HIKE_ANALYTICS }),
  );
  await page.route('**/api/activities/defaults/hike', (route) =>
    route.fulfill({ json: noGearDefaults('hike') }),
  );
}
