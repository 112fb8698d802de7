import { useSyncExternalStore } from 'react';
import type { ApiSchema } from '@client/lib/api/schema';
import { isWeightScale, isWeightUnit } from '@domain/weight-units';

/** Where the signed-in user is kept (spec section 3). */
export const CURRENT_USER_KEY = 'pack.auth.user';

export type SubscriptionPlan = ApiSchema<'SubscriptionPlan'>;
export const SUBSCRIPTION_PLANS = [
  'basic',
  'explorer',
] as const satisfies readonly SubscriptionPlan[];

/**
 * The spec's five fields, then what the account page sets, present only once set (the server
 * leaves them out otherwise): the avatar's address, the public username, the preferred weight
 * unit (grams when absent), how long weights show ('auto' when absent) and currency (the
 * browser's when absent).
 */
export type CurrentUser = ApiSchema<'CurrentUserDto'>;

const isString = (value: unknown): value is string => typeof value === 'string';

/** Only the app's own photo addresses: stored data never makes the page load anything else. */
const AVATAR_URL = /^\/api\/photos\/[0-9a-f-]{36}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** True for the spec's shape; the optional fields are checked (and dropped) on their own. */
export function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    isString(user.userId) &&
    user.userId !== '' &&
    isString(user.email) &&
    isString(user.givenName) &&
    isString(user.familyName) &&
    (SUBSCRIPTION_PLANS as readonly unknown[]).includes(user.subscriptionPlan)
  );
}

/** The user with exactly the known fields, each optional one only when it is well-formed. */
function knownFields(user: CurrentUser): CurrentUser {
  const { userId, email, givenName, familyName, subscriptionPlan } = user;
  const kept: CurrentUser = { userId, email, givenName, familyName, subscriptionPlan };
  const extra = user as unknown as Record<string, unknown>;
  if (isString(extra.avatarUrl) && AVATAR_URL.test(extra.avatarUrl))
    kept.avatarUrl = extra.avatarUrl;
  if (isString(extra.username) && extra.username !== '') kept.username = extra.username;
  if (isWeightUnit(extra.weightUnit)) kept.weightUnit = extra.weightUnit;
  if (isWeightScale(extra.weightScale)) kept.weightScale = extra.weightScale;
  if (isString(extra.currency) && CURRENCY.test(extra.currency)) kept.currency = extra.currency;
  return kept;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: CurrentUser | null } | undefined;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored user, or null. Stored data that does not parse as a user is deleted, so a broken
 * value never sticks (spec section 4: "Unparseable stored data is deleted").
 */
export function readCurrentUser(): CurrentUser | null {
  const raw = storage()?.getItem(CURRENT_USER_KEY) ?? null;
  if (cached?.raw === raw) return cached.user;
  let user: CurrentUser | null = null;
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      user = isCurrentUser(parsed) ? knownFields(parsed) : null;
    } catch {
      user = null;
    }
    if (!user) storage()?.removeItem(CURRENT_USER_KEY);
  }
  cached = { raw: user ? raw : null, user };
  return user;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Stores the user (the header and every screen re-render with it, in every tab). */
export function storeCurrentUser(user: CurrentUser): void {
  storage()?.setItem(CURRENT_USER_KEY, JSON.stringify(knownFields(user)));
  notify();
}

/**
 * Keys under this prefix hold what belongs to the signed-in user in this browser (their recent
 * searches): they go when the user does.
 */
export const USER_STORAGE_PREFIX = 'packtrail.user.';

export function clearCurrentUser(): void {
  const stored = storage();
  stored?.removeItem(CURRENT_USER_KEY);
  if (stored) {
    const keys = Array.from({ length: stored.length }, (_, index) => stored.key(index));
    for (const key of keys) if (key?.startsWith(USER_STORAGE_PREFIX)) stored.removeItem(key);
  }
  notify();
}

/** Calls `listener` whenever the stored user changes, here or in another tab. */
export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, re-rendering when it changes (here or in another tab). */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeCurrentUser, readCurrentUser, () => null);
}
