import { apiFetch } from '@client/lib/api-client';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';

/** Its items become uncategorized. */
export const deleteCategory = (id: string) =>
  apiFetch<undefined>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
