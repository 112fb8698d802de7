import { useMemo } from 'react';
import useSWR from 'swr';
import { useBundles } from '@client/lib/api/bundles';
import { apiFetch } from '@client/lib/api-client';
import type { GearItemPage } from '@client/lib/api/gear-types';
import { useCategories } from '@client/lib/api/gear-categories';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import type { PackDetail } from '@client/features/packs/api/types';
import { useDebouncedValue } from '@client/hooks/use-debounced-value';

/** How many library items the picker offers at once; typing narrows them. */
export const PICKER_ITEM_LIMIT = 20;
const PICKER_BUNDLE_LIMIT = 8;
const SEARCH_DELAY_MS = 150;

export type PickerOption =
  | {
      kind: 'item' | 'bundle';
      key: string;
      id: string;
      name: string;
      /** Brand, or the bundle's item count. */
      detail: string;
      weightMg: number;
      color: string | null;
      /** The line already holding it, if any. */
      lineId: string | null;
    }
  | { kind: 'create'; key: 'create'; name: string };

/** GET /api/gear/items as the picker asks it: items in use whose name, brand or notes match. */
export function pickerItemsPath(search: string): string {
  const params = new URLSearchParams({
    retired: 'false',
    sort: 'name',
    order: 'asc',
    limit: String(PICKER_ITEM_LIMIT),
  });
  if (search) params.set('search', search);
  return `${ITEMS_PATH}?${params.toString()}`;
}

interface SearchResult {
  /** The search these items answer (SWR keeps showing an older answer while a new one loads). */
  search: string;
  items: GearItemPage['items'];
}

async function searchItems(path: string): Promise<SearchResult> {
  const search = new URL(path, window.location.origin).searchParams.get('search') ?? '';
  const page = await apiFetch<GearItemPage>(path);
  return { search, items: page.items };
}

const matches = (text: string, needle: string) => text.toLowerCase().includes(needle);

/**
 * What the picker offers for `query`: matching bundles (filtered here, there are few), then
 * matching library items (searched by the server, as the library may be large), each marked
 * when the pack already holds it, then "create" for a name that is typed. Loads only while
 * the picker is open.
 */
export function usePickerOptions(query: string, pack: PackDetail, open: boolean) {
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const items = useSWR<SearchResult>(open ? pickerItemsPath(search) : null, searchItems, {
    keepPreviousData: true,
  });
  const { data: bundles } = useBundles();
  const { categories } = useCategories();

  const options = useMemo(() => {
    const colorOf = new Map(categories?.map((c) => [c.id, c.color]));
    const lineOfItem = new Map(pack.lines.map((line) => [line.gearItemId, line.id]));
    const lineOfBundle = new Map(pack.lines.map((line) => [line.bundleId, line.id]));
    const needle = query.trim().toLowerCase();
    const list: PickerOption[] = (bundles ?? [])
      .filter((bundle) => matches(bundle.name, needle))
      .slice(0, PICKER_BUNDLE_LIMIT)
      .map((bundle) => ({
        kind: 'bundle',
        key: `bundle:${bundle.id}`,
        id: bundle.id,
        name: bundle.name,
        detail: `Bundle · ${bundle.itemCount} ${bundle.itemCount === 1 ? 'item' : 'items'}`,
        weightMg: bundle.totalWeightMg,
        color: bundle.categoryId ? (colorOf.get(bundle.categoryId) ?? null) : null,
        lineId: lineOfBundle.get(bundle.id) ?? null,
      }));
    // An answer to an older search is narrowed here until the new one comes, so Enter never
    // adds something that does not match what is typed.
    const answered = items.data?.search === query.trim();
    const found = (items.data?.items ?? []).filter(
      (item) => answered || matches(item.name, needle) || matches(item.brand, needle),
    );
    for (const item of found) {
      list.push({
        kind: 'item',
        key: `item:${item.id}`,
        id: item.id,
        name: item.name,
        detail: item.brand,
        weightMg: item.weightMg,
        color: item.categoryId ? (colorOf.get(item.categoryId) ?? null) : null,
        lineId: lineOfItem.get(item.id) ?? null,
      });
    }
    if (query.trim() !== '') list.push({ kind: 'create', key: 'create', name: query.trim() });
    return list;
  }, [bundles, categories, items.data, pack.lines, query]);

  const error: unknown = items.error;
  return {
    options,
    loading: open && items.data === undefined && !error,
    /** The answer shown is for an older search than the one typed. */
    stale: items.data?.search !== query.trim(),
    error,
  };
}
