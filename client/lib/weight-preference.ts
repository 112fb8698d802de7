import type { ScopedMutator } from 'swr';
import { toast } from './toast';
import {
  isWeightScale,
  isWeightUnit,
  type WeightScale,
  type WeightUnit,
} from '@domain/weight-units';
import { ACCOUNT_PATH } from './account-key';
import { apiFetch } from './api-client';
import { errorMessage } from './api-errors';
import {
  readCurrentUser,
  storeCurrentUser,
  subscribeCurrentUser,
  type CurrentUser,
} from './current-user';

/**
 * The one weight preference every screen shows weights by: the unit, and whether long figures
 * in g or oz switch to kg or lb. A signed-in user's is the account's (kept in the stored current
 * user, so it is there at once and in every tab); a visitor's is kept in this browser.
 */
export interface WeightPreference {
  unit: WeightUnit;
  scale: WeightScale;
}

export const DEFAULT_WEIGHT_PREFERENCE: WeightPreference = { unit: 'g', scale: 'auto' };

/** Where a visitor who is not signed in keeps the preference. */
export const VISITOR_WEIGHT_KEY = 'packtrail.weight';

function readVisitor(): WeightPreference {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(VISITOR_WEIGHT_KEY) ?? 'null');
    const { unit, scale } = (stored ?? {}) as Record<string, unknown>;
    return {
      unit: isWeightUnit(unit) ? unit : DEFAULT_WEIGHT_PREFERENCE.unit,
      scale: isWeightScale(scale) ? scale : DEFAULT_WEIGHT_PREFERENCE.scale,
    };
  } catch {
    return DEFAULT_WEIGHT_PREFERENCE;
  }
}

function writeVisitor(preference: WeightPreference): void {
  try {
    localStorage.setItem(VISITOR_WEIGHT_KEY, JSON.stringify(preference));
  } catch {
    // Private modes may refuse storage; the choice then holds until the page is left.
  }
}

function fromStorage(): WeightPreference {
  const user = readCurrentUser();
  if (!user) return readVisitor();
  return {
    unit: user.weightUnit ?? DEFAULT_WEIGHT_PREFERENCE.unit,
    scale: user.weightScale ?? DEFAULT_WEIGHT_PREFERENCE.scale,
  };
}

const listeners = new Set<() => void>();
let current: WeightPreference | null = null;
let watching = false;

/** Reads storage again and tells the listeners when the preference changed. */
function refresh(next: WeightPreference = fromStorage()): void {
  if (next.unit === current?.unit && next.scale === current.scale) return;
  current = next;
  for (const listener of listeners) listener();
}

function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  subscribeCurrentUser(() => refresh());
  window.addEventListener('storage', (event) => {
    if (event.key === VISITOR_WEIGHT_KEY || event.key === null) refresh();
  });
}

/**
 * The preference now. Kept in memory and refreshed when the stored user or the visitor's
 * choice changes, so formatting 5,000 weights reads no storage; the same object until it
 * changes, as useSyncExternalStore needs.
 */
export function readWeightPreference(): WeightPreference {
  if (!current) {
    current = fromStorage();
    watch();
  }
  return current;
}

export function subscribeWeightPreference(listener: () => void): () => void {
  readWeightPreference();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What of the account the preference changes; the rest of its cached answer stays. */
interface AccountPreferences {
  userId: string;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  me: CurrentUser;
}

const withPreference = (user: CurrentUser, preference: WeightPreference): CurrentUser => ({
  ...user,
  weightUnit: preference.unit,
  weightScale: preference.scale,
});

/** The account page's cached answer, shown with `preference` (nothing if it was never read). */
function showOnAccount(mutate: ScopedMutator, preference: WeightPreference): void {
  void mutate<AccountPreferences>(
    ACCOUNT_PATH,
    (account) =>
      account && {
        ...account,
        weightUnit: preference.unit,
        weightScale: preference.scale,
        me: withPreference(account.me, preference),
      },
    { revalidate: false },
  );
}

let latestSave = 0;

/**
 * Changes the preference everywhere at once: every screen re-renders with it before the server
 * answers (the stored user and the account page's cached answer are updated), then the answer
 * is taken as it comes. A refused save puts back what was shown before and says why. Of saves
 * made in quick succession only the last one's answer (or failure) is applied.
 * Resolves to whether it was saved.
 */
export async function saveWeightPreference(
  changes: Partial<WeightPreference>,
  mutate: ScopedMutator,
): Promise<boolean> {
  const before = readWeightPreference();
  const next = { ...before, ...changes };
  const user = readCurrentUser();
  if (!user) {
    writeVisitor(next);
    refresh(next);
    return true;
  }
  const save = ++latestSave;
  storeCurrentUser(withPreference(user, next));
  showOnAccount(mutate, next);
  try {
    const account = await apiFetch<AccountPreferences>(ACCOUNT_PATH, {
      method: 'PATCH',
      body: JSON.stringify({ weightUnit: next.unit, weightScale: next.scale }),
    });
    if (save === latestSave && readCurrentUser()?.userId === account.userId) {
      storeCurrentUser(account.me);
      void mutate(ACCOUNT_PATH, account, { revalidate: false });
    }
    return true;
  } catch (error) {
    const now = readCurrentUser();
    if (save === latestSave && now?.userId === user.userId) {
      storeCurrentUser(withPreference(now, before));
      showOnAccount(mutate, before);
    }
    toast.error(`Could not save the weight unit: ${errorMessage(error)}`, {
      id: 'weight-preference',
    });
    return false;
  }
}
