import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { CATEGORIES_PATH } from '@client/lib/api/gear-categories';
import type { GearCategory } from '@client/lib/api/gear-types';

export type NewGearCategory = ApiSchema<'CreateGearCategoryDto'>;

/** POST /api/gear/categories; 409 CATEGORY_EXISTS when the name is taken in any case. */
export const createCategory = (body: NewGearCategory) =>
  apiFetch<GearCategory>(CATEGORIES_PATH, { method: 'POST', body: JSON.stringify(body) });
