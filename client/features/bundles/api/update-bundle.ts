import { apiFetch } from '@client/lib/api-client';
import { bundlePath } from '@client/lib/api/bundles';
import type { BundleChanges, BundleDetail } from '@client/lib/api/bundle-types';

/** PATCH /api/bundles/:id: only what is sent changes; every pack holding it shows the change. */
export const updateBundle = (bundleId: string, changes: BundleChanges) =>
  apiFetch<BundleDetail>(bundlePath(bundleId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
