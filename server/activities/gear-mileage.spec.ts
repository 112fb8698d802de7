import { describe, expect, it } from 'vitest';
import { gearMileage } from './gear-mileage.js';

describe('gearMileage', () => {
  it('counts each activity once per item, whether named on it or carried in its pack', () => {
    const mileage = gearMileage(
      [
        { id: 'a1', packId: 'p1', distanceM: 10_000, seconds: 3600 },
        { id: 'a2', packId: null, distanceM: 5000, seconds: 1800 },
        { id: 'a3', packId: 'p1', distanceM: 20_000, seconds: 7200 },
      ],
      [
        { activityId: 'a1', gearItemId: 'shoes' },
        { activityId: 'a2', gearItemId: 'shoes' },
        // The tent is named and also in the pack: counted once.
        { activityId: 'a3', gearItemId: 'tent' },
      ],
      new Map([['p1', ['tent', 'stove']]]),
    );
    expect(mileage).toEqual([
      { gearItemId: 'tent', count: 2, distanceM: 30_000, movingS: 10_800, direct: true },
      { gearItemId: 'stove', count: 2, distanceM: 30_000, movingS: 10_800, direct: false },
      { gearItemId: 'shoes', count: 2, distanceM: 15_000, movingS: 5400, direct: true },
    ]);
  });

  it('counts nothing for activities without gear or pack', () => {
    expect(
      gearMileage([{ id: 'a', packId: null, distanceM: 1, seconds: 1 }], [], new Map()),
    ).toEqual([]);
  });
});
