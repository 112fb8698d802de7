import { apiFetch } from '@client/lib/api-client';
import { packPath } from './use-pack';

/** DELETE /api/packs/:id: the pack and its lines go; the library keeps every item. */
export const deletePack = (packId: string) =>
  apiFetch<undefined>(packPath(packId), { method: 'DELETE' });
