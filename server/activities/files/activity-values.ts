import tzLookup from '@photostructure/tz-lookup';
import { simplifySegments } from '@server/domain/route/route-geometry.js';
import { zoneOffsetMinutes } from '@server/domain/time-zones.js';
import type { ActivityCategory } from '@server/domain/activity-categories.js';
import { ACTIVITY_NAME_MAX_LENGTH } from '@server/domain/activity-limits.js';
import type { ActivityValues } from '../activities.repository.js';
import type { ActivityRouteEntity } from '../activity-route.entity.js';
import type { ActivityFigures, ParsedActivity, ParsedLap } from './parsed-activity.js';

/** The list's preview of a route: the trips' 64 points. */
const PREVIEW_MAX_POINTS = 64;

const FIGURES = [
  'elapsedS',
  'movingS',
  'distanceM',
  'gainM',
  'lossM',
  'maxSpeedMps',
  'avgSpeedMps',
  'avgHeartRate',
  'maxHeartRate',
  'avgCadence',
  'maxCadence',
] as const satisfies readonly (keyof ActivityFigures)[];

/** A figure the table can hold: finite and not negative, else unknown. */
const storable = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value >= 0 ? value : null;

const positive = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value > 0 ? value : null;

function storableFigures(figures: ActivityFigures): ActivityFigures {
  const kept = { ...figures };
  for (const name of FIGURES) kept[name] = storable(figures[name]);
  return kept;
}

/** Where it took place, by its first position (a zone's borders, offline); null without one. */
export function timeZoneAt(points: ParsedActivity['points']): string | null {
  const first = points[0];
  if (!first) return null;
  try {
    return tzLookup(first[0], first[1]);
  } catch {
    return null;
  }
}

const CATEGORY_WORDS: Record<ActivityCategory, string> = {
  hike: 'hike',
  walk: 'walk',
  run: 'run',
  'trail-run': 'trail run',
  ride: 'ride',
  'mountain-bike': 'mountain bike ride',
  gravel: 'gravel ride',
  'ski-touring': 'ski tour',
  ski: 'ski',
  snowshoe: 'snowshoe',
  swim: 'swim',
  paddle: 'paddle',
  climb: 'climb',
  other: 'activity',
};

/** "Morning run", as watches and Strava name what has no name, by the local hour. */
export function nameByHour(category: ActivityCategory, localHour: number): string {
  const part =
    localHour >= 5 && localHour < 12
      ? 'Morning'
      : localHour >= 12 && localHour < 17
        ? 'Afternoon'
        : localHour >= 17 && localHour < 21
          ? 'Evening'
          : 'Night';
  return `${part} ${CATEGORY_WORDS[category]}`;
}

/** A new activity's row and route from what a file held. */
export function recordedActivity(
  parsed: ParsedActivity,
  fileId: string | null,
): { values: ActivityValues; route: Omit<ActivityRouteEntity, 'activityId' | 'ownerId'> } {
  const startTime = new Date(parsed.startTime);
  const timeZone = timeZoneAt(parsed.points);
  const offset =
    parsed.utcOffsetMinutes ??
    (timeZone === null ? null : zoneOffsetMinutes(startTime.getTime(), timeZone));
  const utcOffsetMinutes = offset !== null && Math.abs(offset) <= 840 ? offset : null;
  const category = parsed.category ?? 'other';
  const localHour = new Date(startTime.getTime() + (utcOffsetMinutes ?? 0) * 60_000).getUTCHours();
  const named = parsed.name?.trim();
  const preview = simplifySegments(parsed.points, PREVIEW_MAX_POINTS, parsed.segmentStarts);
  return {
    values: {
      source: 'file',
      category,
      name: named ? named.slice(0, ACTIVITY_NAME_MAX_LENGTH) : nameByHour(category, localHour),
      notes: '',
      startTime,
      timeZone,
      utcOffsetMinutes,
      ...storableFigures(parsed.figures),
      best5kS: positive(parsed.bestEfforts?.[5000] ?? null),
      best10kS: positive(parsed.bestEfforts?.[10000] ?? null),
      fileId,
      preview: preview.points.map(([latitude, longitude]): [number, number] => [
        latitude,
        longitude,
      ]),
      previewSegmentStarts: preview.segmentStarts,
    },
    route: {
      points: parsed.points,
      segmentStarts: parsed.segmentStarts,
      times: parsed.times,
      heartRates: parsed.heartRates,
      cadences: parsed.cadences,
      laps: parsed.laps.map((lap): ParsedLap => ({
        startTime: lap.startTime,
        ...storableFigures(lap),
      })),
    },
  };
}
