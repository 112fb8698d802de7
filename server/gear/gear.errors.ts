import { conflict, notFound } from '@server/common/errors.js';

export const itemNotFound = () => notFound('GEAR_ITEM_NOT_FOUND', 'Gear item not found');

export const categoryNotFound = () => notFound('CATEGORY_NOT_FOUND', 'Category not found');

export const categoryExists = (name: string) =>
  conflict('CATEGORY_EXISTS', `You already have a category named “${name}”`, [
    { field: 'name', message: 'name is already used by another category' },
  ]);
