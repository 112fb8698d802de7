import type { CategoryPlacementRow, PlacedCategoryRow } from './pack-categories.repository.js';

/**
 * Each pack's view of the library: every category of the owner, in the rows' (library) order,
 * with that pack's position for it or null. Every pack asked for gets a list, placed or not.
 */
export function placementsByPack(
  rows: readonly PlacedCategoryRow[],
  packIds: readonly string[],
): Map<string, CategoryPlacementRow[]> {
  const library = new Map<string, Omit<CategoryPlacementRow, 'packSortOrder'>>();
  const positions = new Map<string, Map<string, number>>();
  for (const { packId, packSortOrder, ...category } of rows) {
    if (!library.has(category.id)) library.set(category.id, category);
    if (packId === null || packSortOrder === null) continue;
    const placed = positions.get(packId) ?? new Map<string, number>();
    placed.set(category.id, packSortOrder);
    positions.set(packId, placed);
  }
  const categories = [...library.values()];
  return new Map(
    packIds.map((packId) => {
      const placed = positions.get(packId);
      const list = categories.map((category) => ({
        ...category,
        packSortOrder: placed?.get(category.id) ?? null,
      }));
      return [packId, list];
    }),
  );
}
