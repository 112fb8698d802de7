/** Where sign-in lands when the return path is missing or not a path on this site. */
export const DEFAULT_RETURN_PATH = '/home';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A path on this site, else /home: the same rule as the server's, so no link leads away. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return DEFAULT_RETURN_PATH;
  }
  if (CONTROL_CHARACTERS.test(value)) return DEFAULT_RETURN_PATH;
  const resolved = new URL(value, window.location.origin);
  if (resolved.origin !== window.location.origin) return DEFAULT_RETURN_PATH;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** The return path carried in the sign-in `state` (base64, spec section 4). */
export function decodeState(state: string): string {
  try {
    const bytes = Uint8Array.from(atob(state), (char) => char.charCodeAt(0));
    return safeReturnPath(new TextDecoder().decode(bytes));
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
