/** What one browser may send to /api/hog: small batches, a handful of times a minute. */
export const ANALYTICS_LIMITS = {
  /** The whole request body, in bytes. */
  maxBodyBytes: 32 * 1024,
  maxEventsPerBatch: 50,
  maxPropertiesPerEvent: 50,
  maxNameLength: 200,
  /** Requests per client per window (a token bucket: bursts up to this, then one per second). */
  requestsPerWindow: 60,
  windowMs: 60_000,
  /** Clients remembered at once; the least recently seen is forgotten first. */
  maxTrackedClients: 10_000,
} as const;
