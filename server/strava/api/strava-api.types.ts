/**
 * The parts of Strava's API v3 answers the app reads (developers.strava.com/docs/reference,
 * the swagger's SummaryActivity and StreamSet). Every field may be missing or null in what
 * arrives: readers check each before use.
 */
export interface StravaSummaryActivity {
  id: number;
  name?: string | null;
  /** Metres. */
  distance?: number | null;
  moving_time?: number | null;
  elapsed_time?: number | null;
  total_elevation_gain?: number | null;
  /** The legacy type ('Run'); `sport_type` is the one to read ('TrailRun'). */
  type?: string | null;
  sport_type?: string | null;
  /** UTC, ISO 8601. */
  start_date?: string | null;
  /** The local wall-clock time, written as if UTC ('2026-05-04T09:12:03Z'). */
  start_date_local?: string | null;
  /** '(GMT+01:00) Europe/Ljubljana' */
  timezone?: string | null;
  gear_id?: string | null;
  manual?: boolean | null;
  private?: boolean | null;
  max_speed?: number | null;
  average_speed?: number | null;
  average_heartrate?: number | null;
  max_heartrate?: number | null;
  average_cadence?: number | null;
  map?: { summary_polyline?: string | null } | null;
}

/** One stream of `GET /activities/{id}/streams?key_by_type=true`. */
export interface StravaStream<T> {
  data?: T[];
  series_type?: string;
  original_size?: number;
  resolution?: string;
}

export interface StravaStreamSet {
  time?: StravaStream<number>;
  latlng?: StravaStream<[number, number]>;
  altitude?: StravaStream<number>;
  distance?: StravaStream<number>;
  heartrate?: StravaStream<number>;
  cadence?: StravaStream<number>;
}

/** A bike or a pair of shoes, as `GET /athlete` lists them (SummaryGear). */
export interface StravaGear {
  id: string;
  name?: string | null;
  /** Metres. */
  distance?: number | null;
  primary?: boolean | null;
  retired?: boolean | null;
}

export interface StravaAthlete {
  id: number;
  bikes?: StravaGear[] | null;
  shoes?: StravaGear[] | null;
}
