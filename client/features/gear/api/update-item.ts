import { apiFetch } from '@client/lib/api-client';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import type { GearItem, GearItemChanges } from '@client/lib/api/gear-types';

export const itemPath = (id: string) => `${ITEMS_PATH}/${encodeURIComponent(id)}`;

/** PATCH: only what is sent changes; null clears categoryId, url and the price. */
export const updateItem = (id: string, changes: GearItemChanges) =>
  apiFetch<GearItem>(itemPath(id), { method: 'PATCH', body: JSON.stringify(changes) });
