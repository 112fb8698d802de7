import useSWR from 'swr';
import type { ApiSchema } from '@client/lib/api/schema';
import { apiFetch } from '@client/lib/api-client';

export type ApiKey = ApiSchema<'ApiKeyDto'>;
export type CreatedApiKey = ApiSchema<'CreatedApiKeyDto'>;

export const API_KEYS_PATH = '/api/account/api-keys';

/** The account's personal API keys, oldest first (never the keys themselves). */
export const useApiKeys = () =>
  useSWR<ApiKey[]>(API_KEYS_PATH, (path: string) => apiFetch<ApiKey[]>(path));

/** POST: the key, in this answer only. */
export const createApiKey = (name: string) =>
  apiFetch<CreatedApiKey>(API_KEYS_PATH, { method: 'POST', body: JSON.stringify({ name }) });

export const revokeApiKey = (id: string) =>
  apiFetch<void>(`${API_KEYS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
