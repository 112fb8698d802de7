import { apiFetch } from '@client/lib/api-client';
import { bundlePath } from '@client/lib/api/bundles';

/** Packs holding the bundle keep its items, as plain lines (the server expands them first). */
export const deleteBundle = (bundleId: string) =>
  apiFetch<undefined>(bundlePath(bundleId), { method: 'DELETE' });
