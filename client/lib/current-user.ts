import { useSyncExternalStore } from 'react';

/** Where the signed-in user is kept (spec section 3). */
export const CURRENT_USER_KEY = 'pack.auth.user';

export const SUBSCRIPTION_PLANS = ['basic', 'explorer'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export interface CurrentUser {
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
  subscriptionPlan: SubscriptionPlan;
}

const isString = (value: unknown): value is string => typeof value === 'string';

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
      user = isCurrentUser(parsed) ? parsed : null;
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

export function storeCurrentUser(user: CurrentUser): void {
  const { userId, email, givenName, familyName, subscriptionPlan } = user;
  const raw = JSON.stringify({ userId, email, givenName, familyName, subscriptionPlan });
  storage()?.setItem(CURRENT_USER_KEY, raw);
  notify();
}

export function clearCurrentUser(): void {
  storage()?.removeItem(CURRENT_USER_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
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
  return useSyncExternalStore(subscribe, readCurrentUser, () => null);
}
