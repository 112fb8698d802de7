/** The account API's shapes: shared with the share dialog, so they live in client/lib/api. */
export type {
  Account,
  AccountChanges,
  UsernameAvailability,
  UsernameUnavailableReason,
} from '@client/lib/api/account';
