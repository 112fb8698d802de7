import { apiFetch } from '@client/lib/api-client';
import { packLinePath } from './use-pack';
import type { PackLine, PackLineChanges } from './types';

/** PATCH /api/packs/:id/lines/:lineId: what is sent changes; the answer is the line. */
export const updatePackLine = (packId: string, lineId: string, changes: PackLineChanges) =>
  apiFetch<PackLine>(packLinePath(packId, lineId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  });
