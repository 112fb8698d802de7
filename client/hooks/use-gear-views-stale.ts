import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The API collections whose answers hold gear items: packs, bundles and trips (their packs). */
const SHOWS_GEAR_ITEMS = ['/api/packs', '/api/bundles', '/api/trips'];

const showsGearItems = (key: unknown): boolean =>
  typeof key === 'string' &&
  SHOWS_GEAR_ITEMS.some(
    (path) => key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`),
  );

/**
 * After a change to gear items is saved: every loaded pack, bundle and trip is read again when
 * next shown. Without it, a pack opened again within SWR's two-second deduping window (an edit
 * in the library, then Back) would show the old weights.
 */
export function useMarkGearViewsStale(): () => void {
  const { mutate } = useSWRConfig();
  // A key filter and no data: revalidates what is mounted and forgets when the rest was fetched.
  return useCallback(() => void mutate(showsGearItems), [mutate]);
}
