import { useMemo } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { takePrefetched } from '@client/lib/prefetched-reads';
import type { GearCategory } from './gear-types';

export const CATEGORIES_PATH = '/api/gear/categories';

export const getCategories = () => apiFetch<GearCategory[]>(CATEGORIES_PATH);

/** The screens' read, which takes over one the router started (withPrefetchedReads). */
const readCategories = () => takePrefetched(CATEGORIES_PATH, getCategories);

const bySortOrder = (a: GearCategory, b: GearCategory) => a.sortOrder - b.sortOrder;

/** The user's categories in their order (the server sends them ordered; sorted again to be sure). */
export function useCategories() {
  const result = useSWR<GearCategory[]>(CATEGORIES_PATH, readCategories);
  const { data } = result;
  const categories = useMemo(() => (data ? [...data].sort(bySortOrder) : undefined), [data]);
  return { ...result, categories };
}
