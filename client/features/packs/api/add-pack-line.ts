import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import { lineFromWire } from './pack-wire';
import type { NewPackLine, PackLineResponseWire } from './types';

/**
 * POST /api/packs/:id/lines: exactly one of gearItemId, bundleId and newItem. An item or
 * bundle already in the pack answers 409 ALREADY_IN_PACK (see `existingLineId`).
 */
export const addPackLine = (packId: string, body: NewPackLine) =>
  apiFetch<PackLineResponseWire>(`${packPath(packId)}/lines`, {
    method: 'POST',
    body: JSON.stringify(body),
  }).then(lineFromWire);
