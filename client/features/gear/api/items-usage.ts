import useSWR from 'swr';
import { MAX_BULK_IDS } from '@domain/limits';
import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { ITEMS_PATH } from '@client/lib/api/gear-items';

export type PackUsage = ApiSchema<'PackUsageDto'>;

export type BundleUsage = ApiSchema<'BundleUsageDto'>;

/** Where the items are used (generated from the server's GearItemUsageDto). */
export type ItemsUsage = ApiSchema<'GearItemUsageDto'>;

const USAGE_PATH = `${ITEMS_PATH}/usage`;

const usageOf = (ids: string[]) =>
  apiFetch<ItemsUsage>(USAGE_PATH, { method: 'POST', body: JSON.stringify({ ids }) });

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/** Sums what each request of up to MAX_BULK_IDS items said (the items never overlap). */
export function mergeUsage(parts: ItemsUsage[]): ItemsUsage {
  const packs = new Map<string, PackUsage>();
  const bundles = new Map<string, BundleUsage>();
  for (const part of parts) {
    for (const pack of part.packs) {
      const seen = packs.get(pack.id);
      packs.set(
        pack.id,
        seen
          ? { ...seen, lines: seen.lines + pack.lines, inBundles: seen.inBundles + pack.inBundles }
          : pack,
      );
    }
    for (const bundle of part.bundles) {
      const seen = bundles.get(bundle.id);
      bundles.set(bundle.id, seen ? { ...seen, entries: seen.entries + bundle.entries } : bundle);
    }
  }
  return { packs: [...packs.values()].sort(byName), bundles: [...bundles.values()].sort(byName) };
}

/** POST /api/gear/items/usage, in requests of up to MAX_BULK_IDS ids (the server's limit). */
export async function getItemsUsage(ids: string[]): Promise<ItemsUsage> {
  const parts: ItemsUsage[] = [];
  for (let at = 0; at < ids.length; at += MAX_BULK_IDS) {
    parts.push(await usageOf(ids.slice(at, at + MAX_BULK_IDS)));
  }
  return mergeUsage(parts);
}

/** The packs and bundles that use the items, asked afresh each time a delete is confirmed. */
export const useItemsUsage = (ids: string[]) =>
  useSWR<ItemsUsage, unknown>(
    ids.length === 0 ? null : [USAGE_PATH, ids.join(',')],
    () => getItemsUsage(ids),
    { revalidateOnFocus: false, dedupingInterval: 0 },
  );
