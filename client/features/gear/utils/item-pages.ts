import type { GearItem, GearItemPage } from '@client/lib/api/gear-types';

/**
 * Pure updates of the loaded pages (SWR's cache of GET /api/gear/items), for optimistic changes
 * and their rollbacks. Each takes the pages as they are when applied, so changes made meanwhile
 * by other edits are kept.
 */
type Pages = GearItemPage[] | undefined;

/** All loaded items, each once (pages may overlap for a moment while the library changes). */
export function flattenPages(pages: GearItemPage[]): GearItem[] {
  const seen = new Set<string>();
  const items: GearItem[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

function mapItems(pages: Pages, update: (item: GearItem) => GearItem): Pages {
  return pages?.map((page) => ({ ...page, items: page.items.map(update) }));
}

/** Sets fields of one item. */
export const withItemChanges = (pages: Pages, id: string, changes: Partial<GearItem>): Pages =>
  mapItems(pages, (item) => (item.id === id ? { ...item, ...changes } : item));

/** Sets the same fields on several items. */
export function withItemsChanges(pages: Pages, ids: string[], changes: Partial<GearItem>): Pages {
  const targets = new Set(ids);
  return mapItems(pages, (item) => (targets.has(item.id) ? { ...item, ...changes } : item));
}

/** Puts back each item's own earlier fields (the rollback of a bulk change). */
export function withItemsRestored(pages: Pages, previous: GearItem[]): Pages {
  const byId = new Map(previous.map((item) => [item.id, item]));
  return mapItems(pages, (item) => byId.get(item.id) ?? item);
}

/** Replaces an item (by `id`) with what the server answered, which may carry a new id. */
export const withItemReplaced = (pages: Pages, id: string, next: GearItem): Pages =>
  mapItems(pages, (item) => (item.id === id ? next : item));

/** Adds items at the start of the first page; the total grows on every page. */
export function withItemsAdded(pages: Pages, added: GearItem[]): Pages {
  if (!pages) return pages;
  return pages.map((page, index) => ({
    ...page,
    total: page.total + added.length,
    items: index === 0 ? [...added, ...page.items] : page.items,
  }));
}

/** Removes items; the total shrinks by how many were loaded. */
export function withItemsRemoved(pages: Pages, ids: string[]): Pages {
  if (!pages) return pages;
  const targets = new Set(ids);
  const removed = flattenPages(pages).filter((item) => targets.has(item.id)).length;
  return pages.map((page) => ({
    ...page,
    total: Math.max(0, page.total - removed),
    items: page.items.filter((item) => !targets.has(item.id)),
  }));
}

/** A deleted category's items are uncategorized now. */
export const withCategoryCleared = (pages: Pages, categoryId: string): Pages =>
  mapItems(pages, (item) =>
    item.categoryId === categoryId ? { ...item, categoryId: null } : item,
  );
