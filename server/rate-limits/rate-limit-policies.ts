/**
 * Every per-user limit on an expensive call, in one place (the README's "Per-user limits" table
 * mirrors it). A route takes one with `@RateLimit('<action>')`.
 *
 * Each policy allows `calls` per user in a fixed window of `windowSeconds` that starts with the
 * user's first call; every call the guard lets through counts, whether or not it then succeeds
 * (a refused file still had to be read). `oneAtATime` also holds a lease while the response is
 * sent, so a user never runs two at once.
 */
export interface RateLimitPolicy {
  calls: number;
  windowSeconds: number;
  /** What is being limited, plural, for the 429's message ("pack imports"). */
  label: string;
  oneAtATime?: boolean;
}

const HOUR = 3600;

export const RATE_LIMIT_POLICIES = {
  /** LighterPack CSV imports: lists are imported once, maybe again after fixing the file. */
  'csv-import': { calls: 30, windowSeconds: HOUR, label: 'pack imports' },
  /**
   * Their previews (parsed and matched against the library, nothing written): the import dialog
   * asks for one before each import, and a person may look at a file a few times before.
   */
  'csv-import-preview': { calls: 60, windowSeconds: HOUR, label: 'import previews' },
  /**
   * Copies of someone's public pack into one's own gear (matched and written like an import,
   * up to a full pack's lines): as many as the imports.
   */
  'public-pack-copy': { calls: 30, windowSeconds: HOUR, label: 'public pack copies' },
  /**
   * Account exports: a person downloads their data once or twice; the window allows retries on
   * a poor connection. At most one at a time (each reads the whole account, photos included).
   */
  'account-export': {
    calls: 20,
    windowSeconds: HOUR,
    label: 'account exports',
    oneAtATime: true,
  },
  /** Gear photos (decoded and re-encoded): photographing a whole library in one sitting. */
  'gear-photo': { calls: 120, windowSeconds: HOUR, label: 'gear photo uploads' },
  /** Avatars (decoded and resized): a few tries to find a picture one likes. */
  avatar: { calls: 20, windowSeconds: HOUR, label: 'avatar uploads' },
  /**
   * GPX and KML imports (a new trip, or a trip's route): each file is parsed in a worker, up to
   * 10 MB. Planning a season's trips from a folder of files fits; a loop of uploads does not.
   */
  'route-import': { calls: 60, windowSeconds: HOUR, label: 'route file imports' },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitAction = keyof typeof RATE_LIMIT_POLICIES;

export const policyFor = (action: RateLimitAction): RateLimitPolicy => RATE_LIMIT_POLICIES[action];

/**
 * A one-at-a-time lease lasts this long unless its holder renews it (every third of it while
 * the response is still being sent): a server that crashes mid-export blocks its user for at
 * most this long.
 */
export const LEASE_SECONDS = 60;

/** How often each server deletes expired windows and leases, so the tables stay small. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;
