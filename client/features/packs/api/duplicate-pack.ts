import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import { fromWire } from './pack-wire';
import type { PackDetailWire } from './types';

/** POST /api/packs/:id/duplicate: "<name> (copy)", its lines unpacked. */
export const duplicatePack = (packId: string) =>
  apiFetch<PackDetailWire>(`${packPath(packId)}/duplicate`, { method: 'POST' }).then(fromWire);
