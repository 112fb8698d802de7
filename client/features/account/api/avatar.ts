import { apiFetch } from '@client/lib/api-client';
import type { Account } from './types';
import { ACCOUNT_PATH } from '@client/lib/account-key';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const AVATAR_PATH = `${ACCOUNT_PATH}/avatar`;

/** PUT multipart `photo`; 400 UNSUPPORTED_IMAGE or IMAGE_TOO_LARGE, 413 FILE_TOO_LARGE. */
export function uploadAvatar(file: File): Promise<Account> {
  const body = new FormData();
  body.append('photo', file);
  return apiFetch<Account>(AVATAR_PATH, { method: 'PUT', body });
}

export const removeAvatar = () => apiFetch<Account>(AVATAR_PATH, { method: 'DELETE' });
