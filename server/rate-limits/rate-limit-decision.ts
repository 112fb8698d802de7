import type { RateLimitPolicy } from './rate-limit-policies.js';

/** A user's window for one action after counting a call, as the database saw it. */
export interface WindowCount {
  /** Calls counted in the window, this one included (capped just past the limit). */
  hits: number;
  /** Until the window resets, by the database's clock. */
  secondsLeft: number;
}

export interface RateLimitRefusal {
  allowed: false;
  /** For the Retry-After header. */
  retryAfterSeconds: number;
  message: string;
}

export type RateLimitDecision = { allowed: true } | RateLimitRefusal;

/** Retry-After in whole seconds, never 0 (0 would invite an immediate retry that fails too). */
export function retryAfterSeconds(secondsLeft: number): number {
  return Math.max(1, Math.ceil(secondsLeft));
}

const count = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "45 seconds", "12 minutes", "1 hour": minutes rounded up, so the wait is never understated. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return count(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes % 60 === 0 ? count(minutes / 60, 'hour') : count(minutes, 'minute');
}

export function decideWindow(policy: RateLimitPolicy, count: WindowCount): RateLimitDecision {
  if (count.hits <= policy.calls) return { allowed: true };
  const retryAfter = retryAfterSeconds(count.secondsLeft);
  return {
    allowed: false,
    retryAfterSeconds: retryAfter,
    message: `Too many ${policy.label}: ${policy.calls} are allowed in ${waitPhrase(policy.windowSeconds)}; try again in ${waitPhrase(retryAfter)}`,
  };
}

/** Refusal while another call of the user's holds the action's lease (for `secondsLeft` more). */
export function leaseHeld(policy: RateLimitPolicy, secondsLeft: number): RateLimitRefusal {
  return {
    allowed: false,
    retryAfterSeconds: retryAfterSeconds(secondsLeft),
    message: `Another of your ${policy.label} is still running: try again when it has finished`,
  };
}
