import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import { fromWire } from './pack-wire';
import type { PackChanges, PackDetailWire } from './types';

/** PATCH /api/packs/:id: only what is sent changes; 409 SLUG_TAKEN names the slug field. */
export const updatePack = (packId: string, changes: PackChanges) =>
  apiFetch<PackDetailWire>(packPath(packId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  }).then(fromWire);
