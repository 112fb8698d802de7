import type { IncomingMessage, ServerResponse } from 'node:http';

/** An activity the stand-in's athlete has: Strava's SummaryActivity fields, and its streams. */
export interface StandInActivity {
  id: number;
  name: string;
  sport_type: string;
  type?: string;
  start_date: string;
  start_date_local?: string;
  distance?: number;
  moving_time?: number;
  elapsed_time?: number;
  total_elevation_gain?: number;
  average_heartrate?: number;
  max_heartrate?: number;
  gear_id?: string | null;
  manual?: boolean;
  /** Streams by type, each a list as `data` holds it (time, latlng, altitude, heartrate...). */
  streams?: Record<string, unknown[]>;
}

export interface StandInGear {
  id: string;
  name: string;
}

/** Strava's limits for the app: [short window, day], for all calls and for reads. */
export interface StandInLimits {
  overall: [number, number];
  read: [number, number];
}

export interface StravaApiStandIn {
  /** The athlete's activities, in any order (listed oldest first from `after`). */
  activities(athleteId: number): StandInActivity[];
  addActivities(athleteId: number, activities: StandInActivity[]): void;
  setGear(athleteId: number, gear: { bikes?: StandInGear[]; shoes?: StandInGear[] }): void;
  /** Strava's limits; Strava's own are 200/2,000 overall and 100/1,000 reads. */
  limits: StandInLimits;
  /** Calls counted in the current short window and day (every call, refused ones too). */
  readonly usage: { window: number; day: number };
  /** Counts `calls` more in this window and day, as another app's or server's calls would. */
  spend(calls: number): void;
  /**
   * Until `restore`, every call is over the limit (429, still counted), as when other apps'
   * calls keep the window spent.
   */
  exhaust(): void;
  restore(): void;
  /** Every API call the stand-in answered: its path, its window (index from the epoch) and status. */
  readonly calls: { path: string; window: number; status: number }[];
  /** Answers the next `count` API calls `delayMs` late (a slow Strava). */
  slowNext(count: number, delayMs: number): void;
  /** Answers the next `count` API calls with this status (a 500, a 503), then serves again. */
  failNext(count: number, status: number): void;
}

const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Strava's API v3 as the app reads it, for the stand-in's athletes: `GET /api/v3/athlete` (with
 * bikes and shoes), `GET /api/v3/athlete/activities` (page, per_page up to 200, after: oldest
 * first), `GET /api/v3/activities/{id}`, `GET /api/v3/activities/{id}/streams?keys&key_by_type`
 * (an object keyed by type, each `{ data, series_type, original_size, resolution }`). A Bearer
 * token in the Authorization header only (a token in the query is refused, as Strava will from
 * 2027). Every answer carries X-RateLimit-* and X-ReadRateLimit-* ("window,day"), usage counted
 * in windows of `windowMs` from the epoch (900 s: the quarter hours), and past a limit a 429
 * with Strava's body, still counted.
 */
export function stravaApiStandIn(
  athleteOf: (accessToken: string) => number | undefined,
  windowMs: number,
): StravaApiStandIn & {
  handle(request: IncomingMessage, url: URL, response: ServerResponse): void;
} {
  const byAthlete = new Map<number, StandInActivity[]>();
  const gearOf = new Map<number, { bikes?: StandInGear[]; shoes?: StandInGear[] }>();
  const counted = { window: 0, day: 0, windowStart: 0, dayStart: 0 };
  let failing = { count: 0, status: 500 };
  let exhausted = false;
  let slow = { count: 0, delayMs: 0 };
  const calls: { path: string; window: number; status: number }[] = [];
  const limits: StandInLimits = { overall: [200, 2000], read: [100, 1000] };

  const count = () => {
    const now = Date.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    if (windowStart !== counted.windowStart) Object.assign(counted, { window: 0, windowStart });
    if (dayStart !== counted.dayStart) Object.assign(counted, { day: 0, dayStart });
    counted.window += 1;
    counted.day += 1;
  };
  const rateHeaders = () => ({
    'X-RateLimit-Limit': limits.overall.join(','),
    'X-RateLimit-Usage': `${counted.window},${counted.day}`,
    'X-ReadRateLimit-Limit': limits.read.join(','),
    'X-ReadRateLimit-Usage': `${counted.window},${counted.day}`,
  });
  const overLimit = () =>
    exhausted ||
    counted.window > Math.min(limits.overall[0], limits.read[0]) ||
    counted.day > Math.min(limits.overall[1], limits.read[1]);

  const summary = ({ streams: _streams, ...activity }: StandInActivity) => ({
    resource_state: 2,
    athlete: { id: 0, resource_state: 1 },
    type: activity.sport_type,
    map: { id: `a${activity.id}`, summary_polyline: '', resource_state: 2 },
    ...activity,
  });

  const handle = (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (slow.count > 0) {
      const { delayMs } = slow;
      slow = { ...slow, count: slow.count - 1 };
      setTimeout(() => answer(request, url, response), delayMs);
      return;
    }
    answer(request, url, response);
  };

  const answer = (request: IncomingMessage, url: URL, response: ServerResponse) => {
    const original = response.writeHead.bind(response);
    response.writeHead = (status: number, ...rest: unknown[]) => {
      calls.push({ path: url.pathname, window: Math.floor(Date.now() / windowMs), status });
      return original(status, ...(rest as []));
    };
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    const athleteId = token && !url.searchParams.has('access_token') ? athleteOf(token) : undefined;
    if (athleteId === undefined) {
      json(response, 401, {
        message: 'Authorization Error',
        errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }],
      });
      return;
    }
    count();
    if (overLimit()) {
      json(
        response,
        429,
        {
          message: 'Rate Limit Exceeded',
          errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }],
        },
        rateHeaders(),
      );
      return;
    }
    if (failing.count > 0) {
      failing = { ...failing, count: failing.count - 1 };
      json(response, failing.status, { message: 'Error', errors: [] }, rateHeaders());
      return;
    }
    const own = byAthlete.get(athleteId) ?? [];
    const path = url.pathname.replace(/^\/api\/v3/, '');
    if (path === '/athlete') {
      const gear = gearOf.get(athleteId) ?? {};
      const list = (items: StandInGear[] | undefined) =>
        (items ?? []).map((item) => ({ ...item, primary: false, distance: 0, resource_state: 2 }));
      json(
        response,
        200,
        { id: athleteId, resource_state: 3, bikes: list(gear.bikes), shoes: list(gear.shoes) },
        rateHeaders(),
      );
      return;
    }
    if (path === '/athlete/activities') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const perPage = Math.min(200, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
      const after = Number(url.searchParams.get('after') ?? 0);
      const sorted = own
        .filter((activity) => Date.parse(activity.start_date) / 1000 > after)
        .sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date));
      json(
        response,
        200,
        sorted.slice((page - 1) * perPage, page * perPage).map(summary),
        rateHeaders(),
      );
      return;
    }
    const match = /^\/activities\/(\d+)(\/streams)?$/.exec(path);
    const activity = match ? own.find((item) => String(item.id) === match[1]) : undefined;
    if (!match || !activity) {
      json(
        response,
        404,
        {
          message: 'Record Not Found',
          errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }],
        },
        rateHeaders(),
      );
      return;
    }
    if (!match[2]) {
      json(
        response,
        200,
        { ...summary(activity), resource_state: 3, description: null },
        rateHeaders(),
      );
      return;
    }
    const keys = new Set((url.searchParams.get('keys') ?? '').split(','));
    if (url.searchParams.get('key_by_type') !== 'true' || !activity.streams) {
      json(
        response,
        activity.streams ? 400 : 404,
        { message: 'Record Not Found', errors: [] },
        rateHeaders(),
      );
      return;
    }
    const streams = Object.fromEntries(
      Object.entries(activity.streams)
        .filter(([type]) => keys.has(type) || type === 'distance' || type === 'time')
        .map(([type, data]) => [
          type,
          { data, series_type: 'distance', original_size: data.length, resolution: 'high' },
        ]),
    );
    json(response, 200, streams, rateHeaders());
  };

  return {
    handle,
    activities: (athleteId) => byAthlete.get(athleteId) ?? [],
    addActivities(athleteId, activities) {
      byAthlete.set(athleteId, [...(byAthlete.get(athleteId) ?? []), ...activities]);
    },
    setGear(athleteId, gear) {
      gearOf.set(athleteId, gear);
    },
    limits,
    get usage() {
      return { window: counted.window, day: counted.day };
    },
    slowNext(times, delayMs) {
      slow = { count: times, delayMs };
    },
    spend(spent) {
      count();
      counted.window += spent - 1;
      counted.day += spent - 1;
    },
    exhaust() {
      exhausted = true;
    },
    restore() {
      exhausted = false;
    },
    calls,
    failNext(times, status) {
      failing = { count: times, status };
    },
  };
}
