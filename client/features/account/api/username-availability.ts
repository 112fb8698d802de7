import { apiFetch } from '@client/lib/api-client';
import type { UsernameAvailability } from './types';
import { ACCOUNT_PATH } from './use-account';

/** The SWR key for checking a (normalized) username. */
export const availabilityPath = (username: string) =>
  `${ACCOUNT_PATH}/username-availability?${new URLSearchParams({ username }).toString()}`;

export const getAvailability = (path: string) => apiFetch<UsernameAvailability>(path);
