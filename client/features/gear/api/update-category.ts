import { apiFetch } from '@client/lib/api-client';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';
import type { GearCategory } from '@client/lib/api/gear-types';

export type GearCategoryChanges = Partial<Pick<GearCategory, 'name' | 'color'>>;

export const updateCategory = (id: string, changes: GearCategoryChanges) =>
  apiFetch<GearCategory>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
