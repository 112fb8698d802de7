import { apiFetch } from '@client/lib/api-client';
import { bundleEntryPath } from './add-bundle-entry';

/** The entry goes; the library item stays. */
export const deleteBundleEntry = (bundleId: string, entryId: string) =>
  apiFetch<undefined>(bundleEntryPath(bundleId, entryId), { method: 'DELETE' });
