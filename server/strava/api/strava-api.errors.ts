/** Strava's rate limit is reached: calls wait until `until` (the next window, or day). */
export class StravaRateLimited extends Error {
  constructor(readonly until: Date) {
    super(`Strava's rate limit is reached until ${until.toISOString()}`);
    this.name = 'StravaRateLimited';
  }
}

/** The owner has no link to Strava, or Strava no longer accepts it (revoked on Strava). */
export class StravaNotLinked extends Error {
  constructor(message = 'There is no working link to Strava') {
    super(message);
    this.name = 'StravaNotLinked';
  }
}

/** Strava has no such thing (deleted, or private beyond the granted scope). */
export class StravaNotFound extends Error {
  constructor(what: string) {
    super(`Strava has no ${what}`);
    this.name = 'StravaNotFound';
  }
}
