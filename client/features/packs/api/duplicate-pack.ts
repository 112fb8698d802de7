import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import type { PackDetail } from './types';

/** POST /api/packs/:id/duplicate: "<name> (copy)", its lines unpacked. */
export const duplicatePack = (packId: string) =>
  apiFetch<PackDetail>(`${packPath(packId)}/duplicate`, { method: 'POST' });
