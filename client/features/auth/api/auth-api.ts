import { apiFetch } from '@client/lib/api-client';
import type { CurrentUser } from '@client/lib/current-user';

export const ME_KEY = '/api/auth/me';

export const getLoginUrl = (redirectTo: string | null) =>
  apiFetch<{ loginUrl: string }>(
    `/api/auth/login-url${redirectTo === null ? '' : `?${new URLSearchParams({ redirectTo }).toString()}`}`,
  );

export const postCallback = (code: string) =>
  apiFetch<{ me: CurrentUser }>('/api/auth/callback', {
    method: 'POST',
    body: JSON.stringify({ code }),
  });

export const postLogout = () => apiFetch<undefined>('/api/auth/logout', { method: 'POST' });

export const getMe = () => apiFetch<CurrentUser | undefined>(ME_KEY);
