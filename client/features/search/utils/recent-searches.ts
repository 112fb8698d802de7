import { USER_STORAGE_PREFIX } from '@client/lib/current-user';

/** The signed-in user's last searches, in this browser; cleared with the rest at sign-out. */
export const RECENT_SEARCHES_KEY = `${USER_STORAGE_PREFIX}recentSearches`;
export const RECENT_SEARCHES_MAX = 8;

/** `query` first, once (the same words in another case are the same search), at most 8. */
export function withRecent(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim().replace(/\s+/gu, ' ');
  if (trimmed === '') return [...recent];
  const same = trimmed.toLocaleLowerCase();
  return [trimmed, ...recent.filter((earlier) => earlier.toLocaleLowerCase() !== same)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, 8)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  try {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify(withRecent(readRecentSearches(), query)),
    );
  } catch {
    // Storage refused (a private mode): the search simply is not remembered.
  }
}

export function forgetRecentSearches(): void {
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // As above.
  }
}
