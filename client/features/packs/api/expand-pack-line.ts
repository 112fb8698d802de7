import { apiFetch } from '@client/lib/api-client';
import { packLinePath } from './use-pack';
import { fromWire } from './pack-wire';
import type { PackDetailWire } from './types';

/** POST /api/packs/:id/lines/:lineId/expand: a bundle line becomes its items; the pack back. */
export const expandPackLine = (packId: string, lineId: string) =>
  apiFetch<PackDetailWire>(`${packLinePath(packId, lineId)}/expand`, { method: 'POST' }).then(
    fromWire,
  );
