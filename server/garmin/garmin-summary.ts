import type { ActivityCategory } from '@server/domain/activity-categories.js';
import type { ParsedActivity } from '@server/activities/files/parsed-activity.js';
import { categoryOfSport } from '@server/activities/files/sport-categories.js';

/** An activity summary as Garmin pushes it, or answers a ping with (its fields that we read). */
export interface GarminSummary {
  userId?: unknown;
  summaryId?: unknown;
  activityId?: unknown;
  activityName?: unknown;
  activityType?: unknown;
  startTimeInSeconds?: unknown;
  startTimeOffsetInSeconds?: unknown;
  durationInSeconds?: unknown;
  movingDurationInSeconds?: unknown;
  distanceInMeters?: unknown;
  totalElevationGainInMeters?: unknown;
  totalElevationLossInMeters?: unknown;
  averageSpeedInMetersPerSecond?: unknown;
  maxSpeedInMetersPerSecond?: unknown;
  averageHeartRateInBeatsPerMinute?: unknown;
  maxHeartRateInBeatsPerMinute?: unknown;
  averageRunCadenceInStepsPerMinute?: unknown;
  maxRunCadenceInStepsPerMinute?: unknown;
  averageBikeCadenceInRoundsPerMinute?: unknown;
  maxBikeCadenceInRoundsPerMinute?: unknown;
}

/** What is written from a summary: the activity, Garmin's id for it, its name and category. */
export interface GarminActivity {
  externalId: string;
  parsed: ParsedActivity;
  name?: string;
  category?: ActivityCategory;
}

const ID = /^[\w-]{1,100}$/;

/** A finite, non-negative number, else null (a summary leaves out what the device did not record). */
const figure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * Garmin's id for an activity, the same in its summary, its details and its file (activityId;
 * the summary id where there is none), so the three make one activity here. Null when neither
 * is an id.
 */
export function garminActivityId(item: {
  activityId?: unknown;
  summaryId?: unknown;
}): string | null {
  for (const raw of [item.activityId, item.summaryId]) {
    const id = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
    if (typeof id === 'string' && ID.test(id)) return id;
  }
  return null;
}

export const garminActivityName = (item: { activityName?: unknown }): string | undefined =>
  typeof item.activityName === 'string' && item.activityName.trim() !== ''
    ? item.activityName.trim().slice(0, 200)
    : undefined;

export const garminCategory = (item: { activityType?: unknown }): ActivityCategory | undefined =>
  (typeof item.activityType === 'string' ? categoryOfSport(item.activityType) : null) ?? undefined;

/**
 * A summary as an activity with its figures and no points (its FIT file, when Garmin sends it,
 * brings the route); null when it has no id or no start.
 */
export function activityOfSummary(summary: GarminSummary): GarminActivity | null {
  const externalId = garminActivityId(summary);
  const start = figure(summary.startTimeInSeconds);
  if (externalId === null || start === null) return null;
  const offset = summary.startTimeOffsetInSeconds;
  const sport = typeof summary.activityType === 'string' ? summary.activityType : null;
  const elapsedS = figure(summary.durationInSeconds);
  const parsed: ParsedActivity = {
    format: 'fit',
    sport,
    subSport: null,
    category: garminCategory(summary) ?? null,
    name: garminActivityName(summary) ?? null,
    startTime: new Date(start * 1000).toISOString(),
    utcOffsetMinutes:
      typeof offset === 'number' && Number.isFinite(offset) && Math.abs(offset) <= 18 * 3600
        ? Math.round(offset / 60)
        : null,
    figures: {
      elapsedS,
      movingS: figure(summary.movingDurationInSeconds) ?? elapsedS,
      distanceM: figure(summary.distanceInMeters),
      gainM: figure(summary.totalElevationGainInMeters),
      lossM: figure(summary.totalElevationLossInMeters),
      maxSpeedMps: figure(summary.maxSpeedInMetersPerSecond),
      avgSpeedMps: figure(summary.averageSpeedInMetersPerSecond),
      avgHeartRate: figure(summary.averageHeartRateInBeatsPerMinute),
      maxHeartRate: figure(summary.maxHeartRateInBeatsPerMinute),
      avgCadence:
        figure(summary.averageRunCadenceInStepsPerMinute) ??
        figure(summary.averageBikeCadenceInRoundsPerMinute),
      maxCadence:
        figure(summary.maxRunCadenceInStepsPerMinute) ??
        figure(summary.maxBikeCadenceInRoundsPerMinute),
    },
    figuresFrom: 'file',
    laps: [],
    points: [],
    segmentStarts: [],
    times: [],
    heartRates: null,
    cadences: null,
  };
  return {
    externalId,
    parsed,
    name: garminActivityName(summary),
    category: garminCategory(summary),
  };
}
