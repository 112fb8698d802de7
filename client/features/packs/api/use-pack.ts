import useSWR, { useSWRConfig } from 'swr';
import { sharedWith } from '@client/features/packs/utils/pack-sharing';
import { packPath, takePack } from './prefetch-pack';
import type { PackDetail } from './types';

export { packPath };
export const packLinePath = (packId: string, lineId: string) =>
  `${packPath(packId)}/lines/${encodeURIComponent(lineId)}`;

/** Reads the pack, or takes the read that a link's intent or the router already started. */
export const getPack = (packId: string): Promise<PackDetail> => takePack(packId);

/**
 * One pack with its lines and totals; the SWR key is the pack's API path, so a mutation
 * anywhere can `mutate(packPath(id))`. A pack read again keeps the lines that did not change
 * as they were (sharedWith), so their rows are not drawn again.
 */
export function usePack(packId: string) {
  const { cache } = useSWRConfig();
  const key = packPath(packId);
  return useSWR<PackDetail>(key, async () => {
    const pack = await getPack(packId);
    return sharedWith(cache.get(key)?.data as PackDetail | undefined, pack);
  });
}
