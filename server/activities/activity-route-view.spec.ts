import { describe, expect, it } from 'vitest';
import { greatCircleM } from '@server/domain/route/geodesy.js';
import type { RoutePoint } from '@server/domain/route/route-point.js';
import type { ActivityRouteEntity } from './activity-route.entity.js';
import { activityRouteView, ROUTE_DISPLAY_MAX_POINTS } from './activity-route-view.js';

const START = Date.UTC(2026, 5, 1, 8);
// Degrees of longitude on the equator for one metre on the sphere greatCircleM measures.
const DEGREES_PER_M =
  1 / greatCircleM({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });

interface Leg {
  /** Seconds, one fix a second. */
  seconds: number;
  /** m/s; 0 stands still. */
  speed: number;
  /** m climbed per second. */
  climb?: number;
}

/** A route due east along the equator, one fix a second, leg after leg. */
function recorded(legs: Leg[], heartRate = true): ActivityRouteEntity {
  const points: RoutePoint[] = [];
  const times: number[] = [];
  let metres = 0;
  let height = 100;
  let second = 0;
  points.push([0, 0, height]);
  times.push(START);
  for (const leg of legs) {
    for (let i = 0; i < leg.seconds; i += 1) {
      metres += leg.speed;
      height += leg.climb ?? 0;
      second += 1;
      points.push([0, metres * DEGREES_PER_M, height]);
      times.push(START + second * 1000);
    }
  }
  return {
    activityId: 'a',
    ownerId: 'o',
    points,
    segmentStarts: [],
    times,
    heartRates: heartRate ? points.map((_, i) => 120 + (i % 10)) : null,
    cadences: null,
    laps: [],
  };
}

describe('activityRouteView', () => {
  it('splits a steady run per kilometre, the last shorter split kept', () => {
    // 2.5 m/s for 1,000 s: 2,500 m.
    const view = activityRouteView(recorded([{ seconds: 1000, speed: 2.5 }]), null);
    expect(view?.splits.map((split) => Math.round(split.distanceM))).toEqual([1000, 1000, 500]);
    for (const split of view?.splits ?? []) {
      expect(split.elapsedS).toBeCloseTo(split.distanceM / 2.5, 0);
      expect(split.movingS).toBeCloseTo(split.distanceM / 2.5, -1);
    }
    expect(view?.route.alongM.at(-1)).toBeCloseTo(2500, 0);
    expect(view?.route.elapsedS.at(-1)).toBe(1000);
    for (const speed of view?.route.speedsMps ?? []) expect(speed).toBeCloseTo(2.5, 2);
  });

  it('counts a pause in the elapsed time of its split and not in the moving time', () => {
    const view = activityRouteView(
      recorded([
        { seconds: 200, speed: 2.5 },
        { seconds: 120, speed: 0 },
        { seconds: 200, speed: 2.5 },
      ]),
      null,
    );
    const [first] = view?.splits ?? [];
    expect(first?.elapsedS).toBeCloseTo(520, 0);
    expect(first?.movingS).toBeGreaterThan(380);
    expect(first?.movingS).toBeLessThan(420);
    // Standing still reads as no speed in the middle of the pause.
    const middle = view?.route.elapsedS.findIndex((second) => second === 260) ?? -1;
    expect(view?.route.speedsMps[middle]).toBe(0);
  });

  it('gives each split the height it gained or lost', () => {
    const view = activityRouteView(
      recorded([
        { seconds: 400, speed: 2.5, climb: 0.25 },
        { seconds: 400, speed: 2.5, climb: -0.25 },
      ]),
      null,
    );
    // 1,000 m up at 0.1 m/m, then 1,000 m down.
    expect(view?.splits.map((split) => split.elevationChangeM)).toEqual([100, -100]);
  });

  it('scales the distances to end at the activity’s own distance (the device’s)', () => {
    const view = activityRouteView(recorded([{ seconds: 800, speed: 2.5 }]), 2100);
    expect(view?.route.alongM.at(-1)).toBeCloseTo(2100, 0);
    expect(view?.splits.map((split) => Math.round(split.distanceM))).toEqual([1000, 1000, 100]);
  });

  it('leaves out a last split shorter than 100 m', () => {
    const view = activityRouteView(recorded([{ seconds: 420, speed: 2.5 }]), null);
    expect(view?.splits).toHaveLength(1);
  });

  it('simplifies a long route and carries each kept point’s values with it', () => {
    const route = recorded([{ seconds: 5000, speed: 2 }]);
    const view = activityRouteView(route, null);
    expect(view?.route.points.length).toBeLessThanOrEqual(ROUTE_DISPLAY_MAX_POINTS);
    expect(view?.route.recordedPoints).toBe(5001);
    const { points, alongM, elapsedS, heartRates } = view?.route ?? {};
    expect(alongM).toHaveLength(points?.length ?? -1);
    expect(elapsedS).toHaveLength(points?.length ?? -1);
    // On a straight line at 2 m/s, each kept point is 2 m per second from the start.
    elapsedS?.forEach((second, k) => expect(alongM?.[k]).toBeCloseTo((second ?? 0) * 2, 0));
    expect(heartRates?.every((rate) => rate !== null && rate >= 120 && rate < 130)).toBe(true);
  });

  it('has no splits, speeds or heart rates without them in the file', () => {
    const route = recorded([{ seconds: 600, speed: 2.5 }], false);
    const untimed = { ...route, times: route.times.map(() => null) };
    const view = activityRouteView(untimed, null);
    expect(view?.splits).toEqual([]);
    expect(view?.route.speedsMps.every((speed) => speed === null)).toBe(true);
    expect(view?.route.heartRates).toBeNull();
    expect(activityRouteView({ ...route, points: [], times: [] }, null)).toBeNull();
  });
});
