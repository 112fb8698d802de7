import type { ApiSchema } from '@client/lib/api/schema';

/** GET /api/account, and the answer to every change of it (generated: client/lib/api/schema.d.ts). */
export type Account = ApiSchema<'AccountResponseDto'>;

/** PATCH /api/account: what is sent changes. */
export type AccountChanges = ApiSchema<'UpdateAccountDto'>;

export type UsernameAvailability = ApiSchema<'UsernameAvailabilityResponseDto'>;

export type UsernameUnavailableReason = ApiSchema<'UsernameUnavailableReason'>;
