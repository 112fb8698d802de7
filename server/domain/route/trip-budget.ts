/**
 * What is on your back along a trip: the main pack's base weight, the food still to eat and the
 * water needed to the next source. Pure ECMAScript, shared with the client (the carried-weight
 * chart and the heaviest moment update as camps, water sources and overrides change).
 *
 * Rules:
 * - Food: each day's food (foodPerDayGrams, or the day's override) is carried from the start and
 *   eaten evenly along that day's distance; a day without distance (a rest day) eats it between
 *   leaving and reaching camp. So the load falls smoothly through a day and never jumps up.
 * - Water: at any spot you carry what the moving time from there to the next refill needs
 *   (waterLitresPerHour x Naismith hours, with the day's gain). Refills are the trip's start,
 *   every water waypoint within WAYPOINT_MAX_OFF_ROUTE_M of the route (at its nearest spot on it)
 *   and every camp: people pick camps by water, and water drunk in camp is not carried on the
 *   move. A day's water override replaces that day's computed litres and is drunk at an even rate
 *   over its moving time; on a day with no moving time no water is carried.
 * - A day's figures (`days`) are its food and its water drunk while moving.
 * - The heaviest moment is the heaviest sample; its label names the last event before it: the
 *   start, leaving camp, or leaving water ("the last water" when no other source lies ahead
 *   before that day's camp, so the load has to last to camp).
 */
import { type LatLon } from './geodesy.js';
import { cumulativeGainLoss } from './elevation-gain.js';
import { movingTimeHours } from './naismith.js';
import { nearestAlongRoute, valueAtAlong } from './route-geometry.js';
import { type RoutePoint } from './route-point.js';
import { type TripDay, WAYPOINT_MAX_OFF_ROUTE_M } from './trip-days.js';

/** About this many samples for the chart (every event, then route points up to the rest). */
export const MAX_BUDGET_SAMPLES = 500;

export interface DayOverride {
  day: number;
  foodGrams: number | null;
  waterLitres: number | null;
}

export interface BudgetSample {
  alongM: number;
  day: number;
  baseMg: number;
  foodGrams: number;
  waterLitres: number;
  totalGrams: number;
}

export interface BudgetDay {
  day: number;
  foodGrams: number;
  waterLitres: number;
  foodOverridden: boolean;
  waterOverridden: boolean;
}

export interface TripBudget {
  days: BudgetDay[];
  /** Along the route in order, for the carried-weight chart (a refill shows as two samples at one spot). */
  samples: BudgetSample[];
  /** Label e.g. "day 3, leaving the last water" (words only: the client formats the weight). */
  heaviest: { day: number; alongM: number; totalGrams: number; label: string } | null;
}

export interface TripBudgetInput {
  baseMg: number;
  days: TripDay[];
  points: readonly RoutePoint[];
  /** Where the route's segments begin (route-segments.ts); none: one segment. */
  segmentStarts?: readonly number[];
  /** routeProfile's, with the same segmentStarts. */
  cumulativeM: readonly number[];
  waterWaypoints: readonly LatLon[];
  foodPerDayGrams: number;
  waterLitresPerHour: number;
  overrides: readonly DayOverride[];
  paceKmh: number;
  climbMPerHour: number;
}

type BudgetEvent = 'start' | 'camp' | 'water' | 'last_water';

/** A spot to sample: `arriving` before a refill, `leaving` after it, `along` in between. */
interface Spot {
  dayIndex: number;
  alongM: number;
  phase: 'leaving' | 'along' | 'arriving';
  event?: BudgetEvent;
}

const EVENT_WORDS: Record<BudgetEvent, string> = {
  start: 'at the start',
  camp: 'leaving camp',
  water: 'leaving water',
  last_water: 'leaving the last water',
};

export function tripBudget(input: TripBudgetInput): TripBudget {
  const days = budgetDays(input);
  const gainM = cumulativeGainLoss(
    input.points.map((point) => point[2]),
    input.cumulativeM,
    input.segmentStarts,
  ).gainM;
  const hoursBetween = (from: number, to: number) =>
    movingTimeHours(
      to - from,
      valueAtAlong(input.cumulativeM, gainM, to) - valueAtAlong(input.cumulativeM, gainM, from),
      input.paceKmh,
      input.climbMPerHour,
    );
  const waters = waterAlong(input);
  // Food still to eat after each day: foodAfter[i] = food of days i+1, i+2, ...
  const foodAfter = days.map((_, i) => days.slice(i + 1).reduce((sum, d) => sum + d.foodGrams, 0));
  // An overridden day drinks its litres at an even rate over its moving time.
  const litresPerHour = input.days.map((day, i) => {
    const budget = days[i];
    if (!budget?.waterOverridden) return input.waterLitresPerHour;
    return day.movingHours > 0 ? budget.waterLitres / day.movingHours : 0;
  });

  const spots = sampleSpots(input, waters);
  let lastEvent: BudgetEvent = 'start';
  let heaviest: TripBudget['heaviest'] = null;
  const samples = spots.map((spot): BudgetSample => {
    const day = input.days[spot.dayIndex];
    const start = day?.startAlongM ?? 0;
    const end = day?.endAlongM ?? start;
    const span = end - start;
    const eaten =
      span > 0 ? clamp01((spot.alongM - start) / span) : spot.phase === 'arriving' ? 1 : 0;
    const foodGrams =
      (foodAfter[spot.dayIndex] ?? 0) + (days[spot.dayIndex]?.foodGrams ?? 0) * (1 - eaten);
    const refill = nextRefill(waters, spot, end);
    const waterLitres = (litresPerHour[spot.dayIndex] ?? 0) * hoursBetween(spot.alongM, refill);
    const totalGrams = input.baseMg / 1000 + foodGrams + waterLitres * 1000;
    const dayNumber = day?.day ?? spot.dayIndex + 1;
    if (spot.event) lastEvent = spot.event;
    if (!heaviest || totalGrams > heaviest.totalGrams) {
      const label = `day ${dayNumber}, ${EVENT_WORDS[lastEvent]}`;
      heaviest = { day: dayNumber, alongM: spot.alongM, totalGrams, label };
    }
    return {
      alongM: spot.alongM,
      day: dayNumber,
      baseMg: input.baseMg,
      foodGrams,
      waterLitres,
      totalGrams,
    };
  });
  return { days, samples, heaviest };
}

/** Each day's food and water, with the overrides applied (the last override of a day wins). */
function budgetDays(input: TripBudgetInput): BudgetDay[] {
  const overrides = new Map(input.overrides.map((override) => [override.day, override]));
  return input.days.map((day) => {
    const override = overrides.get(day.day);
    const foodGrams = override?.foodGrams ?? null;
    const waterLitres = override?.waterLitres ?? null;
    return {
      day: day.day,
      foodGrams: foodGrams ?? input.foodPerDayGrams,
      waterLitres: waterLitres ?? input.waterLitresPerHour * day.movingHours,
      foodOverridden: foodGrams !== null,
      waterOverridden: waterLitres !== null,
    };
  });
}

/** The water waypoints near enough to the route, as distances along it, in order. */
function waterAlong(input: TripBudgetInput): number[] {
  if (input.points.length < 2) return [];
  return input.waterWaypoints
    .map((water) => nearestAlongRoute(input.points, input.cumulativeM, water, input.segmentStarts))
    .filter((near) => near.offM <= WAYPOINT_MAX_OFF_ROUTE_M)
    .map((near) => near.alongM)
    .sort((a, b) => a - b);
}

/** Where the water carried at `spot` runs out: the next source before the day's end, or its end. */
function nextRefill(waters: readonly number[], spot: Spot, dayEnd: number): number {
  const next = waters.find((w) => (spot.phase === 'arriving' ? w >= spot.alongM : w > spot.alongM));
  return next !== undefined && next < dayEnd ? next : dayEnd;
}

/**
 * Every event (each day's leaving and arriving, both sides of each water source) and as many
 * route points as fit in MAX_BUDGET_SAMPLES, in order along the trip.
 */
function sampleSpots(input: TripBudgetInput, waters: readonly number[]): Spot[] {
  const eventCount = input.days.length * 2 + waters.length * 2;
  const along = evenlyPicked(input.cumulativeM, MAX_BUDGET_SAMPLES - eventCount);
  const spots: Spot[] = [];
  input.days.forEach((day, dayIndex) => {
    const { startAlongM: start, endAlongM: end } = day;
    const inside = (x: number) => x > start && x < end;
    const dayWaters = waters.filter(inside);
    spots.push({
      dayIndex,
      alongM: start,
      phase: 'leaving',
      event: dayIndex === 0 ? 'start' : 'camp',
    });
    const middle: Spot[] = along
      .filter((x) => inside(x) && !dayWaters.includes(x))
      .map((x) => ({ dayIndex, alongM: x, phase: 'along' }));
    dayWaters.forEach((w, i) => {
      const last = i === dayWaters.length - 1;
      middle.push({ dayIndex, alongM: w, phase: 'arriving' });
      middle.push({ dayIndex, alongM: w, phase: 'leaving', event: last ? 'last_water' : 'water' });
    });
    middle.sort((a, b) => a.alongM - b.alongM || PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]);
    spots.push(...middle, { dayIndex, alongM: end, phase: 'arriving' });
  });
  return spots;
}

const PHASE_ORDER: Record<Spot['phase'], number> = { arriving: 0, along: 1, leaving: 2 };

/** At most `count` of the values, spread evenly by index (all of them when they fit). */
function evenlyPicked(values: readonly number[], count: number): number[] {
  if (count <= 0) return [];
  if (values.length <= count) return [...values];
  const step = (values.length - 1) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => values[Math.round(i * step)] ?? 0);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
