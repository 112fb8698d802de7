import { describe, expect, it } from 'vitest';
import { readGarminPush } from './garmin-push.js';

const API = 'https://apis.garmin.com';

describe('readGarminPush', () => {
  it('sorts summaries, pings, files, deregistrations and permissions by Garmin user', () => {
    const push = readGarminPush(
      {
        activities: [
          { userId: 'a', summaryId: '1', activityId: 1, activityType: 'RUNNING', extra: 'x' },
          { userId: 'b', callbackURL: `${API}/wellness-api/rest/activities?token=t` },
        ],
        activityDetails: [
          {
            userId: 'a',
            summaryId: '2-detail',
            activityId: 2,
            summary: { activityType: 'HIKING', startTimeInSeconds: 5 },
            samples: [{ heartRate: 90 }],
          },
        ],
        activityFiles: [
          {
            userId: 'a',
            activityId: 3,
            activityName: 'Walk',
            fileType: 'FIT',
            callbackURL: `${API}/wellness-api/rest/activityFile?id=3&token=t`,
          },
          { userId: 'a', activityId: 4, fileType: 'PDF', callbackURL: `${API}/x` },
        ],
        deregistrations: [{ userId: 'c' }, { nobody: true }],
        userPermissionsChange: [{ userId: 'b', permissions: ['HEALTH_EXPORT', 7] }],
        dailies: [{ userId: 'a' }],
      },
      API,
    );
    expect(push.deliveries.get('a')).toEqual([
      { kind: 'summary', summary: { summaryId: '1', activityId: 1, activityType: 'RUNNING' } },
      {
        kind: 'summary',
        summary: {
          summaryId: '2-detail',
          activityId: 2,
          activityType: 'HIKING',
          startTimeInSeconds: 5,
        },
      },
      {
        kind: 'file',
        callbackURL: `${API}/wellness-api/rest/activityFile?id=3&token=t`,
        activityId: '3',
        name: 'Walk',
        fileType: 'fit',
      },
    ]);
    expect(push.deliveries.get('b')).toEqual([
      { kind: 'ping', callbackURL: `${API}/wellness-api/rest/activities?token=t` },
    ]);
    expect([...push.deregistrations]).toEqual(['c']);
    expect(push.permissions.get('b')).toEqual(['HEALTH_EXPORT']);
    expect(push.refused).toEqual([]);
  });

  it('keeps no callback URL off Garmin’s API, and reads nothing of a body of another shape', () => {
    const push = readGarminPush(
      {
        activities: [{ userId: 'a', callbackURL: 'http://169.254.169.254/latest' }],
        activityFiles: [{ userId: 'a', activityId: 1, callbackURL: 'https://evil.example/f' }],
      },
      API,
    );
    expect(push.deliveries.size).toBe(0);
    expect(push.refused).toEqual(['http://169.254.169.254/latest', 'https://evil.example/f']);
    for (const body of [null, [], 'text', { activities: 'no list' }]) {
      const read = readGarminPush(body, API);
      expect(read.deliveries.size + read.deregistrations.size + read.permissions.size).toBe(0);
    }
  });
});
