import { apiFetch } from '@client/lib/api-client';
import { itemPath } from './update-item';

export const deletePhoto = (id: string) =>
  apiFetch<undefined>(`${itemPath(id)}/photo`, { method: 'DELETE' });
