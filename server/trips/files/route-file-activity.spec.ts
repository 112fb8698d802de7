import { describe, expect, it } from 'vitest';
import { TRIP_ACTIVITIES } from '@server/domain/trip-limits.js';
import { activityOfTrackType } from './route-file-activity.js';

describe('a track type as a trip activity', () => {
  it('reads back each activity Packtrail writes, "other" as none', () => {
    for (const activity of TRIP_ACTIVITIES) {
      expect(activityOfTrackType(activity)).toBe(activity === 'other' ? null : activity);
    }
  });

  it('knows the sports devices and apps write, whatever their case and separators', () => {
    expect(activityOfTrackType('hiking')).toBe('hike');
    expect(activityOfTrackType('Trail Running')).toBe('trail_run');
    expect(activityOfTrackType('mountain-biking')).toBe('bikepacking');
    expect(activityOfTrackType(' BACKCOUNTRY_SKIING ')).toBe('ski_touring');
    expect(activityOfTrackType('kayaking')).toBe('paddling');
    expect(activityOfTrackType('mountaineering')).toBe('climbing');
  });

  it('is none for what names no activity', () => {
    for (const type of [null, '', '9', 'other', 'swimming', 'constructor', '__proto__']) {
      expect(activityOfTrackType(type)).toBeNull();
    }
  });
});
