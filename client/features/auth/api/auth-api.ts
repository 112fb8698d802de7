import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import type { CurrentUser } from '@client/lib/current-user';

export const ME_KEY = '/api/auth/me';

export const getLoginUrl = (redirectTo: string | null) =>
  apiFetch<ApiSchema<'LoginUrlResponseDto'>>(
    `/api/auth/login-url${redirectTo === null ? '' : `?${new URLSearchParams({ redirectTo }).toString()}`}`,
  );

export const postCallback = (code: string) =>
  apiFetch<ApiSchema<'CallbackResponseDto'>>('/api/auth/callback', {
    method: 'POST',
    body: JSON.stringify({ code }),
  });

export const postLogout = () => apiFetch<undefined>('/api/auth/logout', { method: 'POST' });

export const getMe = () => apiFetch<CurrentUser | undefined>(ME_KEY);
