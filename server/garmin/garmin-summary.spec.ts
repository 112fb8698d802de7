import { describe, expect, it } from 'vitest';
import { activityOfSummary, garminActivityId } from './garmin-summary.js';

describe('activityOfSummary', () => {
  const summary = {
    userId: 'u-1',
    summaryId: '5001968355',
    activityId: 5001968355,
    activityName: 'Ben Lomond',
    activityType: 'TRAIL_RUNNING',
    startTimeInSeconds: 1_700_000_000,
    startTimeOffsetInSeconds: 3600,
    durationInSeconds: 5400,
    distanceInMeters: 12_345.6,
    totalElevationGainInMeters: 974,
    averageHeartRateInBeatsPerMinute: 151,
    averageRunCadenceInStepsPerMinute: 83,
  };

  it('reads the figures, the start, the name and the category of Garmin’s activityType', () => {
    const activity = activityOfSummary(summary);
    expect(activity?.externalId).toBe('5001968355');
    expect(activity?.name).toBe('Ben Lomond');
    expect(activity?.category).toBe('trail-run');
    expect(activity?.parsed).toMatchObject({
      format: 'fit',
      figuresFrom: 'file',
      startTime: '2023-11-14T22:13:20.000Z',
      utcOffsetMinutes: 60,
      points: [],
      figures: {
        elapsedS: 5400,
        movingS: 5400,
        distanceM: 12_345.6,
        gainM: 974,
        avgHeartRate: 151,
        avgCadence: 83,
        maxSpeedMps: null,
      },
    });
  });

  it('maps Garmin’s activity types to categories', () => {
    const category = (activityType: string) =>
      activityOfSummary({ ...summary, activityType })?.category;
    expect(category('RUNNING')).toBe('run');
    expect(category('HIKING')).toBe('hike');
    expect(category('WALKING')).toBe('walk');
    expect(category('CYCLING')).toBe('ride');
    expect(category('MOUNTAIN_BIKING')).toBe('mountain-bike');
    expect(category('GRAVEL_CYCLING')).toBe('gravel');
    expect(category('BACKCOUNTRY_SKIING')).toBe('ski-touring');
    expect(category('RESORT_SKIING_SNOWBOARDING')).toBe('ski');
    expect(category('SNOW_SHOE')).toBe('snowshoe');
    expect(category('OTHER')).toBeUndefined();
  });

  it('refuses a summary without an id or a start, and drops figures that are not numbers', () => {
    expect(activityOfSummary({ ...summary, activityId: undefined, summaryId: 'a b' })).toBeNull();
    expect(activityOfSummary({ ...summary, startTimeInSeconds: '1700000000' })).toBeNull();
    const odd = activityOfSummary({ ...summary, distanceInMeters: -3, durationInSeconds: 'x' });
    expect(odd?.parsed.figures.distanceM).toBeNull();
    expect(odd?.parsed.figures.elapsedS).toBeNull();
  });

  it('names the activity by its activity id, in its summary, details and file alike', () => {
    expect(garminActivityId({ activityId: 42, summaryId: '42-detail' })).toBe('42');
    expect(garminActivityId({ summaryId: 'abc-1' })).toBe('abc-1');
  });
});
