import useSWR from 'swr';
import { packPath, takePack } from './prefetch-pack';
import type { PackDetail } from './types';

export { packPath };
export const packLinePath = (packId: string, lineId: string) =>
  `${packPath(packId)}/lines/${encodeURIComponent(lineId)}`;

/** Reads the pack, or takes the read that a link's intent or the router already started. */
export const getPack = (packId: string): Promise<PackDetail> => takePack(packId);

/**
 * One pack with its lines and totals; the SWR key is the pack's API path, so a mutation
 * anywhere can `mutate(packPath(id))`.
 */
export function usePack(packId: string) {
  return useSWR<PackDetail>(packPath(packId), () => getPack(packId));
}
