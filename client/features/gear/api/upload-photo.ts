import { apiFetch } from '@client/lib/api-client';
import { itemPath } from './update-item';
import type { GearItem } from '@client/lib/api/gear-types';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** PUT multipart `photo`; 400 UNSUPPORTED_IMAGE, 413 FILE_TOO_LARGE. Answers the item. */
export function uploadPhoto(id: string, file: File): Promise<GearItem> {
  const body = new FormData();
  body.append('photo', file);
  return apiFetch<GearItem>(`${itemPath(id)}/photo`, { method: 'PUT', body });
}
