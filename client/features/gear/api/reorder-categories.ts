import { apiFetch } from '@client/lib/api-client';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';

/** PUT /api/gear/categories/order: every category id, in the new order. */
export const reorderCategories = (ids: string[]) =>
  apiFetch<undefined>(`${CATEGORIES_PATH}/order`, {
    method: 'PUT',
    body: JSON.stringify({ ids }),
  });
