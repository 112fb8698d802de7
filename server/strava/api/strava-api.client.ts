import { Injectable } from '@nestjs/common';
import { OutboundHttpClient } from '@server/common/http/outbound-http-client.js';
import { UpstreamError } from '@server/common/http/upstream-error.js';
import { AppConfig } from '@server/config/app-config.js';
import { StravaConnectionsService } from '../strava-connections.service.js';
import { StravaNotFound, StravaNotLinked, StravaRateLimited } from './strava-api.errors.js';
import type { StravaAthlete, StravaStreamSet, StravaSummaryActivity } from './strava-api.types.js';
import { StravaRateGate } from './strava-rate-gate.js';
import { STRAVA_RESERVED_CALLS } from './strava-rate-limits.js';

/** A page of the athlete's activities: Strava's most. */
export const STRAVA_PAGE_SIZE = 200;

/** What the route, heart rate and height of an activity are read from. */
const STREAM_KEYS = 'time,latlng,altitude,distance,heartrate,cadence';

export interface StravaCallOptions {
  /** 'import' keeps the last calls of each window for 'event' (a webhook's new activity). */
  priority?: 'import' | 'event';
  signal?: AbortSignal;
}

/**
 * Strava's API v3 for one owner, through the app's one outbound client: the owner's token in
 * the Authorization header (never in the address, as Strava requires from 2027), every address
 * under STRAVA_API_URL, and its rate limits kept (StravaRateGate): a call that would pass the
 * limit is not made, and it and a 429 throw StravaRateLimited with when to try again. Calls are
 * not retried here: a job's run is the unit that waits and retries.
 */
@Injectable()
export class StravaApiClient {
  constructor(
    private readonly http: OutboundHttpClient,
    private readonly config: AppConfig,
    private readonly connections: StravaConnectionsService,
    private readonly gate: StravaRateGate,
  ) {}

  /** A page (1-based) of the athlete's activities, oldest first from `after` (epoch s). */
  activities(
    ownerId: string,
    page: number,
    after: number,
    options?: StravaCallOptions,
  ): Promise<StravaSummaryActivity[]> {
    return this.get(
      ownerId,
      '/athlete/activities',
      { page: String(page), per_page: String(STRAVA_PAGE_SIZE), after: String(after) },
      options,
    ).then((body) => (Array.isArray(body) ? (body as StravaSummaryActivity[]) : []));
  }

  /** One activity (its detail: a webhook's event names only its id). */
  activity(
    ownerId: string,
    id: string,
    options?: StravaCallOptions,
  ): Promise<StravaSummaryActivity> {
    return this.get(
      ownerId,
      `/activities/${encodeURIComponent(id)}`,
      {},
      options,
      'activity',
    ) as Promise<StravaSummaryActivity>;
  }

  /** Its streams by type; {} for one Strava has none of (a manual entry). */
  async streams(
    ownerId: string,
    id: string,
    options?: StravaCallOptions,
  ): Promise<StravaStreamSet> {
    try {
      const body = await this.get(
        ownerId,
        `/activities/${encodeURIComponent(id)}/streams`,
        { keys: STREAM_KEYS, key_by_type: 'true' },
        options,
        'streams',
      );
      return body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    } catch (error) {
      if (error instanceof StravaNotFound) return {};
      throw error;
    }
  }

  /** The athlete, with their bikes and shoes. */
  athlete(ownerId: string, options?: StravaCallOptions): Promise<StravaAthlete> {
    return this.get(ownerId, '/athlete', {}, options) as Promise<StravaAthlete>;
  }

  private async get(
    ownerId: string,
    path: string,
    query: Record<string, string>,
    { priority = 'import', signal }: StravaCallOptions = {},
    what = 'such thing',
  ): Promise<unknown> {
    const closed = this.gate.closedUntil(priority === 'import' ? STRAVA_RESERVED_CALLS : 0);
    if (closed) throw new StravaRateLimited(closed);
    const token = await this.connections.accessToken(ownerId);
    if (!token) throw new StravaNotLinked();
    const url = new URL(`${this.config.STRAVA_API_URL.replace(/\/$/, '')}${path}`);
    url.search = new URLSearchParams(query).toString();
    try {
      const response = await this.http.request(url.toString(), {
        upstream: 'strava',
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        retries: 0,
        signal,
      });
      this.gate.record(response.headers);
      return JSON.parse(response.body.toString('utf8')) as unknown;
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.kind !== 'status') throw error;
      if (error.headers) this.gate.record(error.headers);
      if (error.status === 429) throw new StravaRateLimited(this.gate.refused(error.headers));
      if (error.status === 401) throw new StravaNotLinked('Strava no longer accepts the link');
      if (error.status === 404) throw new StravaNotFound(what);
      throw error;
    }
  }
}
