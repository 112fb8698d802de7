import { describe, expect, it } from 'vitest';

import { type LatLon } from './geodesy.js';
import { type RoutePoint } from './route-point.js';
import { cumulativeDistances } from './route-profile.js';
import {
  type DayOverride,
  MAX_BUDGET_SAMPLES,
  type TripBudgetInput,
  tripBudget,
} from './trip-budget.js';
import { type TripWaypointInput, tripDays } from './trip-days.js';

/** A flat route east along the equator, 0.001 degree (111.3 m) between points: 181 points, 20 km. */
const flat = (count = 181): RoutePoint[] =>
  Array.from({ length: count }, (_, i) => [0, i * 0.001, 0]);
const at = (index: number): LatLon => ({ latitude: 0.0003, longitude: index * 0.001 });
const camp = (index: number, id = `camp-${index}`): TripWaypointInput => ({
  id,
  name: id,
  icon: 'camp',
  ...at(index),
});

/** A budget over `points` with the days tripDays makes of them (flat: 5 km an hour). */
function budget(options: {
  points?: RoutePoint[];
  camps?: TripWaypointInput[];
  waters?: LatLon[];
  endDate?: string;
  foodPerDayGrams?: number;
  waterLitresPerHour?: number;
  overrides?: DayOverride[];
  baseMg?: number;
}) {
  const points = options.points ?? flat();
  const trip = {
    startDate: '2025-08-01',
    endDate: options.endDate ?? '2025-08-01',
    paceKmh: 5,
    climbMPerHour: 600,
  };
  const days = tripDays({ ...trip, points, waypoints: options.camps ?? [] });
  const input: TripBudgetInput = {
    baseMg: options.baseMg ?? 0,
    days,
    points,
    cumulativeM: cumulativeDistances(points),
    waterWaypoints: options.waters ?? [],
    foodPerDayGrams: options.foodPerDayGrams ?? 0,
    waterLitresPerHour: options.waterLitresPerHour ?? 0,
    overrides: options.overrides ?? [],
    paceKmh: trip.paceKmh,
    climbMPerHour: trip.climbMPerHour,
  };
  return { result: tripBudget(input), days, along: input.cumulativeM };
}

/** Hours to walk from route point `from` to route point `to` on the flat route. */
const hours = (along: readonly number[], from: number, to: number) =>
  ((along[to] ?? 0) - (along[from] ?? 0)) / 5000;

describe('tripBudget', () => {
  it('without a route carries the base and the food of the days left, one day at a time', () => {
    const { result } = budget({
      points: [],
      endDate: '2025-08-03',
      foodPerDayGrams: 700,
      waterLitresPerHour: 0.5,
      baseMg: 5_000_000,
    });
    expect(result.days).toEqual(
      [1, 2, 3].map((day) => ({
        day,
        foodGrams: 700,
        waterLitres: 0,
        foodOverridden: false,
        waterOverridden: false,
      })),
    );
    expect(result.samples.map((s) => s.totalGrams)).toEqual([7100, 6400, 6400, 5700, 5700, 5000]);
    expect(
      result.samples.every((s) => s.alongM === 0 && s.waterLitres === 0 && s.baseMg === 5_000_000),
    ).toBe(true);
    expect(result.heaviest).toEqual({
      day: 1,
      alongM: 0,
      totalGrams: 7100,
      label: 'day 1, at the start',
    });
  });

  it('eats each day’s food evenly along its distance', () => {
    const { result, along } = budget({
      camps: [camp(90)],
      endDate: '2025-08-02',
      foodPerDayGrams: 600,
    });
    const foodAt = (index: number) =>
      result.samples.find((s) => s.alongM === along[index])?.foodGrams;
    expect(result.samples[0]?.foodGrams).toBe(1200);
    expect(foodAt(45)).toBeCloseTo(900, 0);
    expect(foodAt(135)).toBeCloseTo(300, 0);
    expect(result.samples.at(-1)?.foodGrams).toBeCloseTo(0, 6);
    result.samples.forEach((s, i) =>
      expect(s.foodGrams).toBeLessThanOrEqual(
        (result.samples[i - 1]?.foodGrams ?? Infinity) + 1e-9,
      ),
    );
  });

  it('carries the water for the moving time to the end of the day when no source is nearer', () => {
    const { result, along } = budget({ waterLitresPerHour: 0.5 });
    expect(result.samples[0]?.waterLitres).toBeCloseTo(0.5 * hours(along, 0, 180), 6);
    expect(result.samples.at(-1)?.waterLitres).toBe(0);
    expect(result.days[0]?.waterLitres).toBeCloseTo(0.5 * hours(along, 0, 180), 6);
    expect(result.heaviest?.label).toBe('day 1, at the start');
  });

  it('refills at a water source: empty arriving, full for the stretch to the next refill leaving', () => {
    const { result, along } = budget({ waterLitresPerHour: 0.5, waters: [at(60)] });
    const atSource = result.samples.filter((s) => Math.abs(s.alongM - (along[60] ?? 0)) < 1);
    expect(atSource.map((s) => s.waterLitres)).toEqual([
      0,
      expect.closeTo(0.5 * hours(along, 60, 180), 3),
    ]);
    expect(result.samples[0]?.waterLitres).toBeCloseTo(0.5 * hours(along, 0, 60), 3);
    expect(result.heaviest?.label).toBe('day 1, leaving the last water');
    expect(result.heaviest?.alongM).toBeCloseTo(along[60] ?? 0, 0);
    expect(result.heaviest?.totalGrams).toBeCloseTo(500 * hours(along, 60, 180), 0);
  });

  it('names a source with another one ahead "leaving water"', () => {
    const { result } = budget({ waterLitresPerHour: 0.5, waters: [at(150), at(60)] });
    expect(result.heaviest?.label).toBe('day 1, leaving water');
  });

  it('ignores water sources more than 1 km off the route', () => {
    const far = { latitude: 0.02, longitude: 0.06 };
    const { result } = budget({ waterLitresPerHour: 0.5, waters: [far] });
    expect(result.heaviest?.label).toBe('day 1, at the start');
    expect(result.samples).toHaveLength(budget({ waterLitresPerHour: 0.5 }).result.samples.length);
  });

  it('refills at camp and names the heaviest moment after it "leaving camp"', () => {
    const { result, along } = budget({
      camps: [camp(30)],
      endDate: '2025-08-02',
      waterLitresPerHour: 1,
      baseMg: 4_000_000,
    });
    expect(result.heaviest?.label).toBe('day 2, leaving camp');
    expect(result.heaviest?.day).toBe(2);
    expect(result.heaviest?.totalGrams).toBeCloseTo(4000 + 1000 * hours(along, 30, 180), 0);
    expect(result.days.map((d) => d.waterLitres)).toEqual([
      expect.closeTo(hours(along, 0, 30), 3),
      expect.closeTo(hours(along, 30, 180), 3),
    ]);
  });

  it("applies a day's overrides: food replaced, water spread over the day's moving time", () => {
    const overrides: DayOverride[] = [
      { day: 1, foodGrams: null, waterLitres: 3 },
      { day: 2, foodGrams: 1000, waterLitres: null },
      { day: 3, foodGrams: null, waterLitres: null },
    ];
    const { result, along } = budget({
      camps: [camp(90)],
      endDate: '2025-08-03',
      foodPerDayGrams: 600,
      waterLitresPerHour: 0.5,
      waters: [at(30)],
      overrides,
    });
    expect(result.days).toEqual([
      { day: 1, foodGrams: 600, waterLitres: 3, foodOverridden: false, waterOverridden: true },
      {
        day: 2,
        foodGrams: 1000,
        waterLitres: result.days[1]?.waterLitres,
        foodOverridden: true,
        waterOverridden: false,
      },
      { day: 3, foodGrams: 600, waterLitres: 0, foodOverridden: false, waterOverridden: false },
    ]);
    expect(result.days[1]?.waterLitres).toBeCloseTo(0.5 * hours(along, 90, 180), 6);
    // Day 1 drinks 3 l over its moving time: a third of it before the source at point 30.
    expect(result.samples[0]?.foodGrams).toBe(2200);
    expect(result.samples[0]?.waterLitres).toBeCloseTo(1, 3);
    const leavingSource = result.samples
      .filter((s) => Math.abs(s.alongM - (along[30] ?? 0)) < 1)
      .at(-1);
    expect(leavingSource?.waterLitres).toBeCloseTo(2, 3);
  });

  it('adds up every sample as base + food + water', () => {
    const { result } = budget({
      camps: [camp(90)],
      endDate: '2025-08-03',
      foodPerDayGrams: 650,
      waterLitresPerHour: 0.4,
      waters: [at(40)],
      baseMg: 6_543_210,
    });
    for (const s of result.samples) {
      expect(s.totalGrams).toBeCloseTo(6543.21 + s.foodGrams + s.waterLitres * 1000, 6);
    }
    const heaviest = Math.max(...result.samples.map((s) => s.totalGrams));
    expect(result.heaviest?.totalGrams).toBe(heaviest);
    // In order along the trip.
    result.samples.forEach((s, i) =>
      expect(s.alongM).toBeGreaterThanOrEqual(result.samples[i - 1]?.alongM ?? 0),
    );
  });

  it('samples a long route at most MAX_BUDGET_SAMPLES times, events included', () => {
    const long = flat(5000);
    const { result } = budget({
      points: long,
      camps: [camp(2500)],
      endDate: '2025-08-02',
      waters: [at(1000), at(4000)],
      waterLitresPerHour: 0.5,
    });
    expect(result.samples.length).toBeLessThanOrEqual(MAX_BUDGET_SAMPLES);
    expect(result.samples.length).toBeGreaterThan(MAX_BUDGET_SAMPLES * 0.9);
  });

  it('answers no heaviest moment for a trip without days', () => {
    const result = tripBudget({
      baseMg: 1000,
      days: [],
      points: [],
      cumulativeM: [],
      waterWaypoints: [],
      foodPerDayGrams: 700,
      waterLitresPerHour: 0.5,
      overrides: [],
      paceKmh: 5,
      climbMPerHour: 600,
    });
    expect(result).toEqual({ days: [], samples: [], heaviest: null });
  });
});

describe('tripBudget on a route of several segments', () => {
  // Two flat outings: points 0..90 at sea level, then 90 more a degree further east, 1000 m up.
  const points: RoutePoint[] = flat().map(([latitude, longitude], i) =>
    i <= 90 ? [latitude, longitude, 0] : [latitude, longitude + 1, 1000],
  );
  const segmentStarts = [91];
  const trip = { startDate: '2025-08-01', endDate: '2025-08-01', paceKmh: 5, climbMPerHour: 600 };

  it('carries water for the segments walked, not for the gap or the step between them', () => {
    const cumulativeM = cumulativeDistances(points, segmentStarts);
    const days = tripDays({ ...trip, points, segmentStarts, cumulativeM, waypoints: [] });
    const result = tripBudget({
      ...trip,
      baseMg: 0,
      days,
      points,
      segmentStarts,
      cumulativeM,
      waterWaypoints: [],
      foodPerDayGrams: 0,
      waterLitresPerHour: 1,
      overrides: [],
    });
    // 179 legs of 111.3 m at 5 km an hour, no climbing: about 3.98 hours, 3.98 litres.
    const walkedM = cumulativeM.at(-1) ?? 0;
    expect(walkedM).toBeCloseTo(179 * 0.001 * 111_319.491, 0);
    expect(result.samples[0]?.waterLitres).toBeCloseTo(walkedM / 5000, 6);
  });
});
