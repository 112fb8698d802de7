/**
 * Moving time by Naismith's rule (1892): an hour for every 5 km on the map plus an hour for every
 * 600 m of ascent. Descent adds nothing (Naismith's own rule; Langmuir's corrections for steep
 * descents are left out: they change little on a hiking day and would be one more thing to
 * explain). Each trip may set its own pace and climb rate (a runner, a cyclist, a slow group).
 * Pure ECMAScript, shared with the client.
 */

export const DEFAULT_PACE_KMH = 5;
export const DEFAULT_CLIMB_M_PER_HOUR = 600;

/**
 * Hours of moving time for `distanceM` metres with `gainM` metres of ascent. A pace or climb rate
 * that is not a positive number falls back to the default (the API validates them; this keeps a
 * half-typed form from dividing by zero).
 */
export function movingTimeHours(
  distanceM: number,
  gainM: number,
  paceKmh: number = DEFAULT_PACE_KMH,
  climbMPerHour: number = DEFAULT_CLIMB_M_PER_HOUR,
): number {
  const pace = positiveOr(paceKmh, DEFAULT_PACE_KMH);
  const climb = positiveOr(climbMPerHour, DEFAULT_CLIMB_M_PER_HOUR);
  return Math.max(0, distanceM) / 1000 / pace + Math.max(0, gainM) / climb;
}

function positiveOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
