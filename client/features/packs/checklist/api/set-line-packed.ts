import { apiFetch } from '@client/lib/api-client';
import { packLinePath } from '@client/features/packs/api/use-pack';
import { lineFromWire } from '@client/features/packs/api/pack-wire';
import type { PackLineResponseWire } from '@client/features/packs/api/types';

/**
 * PATCH one line's `packed`: the server sets the value sent (never toggles), so two tabs that
 * tick the same line agree instead of undoing each other. Answers the line as saved.
 */
export const setLinePacked = (packId: string, lineId: string, packed: boolean) =>
  apiFetch<PackLineResponseWire>(packLinePath(packId, lineId), {
    method: 'PATCH',
    body: JSON.stringify({ packed }),
  }).then(lineFromWire);
