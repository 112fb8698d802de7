/** How long a browser may keep a tile before asking again, at most. */
export const BROWSER_MAX_AGE_SECONDS = 24 * 3600;
/** For a stale tile served while the upstream is down: ask again soon. */
export const STALE_MAX_AGE_SECONDS = 60;

/** The seconds of a Cache-Control directive (`max-age=3600`), or undefined. */
function directiveSeconds(cacheControl: string, name: string): number | undefined {
  const match = new RegExp(`(?:^|[,\\s])${name}\\s*=\\s*"?(\\d+)"?`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * How long the upstream says its answer stays fresh, in seconds, as a shared cache reads it:
 * s-maxage, then max-age, then Expires against the upstream's Date; minus the Age it already
 * had. no-store and no-cache count as 0. Undefined when it says nothing.
 */
export function upstreamFreshSeconds(headers: Headers, now: number): number | undefined {
  const cacheControl = headers.get('cache-control') ?? '';
  const age = Number(headers.get('age') ?? 0) || 0;
  if (/(?:^|[,\s])(no-store|no-cache)(?:$|[,\s=])/i.test(cacheControl)) return 0;
  const seconds =
    directiveSeconds(cacheControl, 's-maxage') ?? directiveSeconds(cacheControl, 'max-age');
  if (seconds !== undefined) return Math.max(0, seconds - age);
  const expires = headers.get('expires');
  if (expires === null) return undefined;
  const expiresAt = Date.parse(expires);
  // An invalid date ("0", "-1") means already expired.
  if (Number.isNaN(expiresAt)) return 0;
  const date = Date.parse(headers.get('date') ?? '');
  return Math.max(0, Math.floor((expiresAt - (Number.isNaN(date) ? now : date)) / 1000));
}

/** When a tile fetched (or revalidated) now expires: the upstream's word, but never sooner than the minimum. */
export function tileExpiresAt(headers: Headers, now: number, minTtlSeconds: number): number {
  const fresh = Math.max(upstreamFreshSeconds(headers, now) ?? 0, minTtlSeconds);
  return now + fresh * 1000;
}

/** The max-age to give the browser: a day, or what freshness is left if less; stale, a minute. */
export function browserMaxAge(expiresAt: number, now: number): number {
  const leftMs = expiresAt - now;
  if (leftMs <= 0) return STALE_MAX_AGE_SECONDS;
  return Math.min(BROWSER_MAX_AGE_SECONDS, Math.ceil(leftMs / 1000));
}
