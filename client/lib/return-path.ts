import { DEFAULT_RETURN_PATH, safeReturnPath } from '@domain/return-path';

export { DEFAULT_RETURN_PATH, safeReturnPath };

/** The return path carried in the sign-in `state` (base64, spec section 4). */
export function decodeState(state: string): string {
  try {
    const bytes = Uint8Array.from(atob(state), (char) => char.charCodeAt(0));
    return safeReturnPath(new TextDecoder().decode(bytes));
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}
