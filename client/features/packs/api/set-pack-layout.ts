import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';
import type { PackLayout } from './types';

/** PUT /api/packs/:id/layout: the whole arrangement (every category and line, in order). */
export const setPackLayout = (packId: string, layout: PackLayout) =>
  apiFetch<undefined>(`${packPath(packId)}/layout`, {
    method: 'PUT',
    body: JSON.stringify(layout),
  });
