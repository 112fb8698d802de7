import { apiFetch } from '@client/lib/api-client';
import { packLinePath } from './use-pack';

/** DELETE /api/packs/:id/lines/:lineId: the line goes; the library item or bundle stays. */
export const removePackLine = (packId: string, lineId: string) =>
  apiFetch<undefined>(packLinePath(packId, lineId), { method: 'DELETE' });
