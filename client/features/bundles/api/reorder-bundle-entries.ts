import { apiFetch } from '@client/lib/api-client';
import { bundleEntriesPath } from './add-bundle-entry';

/** PUT /api/bundles/:id/items/order: every entry id of the bundle, each once, in order. */
export const reorderBundleEntries = (bundleId: string, ids: string[]) =>
  apiFetch<undefined>(`${bundleEntriesPath(bundleId)}/order`, {
    method: 'PUT',
    body: JSON.stringify({ ids }),
  });
