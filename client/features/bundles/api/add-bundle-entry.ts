import { apiFetch } from '@client/lib/api-client';
import { bundlePath } from '@client/lib/api/bundles';
import type { BundleEntry, NewBundleEntry } from '@client/lib/api/bundle-types';

export const bundleEntriesPath = (bundleId: string) => `${bundlePath(bundleId)}/items`;
export const bundleEntryPath = (bundleId: string, entryId: string) =>
  `${bundleEntriesPath(bundleId)}/${encodeURIComponent(entryId)}`;

/**
 * POST /api/bundles/:id/items: a new entry goes last (201); an item already in the bundle adds
 * to that entry's quantity instead (200). Either way the answer is the entry as it now is.
 */
export const addBundleEntry = (bundleId: string, body: NewBundleEntry) =>
  apiFetch<BundleEntry>(bundleEntriesPath(bundleId), {
    method: 'POST',
    body: JSON.stringify(body),
  });
