import { apiFetch } from '@client/lib/api-client';
import { BUNDLES_PATH } from '@client/lib/api/bundles';
import type { BundleDetail, NewBundle } from '@client/lib/api/bundle-types';

/** POST /api/bundles: answers the new bundle with its (empty) entries. */
export const createBundle = (body: NewBundle) =>
  apiFetch<BundleDetail>(BUNDLES_PATH, { method: 'POST', body: JSON.stringify(body) });
