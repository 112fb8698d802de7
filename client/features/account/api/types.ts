import type { WeightScale, WeightUnit } from '@domain/weight-units';
import type { CurrentUser, SubscriptionPlan } from '@client/lib/current-user';

/** GET /api/account, and the answer to every change of it. */
export interface Account {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  avatarUrl: string | null;
  weightUnit: WeightUnit;
  weightScale: WeightScale;
  currency: string | null;
  subscriptionPlan: SubscriptionPlan;
  /** builtin: deleting the account also deletes its email-and-password sign-in. */
  signInProvider: 'builtin' | 'external';
  createdAt: string;
  /** The user as /api/auth/me now answers, to store as the current user. */
  me: CurrentUser;
}

export type AccountChanges = Partial<
  Pick<Account, 'firstName' | 'lastName' | 'username' | 'weightUnit' | 'currency'>
>;

export type UsernameUnavailableReason =
  'too_short' | 'too_long' | 'invalid_characters' | 'reserved' | 'taken';

export interface UsernameAvailability {
  username: string;
  available: boolean;
  reason?: UsernameUnavailableReason;
  message?: string;
}
