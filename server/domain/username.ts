/**
 * Usernames: the name in a user's public addresses (`/u/{username}`). Pure ECMAScript: the server
 * enforces these rules and the client checks them as the user types.
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/** Lowercase letters, digits, `-` and `_`, 3 to 30 of them. Stored exactly so (lowercase). */
export const USERNAME_PATTERN = /^[a-z0-9_-]{3,30}$/;

/**
 * Names that would read as part of the app rather than as a person: the app's own routes and
 * areas, words for staff or the system, and common web paths. Matched after lowercasing.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'auth',
  'billing',
  'blog',
  'bundle',
  'bundles',
  'callback',
  'checkout',
  'checklist',
  'contact',
  'docs',
  'empty',
  'explorer',
  'garmin',
  'gear',
  'help',
  'home',
  'login',
  'logout',
  'map',
  'marketing',
  'me',
  'mod',
  'moderator',
  'new',
  'null',
  'oauth',
  'oidc',
  'official',
  'owner',
  'pack',
  'packs',
  'packtrail',
  'privacy',
  'profile',
  'public',
  'root',
  'search',
  'security',
  'settings',
  'signin',
  'signout',
  'signup',
  'staff',
  'static',
  'status',
  'strava',
  'support',
  'system',
  'team',
  'terms',
  'track',
  'trip',
  'trips',
  'u',
  'undefined',
  'user',
  'users',
  'www',
]);

export type UsernameProblem = 'too_short' | 'too_long' | 'invalid_characters' | 'reserved';

/** What a username is compared and stored as: trimmed and lowercased ("Ada" is "ada"). */
export const normalizeUsername = (text: string): string => text.trim().toLowerCase();

/** Why a (normalized) username cannot be used, or null when its form is fine. */
export function usernameProblem(username: string): UsernameProblem | null {
  if (username.length < USERNAME_MIN) return 'too_short';
  if (username.length > USERNAME_MAX) return 'too_long';
  if (!USERNAME_PATTERN.test(username)) return 'invalid_characters';
  return RESERVED_USERNAMES.has(username) ? 'reserved' : null;
}

export const USERNAME_MESSAGES: Readonly<Record<UsernameProblem | 'taken', string>> = {
  too_short: `Use at least ${USERNAME_MIN} characters`,
  too_long: `Use at most ${USERNAME_MAX} characters`,
  invalid_characters: 'Use only lowercase letters, digits, - and _',
  reserved: 'This name is reserved',
  taken: 'This username is taken',
};
