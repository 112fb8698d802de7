import useSWR from 'swr';
import { apiFetch } from '@client/lib/api-client';
import { PACKS_PATH } from './use-packs';
import { fromWire } from './pack-wire';
import type { PackDetail, PackDetailWire } from './types';

export const packPath = (packId: string) => `${PACKS_PATH}/${encodeURIComponent(packId)}`;
export const packLinePath = (packId: string, lineId: string) =>
  `${packPath(packId)}/lines/${encodeURIComponent(lineId)}`;

export const getPack = (packId: string) =>
  apiFetch<PackDetailWire>(packPath(packId)).then(fromWire);

/**
 * One pack with its lines and totals; the SWR key is the pack's API path, so a mutation
 * anywhere can `mutate(packPath(id))`.
 */
export function usePack(packId: string) {
  return useSWR<PackDetail>(packPath(packId), () => getPack(packId));
}
