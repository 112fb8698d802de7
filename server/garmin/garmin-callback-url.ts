/**
 * A ping's or a file's callback URL comes in a push anyone could forge (Garmin signs nothing):
 * it is fetched only where it is Garmin's API, that is on GARMIN_API_URL's origin and under its
 * path, with no credentials in it. Anything else is null, never fetched.
 */
export function garminCallbackUrl(raw: unknown, apiBase: string): URL | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const base = new URL(apiBase);
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (!url.pathname.startsWith(basePath)) return null;
  // URL has resolved any dot segments; an encoded one could still climb out on the far side.
  if (/%2e|%2f|%5c/i.test(url.pathname)) return null;
  return url;
}
