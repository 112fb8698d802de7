import { apiFetch } from '@client/lib/api-client';
import { CATEGORIES_PATH } from './use-categories';
import type { GearCategory } from './types';

export type GearCategoryChanges = Partial<Pick<GearCategory, 'name' | 'color'>>;

export const updateCategory = (id: string, changes: GearCategoryChanges) =>
  apiFetch<GearCategory>(`${CATEGORIES_PATH}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
