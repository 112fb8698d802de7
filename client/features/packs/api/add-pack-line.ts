import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import type { NewPackLine, PackLine } from './types';

/**
 * POST /api/packs/:id/lines: exactly one of gearItemId, bundleId and newItem. An item or
 * bundle already in the pack answers 409 ALREADY_IN_PACK (see `existingLineId`).
 */
export const addPackLine = (packId: string, body: NewPackLine) =>
  apiFetch<PackLine>(`${packPath(packId)}/lines`, { method: 'POST', body: JSON.stringify(body) });
