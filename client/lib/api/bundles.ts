import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import type { BundleDetail, BundleSummary } from './bundle-types';

export const BUNDLES_PATH = '/api/bundles';
export const bundlePath = (bundleId: string) => `${BUNDLES_PATH}/${encodeURIComponent(bundleId)}`;

export const getBundles = () => apiFetch<BundleSummary[]>(BUNDLES_PATH);
export const getBundle = (bundleId: string) => apiFetch<BundleDetail>(bundlePath(bundleId));

/** The user's bundles (kits), as the server orders them. */
export function useBundles() {
  return useSWR<BundleSummary[]>(BUNDLES_PATH, () => takePrefetched(BUNDLES_PATH, getBundles));
}

/** One bundle with its entries, price and the packs that use it. */
export function useBundle(bundleId: string) {
  return useSWR<BundleDetail>(bundlePath(bundleId), () => getBundle(bundleId));
}
