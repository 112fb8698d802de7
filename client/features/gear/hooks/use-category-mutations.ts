import { useMemo } from 'react';
import type { KeyedMutator } from 'swr';
import { toast } from '@client/lib/toast';
import { errorMessage } from '@client/lib/api-errors';
import { createCategory, type NewGearCategory } from '@client/features/gear/api/create-category';
import { deleteCategory } from '@client/features/gear/api/delete-category';
import { reorderCategories } from '@client/features/gear/api/reorder-categories';
import {
  updateCategory,
  type GearCategoryChanges,
} from '@client/features/gear/api/update-category';
import type { GearCategory } from '@client/lib/api/gear-types';

type List = GearCategory[] | undefined;

const withChanges = (list: List, id: string, changes: Partial<GearCategory>): List =>
  list?.map((category) => (category.id === id ? { ...category, ...changes } : category));

/** The ids in order with `id` moved one place up (-1) or down (+1). */
export function movedOrder(list: GearCategory[], id: string, step: -1 | 1): string[] {
  const ids = [...list].sort((a, b) => a.sortOrder - b.sortOrder).map((category) => category.id);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] ?? id, ids[from] ?? id];
  return ids;
}

const inOrder = (list: List, ids: string[]): List =>
  list?.map((category) => ({ ...category, sortOrder: ids.indexOf(category.id) }));

export interface CategoryMutationOptions {
  /** The categories' SWR mutate. */
  mutate: KeyedMutator<GearCategory[]>;
  /** Uncategorizes a deleted category's items in the loaded list. */
  clearItems: (categoryId: string) => unknown;
  /** Reloads the items (after a failed delete, when the list may be wrong). */
  reloadItems: () => unknown;
}

/** Category changes, shown at once and saved; a failure puts things back and says so. */
export function useCategoryMutations({ mutate, clearItems, reloadItems }: CategoryMutationOptions) {
  return useMemo(() => {
    const apply = (update: (list: List) => List) =>
      mutate((list) => update(list), { revalidate: false });

    /** Throws the server's error (a taken name is shown by the field). */
    async function create(body: NewGearCategory): Promise<GearCategory> {
      const created = await createCategory(body);
      await apply((list) => [
        ...(list ?? []).filter((category) => category.id !== created.id),
        created,
      ]);
      return created;
    }

    async function change(category: GearCategory, changes: GearCategoryChanges): Promise<void> {
      const previous = { name: category.name, color: category.color };
      await apply((list) => withChanges(list, category.id, changes));
      try {
        const saved = await updateCategory(category.id, changes);
        await apply((list) =>
          withChanges(list, category.id, { name: saved.name, color: saved.color }),
        );
      } catch (error) {
        await apply((list) => withChanges(list, category.id, previous));
        toast.error(`Could not save ${category.name}: ${errorMessage(error)}`);
      }
    }

    async function move(list: GearCategory[], category: GearCategory, step: -1 | 1): Promise<void> {
      const before = [...list].sort((a, b) => a.sortOrder - b.sortOrder).map((c) => c.id);
      const ids = movedOrder(list, category.id, step);
      await apply((current) => inOrder(current, ids));
      try {
        await reorderCategories(ids);
      } catch (error) {
        await apply((current) => inOrder(current, before));
        toast.error(`Could not move ${category.name}: ${errorMessage(error)}`);
      }
    }

    async function remove(category: GearCategory): Promise<void> {
      await apply((list) => list?.filter((candidate) => candidate.id !== category.id));
      await clearItems(category.id);
      try {
        await deleteCategory(category.id);
        toast.success(`Deleted the category ${category.name}`);
      } catch (error) {
        await mutate();
        await reloadItems();
        toast.error(`Could not delete ${category.name}: ${errorMessage(error)}`);
      }
    }

    return { create, change, move, remove };
  }, [mutate, clearItems, reloadItems]);
}

export type CategoryMutations = ReturnType<typeof useCategoryMutations>;
