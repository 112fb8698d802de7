/**
 * Strava's rate limits, as its answers report them (developers.strava.com/docs/rate-limits):
 * `X-RateLimit-Limit` / `X-RateLimit-Usage` for all calls and `X-ReadRateLimit-Limit` /
 * `X-ReadRateLimit-Usage` for reads, each "short window,day" ("200,2000" and "12,340"). The
 * short window is 15 minutes from the quarter hour; the day ends at midnight UTC. Limits are the
 * app's, shared by every athlete linked to it.
 */

/** One limit's figures: the short window's and the day's. */
export interface StravaLimit {
  windowLimit: number;
  dayLimit: number;
  windowUsage: number;
  dayUsage: number;
}

export interface StravaUsage {
  overall: StravaLimit | null;
  read: StravaLimit | null;
}

/**
 * Calls an import leaves in each window for what cannot wait (a webhook's new activity, the
 * owner's own click): it stops this many short of the limit.
 */
export const STRAVA_RESERVED_CALLS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

const pair = (value: string | null): [number, number] | null => {
  if (!value) return null;
  const [first, second, ...rest] = value.split(',').map((part) => Number(part.trim()));
  const count = (part: number | undefined): part is number =>
    part !== undefined && Number.isInteger(part) && part >= 0;
  return rest.length === 0 && count(first) && count(second) ? [first, second] : null;
};

const limitOf = (limit: string | null, usage: string | null): StravaLimit | null => {
  const limits = pair(limit);
  const used = pair(usage);
  if (!limits || !used) return null;
  return { windowLimit: limits[0], dayLimit: limits[1], windowUsage: used[0], dayUsage: used[1] };
};

/** What an answer's headers say of the limits; null parts where a header is missing or bad. */
export function readStravaUsage(headers: Headers): StravaUsage {
  return {
    overall: limitOf(headers.get('x-ratelimit-limit'), headers.get('x-ratelimit-usage')),
    read: limitOf(headers.get('x-readratelimit-limit'), headers.get('x-readratelimit-usage')),
  };
}

/** When the short window that holds `now` ends (on the quarter hour UTC for 900 s). */
export const windowEnd = (now: number, windowMs: number): number =>
  (Math.floor(now / windowMs) + 1) * windowMs;

/** When the UTC day that holds `now` ends. */
export const dayEnd = (now: number): number => windowEnd(now, DAY_MS);

/**
 * Until when calls must wait, by usage seen at `seenAt`, for a caller that keeps `reserve`
 * calls back: the day's end when a daily limit is (nearly) spent, the window's end when the
 * window's is, else null (go on). A window or day that has ended since counts as fresh.
 */
export function waitUntil(
  usage: StravaUsage,
  seenAt: number,
  now: number,
  windowMs: number,
  reserve: number,
): number | null {
  let until: number | null = null;
  for (const limit of [usage.overall, usage.read]) {
    if (!limit) continue;
    const day = dayEnd(seenAt);
    if (now < day && limit.dayUsage >= limit.dayLimit - reserve) until = Math.max(until ?? 0, day);
    const window = windowEnd(seenAt, windowMs);
    if (now < window && limit.windowUsage >= limit.windowLimit - reserve) {
      until = Math.max(until ?? 0, window);
    }
  }
  return until;
}

/**
 * Until when to wait after a 429: by its headers (Strava counts the refused call too), the day's
 * end if a daily limit is spent, else the window's end.
 */
export function waitAfterRefusal(usage: StravaUsage, now: number, windowMs: number): number {
  const daySpent = [usage.overall, usage.read].some(
    (limit) => limit !== null && limit.dayUsage >= limit.dayLimit,
  );
  return daySpent ? dayEnd(now) : windowEnd(now, windowMs);
}
