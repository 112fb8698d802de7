import { describe, expect, it } from 'vitest';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import { bestEfforts } from './best-efforts.js';

/** A straight run north along a meridian: `metresPerSecond` for each stretch, a point a second. */
function run(stretches: { seconds: number; metresPerSecond: number }[]) {
  const points: RoutePoint[] = [];
  const times: number[] = [];
  let metres = 0;
  let seconds = 0;
  const degreesPerMetre = 1 / 111_195;
  points.push([45, 7, null]);
  times.push(0);
  for (const { seconds: length, metresPerSecond } of stretches) {
    for (let step = 0; step < length; step += 1) {
      metres += metresPerSecond;
      seconds += 1;
      points.push([45 + metres * degreesPerMetre, 7, null]);
      times.push(seconds * 1000);
    }
  }
  return { points, times };
}

describe('bestEfforts', () => {
  it('finds the fastest 5 km and 10 km wherever they lie in the activity', () => {
    // 3 km at 3 m/s, then 5 km at 4 m/s, then 4 km at 2.5 m/s.
    const { points, times } = run([
      { seconds: 1000, metresPerSecond: 3 },
      { seconds: 1250, metresPerSecond: 4 },
      { seconds: 1600, metresPerSecond: 2.5 },
    ]);
    const bests = bestEfforts(points, times, []);
    expect(bests[5000]).toBeCloseTo(1250, -1);
    // 10 km: the fast 5 km, with 3 km at 3 m/s before (1000 s) and 2 km at 2.5 (800 s) after.
    expect(bests[10_000]).toBeCloseTo(1250 + 1000 + 800, -1);
  });

  it('gives none for an activity shorter than the distance or without times', () => {
    const { points, times } = run([{ seconds: 1000, metresPerSecond: 4 }]);
    expect(bestEfforts(points, times, [])).toEqual({ 5000: null, 10000: null });
    const long = run([{ seconds: 3000, metresPerSecond: 4 }]);
    expect(
      bestEfforts(
        long.points,
        long.points.map(() => null),
        [],
      ),
    ).toEqual({
      5000: null,
      10000: null,
    });
  });

  it('never counts the gap between two segments as distance', () => {
    const first = run([{ seconds: 800, metresPerSecond: 4 }]);
    const second = run([{ seconds: 800, metresPerSecond: 4 }]);
    // The second 3.2 km starts 50 km away, an hour later: together they are 6.4 km of running.
    const points: RoutePoint[] = [
      ...first.points,
      ...second.points.map(([lat, lon, ele]): RoutePoint => [lat + 0.45, lon, ele]),
    ];
    const times = [...first.times, ...second.times.map((time) => time + 4_000_000)];
    const bests = bestEfforts(points, times, [first.points.length]);
    expect(bests[10_000]).toBeNull();
    // The fastest 5 km spans the pause: as a stopwatch would count it.
    expect(bests[5000]).toBeGreaterThan(4_000);
  });
});
