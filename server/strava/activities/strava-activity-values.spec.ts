import { describe, expect, it } from 'vitest';
import type { StravaSummaryActivity } from '../api/strava-api.types.js';
import { stravaActivity } from './strava-activity-values.js';

const summary: StravaSummaryActivity = {
  id: 1234567890123,
  name: ' Velika planina ',
  distance: 12_345.6,
  moving_time: 10_800,
  elapsed_time: 12_600,
  total_elevation_gain: 812,
  type: 'Run',
  sport_type: 'TrailRun',
  start_date: '2026-05-04T07:12:03Z',
  start_date_local: '2026-05-04T09:12:03Z',
  timezone: '(GMT+01:00) Europe/Ljubljana',
  average_heartrate: 141.2,
  max_heartrate: 171,
  max_speed: 4.1,
  average_speed: 1.14,
  manual: false,
};

describe('stravaActivity', () => {
  it('keeps Strava’s figures, maps sport_type and reads the offset from the local start', () => {
    const parsed = stravaActivity(summary, {})!;
    expect(parsed).toMatchObject({
      category: 'trail-run',
      sport: 'TrailRun',
      name: 'Velika planina',
      startTime: '2026-05-04T07:12:03.000Z',
      utcOffsetMinutes: 120,
      figuresFrom: 'file',
      points: [],
      heartRates: null,
    });
    expect(parsed.figures).toMatchObject({
      distanceM: 12_345.6,
      movingS: 10_800,
      elapsedS: 12_600,
      gainM: 812,
      avgHeartRate: 141.2,
      maxHeartRate: 171,
    });
  });

  it('takes points, times, height and heart rate from the streams, dropping bad positions', () => {
    const parsed = stravaActivity(summary, {
      time: { data: [0, 10, 20, 30] },
      latlng: {
        data: [[46.2, 14.6], [46.201, 14.601], [91, 0] as [number, number], [46.203, 14.603]],
      },
      altitude: { data: [1200, 1205.5, 1210, 1212] },
      heartrate: { data: [120, 125, 130, 131] },
    })!;
    expect(parsed.points).toEqual([
      [46.2, 14.6, 1200],
      [46.201, 14.601, 1205.5],
      [46.203, 14.603, 1212],
    ]);
    const start = Date.parse('2026-05-04T07:12:03Z');
    expect(parsed.times).toEqual([start, start + 10_000, start + 30_000]);
    expect(parsed.heartRates).toEqual([120, 125, 131]);
    expect(parsed.cadences).toBeNull();
  });

  it('leaves out figures that are not figures and refuses an activity without a start', () => {
    const parsed = stravaActivity(
      { ...summary, distance: -3, max_heartrate: null, sport_type: 'Yoga', type: null },
      {},
    )!;
    expect(parsed.figures.distanceM).toBeNull();
    expect(parsed.figures.maxHeartRate).toBeNull();
    expect(parsed.category).toBe('other');
    expect(stravaActivity({ ...summary, start_date: 'not a date' }, {})).toBeNull();
  });
});
