import { apiFetch } from '@client/lib/api-client';
import { CATEGORIES_PATH } from './use-categories';

/** Its items become uncategorized. */
export const deleteCategory = (id: string) =>
  apiFetch<undefined>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
