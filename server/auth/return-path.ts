/** Where sign-in goes when the asked-for return path is missing or not a path on this site. */
export const DEFAULT_RETURN_PATH = '/home';

const MAX_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://packtrail.invalid';

/**
 * The return path if it is a path on this site, else /home. Refuses absolute URLs,
 * protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`) and control
 * characters, so a sign-in link can never send anyone to another site.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) {
    return DEFAULT_RETURN_PATH;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return DEFAULT_RETURN_PATH;
  }
  if (CONTROL_CHARACTERS.test(value)) return DEFAULT_RETURN_PATH;
  const resolved = new URL(value, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The sign-in `state`: the return path in base64, as the client decodes it (spec section 4). */
export const encodeState = (returnPath: string): string =>
  Buffer.from(returnPath, 'utf8').toString('base64');
