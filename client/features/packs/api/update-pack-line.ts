import { apiFetch } from '@client/lib/api-client';
import { packLinePath } from './use-pack';
import { lineFromWire } from './pack-wire';
import type { PackLineChanges, PackLineResponseWire } from './types';

/** PATCH /api/packs/:id/lines/:lineId: what is sent changes; the answer is the line. */
export const updatePackLine = (packId: string, lineId: string, changes: PackLineChanges) =>
  apiFetch<PackLineResponseWire>(packLinePath(packId, lineId), {
    method: 'PATCH',
    body: JSON.stringify(changes),
  }).then(lineFromWire);
