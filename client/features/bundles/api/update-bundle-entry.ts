import { apiFetch } from '@client/lib/api-client';
import { bundleEntryPath } from './add-bundle-entry';
import type { BundleEntry } from '@client/lib/api/bundle-types';

/** PATCH /api/bundles/:id/items/:entryId: 0 to 999 (MAX_QUANTITY), at most two decimals. */
export const updateBundleEntry = (bundleId: string, entryId: string, quantity: number) =>
  apiFetch<BundleEntry>(bundleEntryPath(bundleId, entryId), {
    method: 'PATCH',
    body: JSON.stringify({ quantity }),
  });
