/**
 * Shared by the server (login-url) and the client (the callback's second check): the same rule
 * on both sides, so no link leads away.
 */

/** Where sign-in goes when the asked-for return path is missing or not a path on this site. */
export const DEFAULT_RETURN_PATH = '/home';

const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://packtrail.invalid';
/** `//host` and `/\host`: a browser reads both as another site. */
const ANOTHER_SITE = /^\/[/\\]/;
/** Layers of percent-encoding looked through; a path hidden deeper is refused outright. */
const MAX_DECODINGS = 4;

const decodeOnce = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a stray `%` decodes to nothing more: judge what there is
  }
};

/**
 * Whether the path, with its dot segments resolved, leads to another site, at any layer of
 * percent-encoding: `/.//evil.example` resolves to `//evil.example`, and `/%2F%2Fevil.example`
 * becomes it for whatever decodes the path once more (a router, a proxy, a later redirect).
 */
function leadsAway(pathname: string): boolean {
  let current = pathname;
  for (let layer = 0; layer <= MAX_DECODINGS; layer += 1) {
    const resolved = new URL(current, PROBE_ORIGIN);
    if (resolved.origin !== PROBE_ORIGIN || ANOTHER_SITE.test(resolved.pathname)) return true;
    const decoded = decodeOnce(resolved.pathname);
    if (decoded === resolved.pathname) return false;
    current = decoded;
  }
  return true;
}

/**
 * The return path if it is a path on this site, else /home. Refuses absolute URLs,
 * protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`) and control
 * characters, so a sign-in link can never send anyone to another site. The path is normalised
 * (dot segments resolved) before it is judged, and judged again through each layer of
 * percent-encoding, so no spelling of `//host` gets through.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return DEFAULT_RETURN_PATH;
  }
  if (!value.startsWith('/') || value.includes('\\') || CONTROL_CHARACTERS.test(value)) {
    return DEFAULT_RETURN_PATH;
  }
  const resolved = new URL(value, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN || leadsAway(resolved.pathname)) return DEFAULT_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
