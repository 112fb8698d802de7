import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import type { PackChanges, PackDetail } from './types';

/** PATCH /api/packs/:id: only what is sent changes; 409 SLUG_TAKEN names the slug field. */
export const updatePack = (packId: string, changes: PackChanges) =>
  apiFetch<PackDetail>(packPath(packId), { method: 'PATCH', body: JSON.stringify(changes) });
