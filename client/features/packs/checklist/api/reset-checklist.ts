import { apiFetch } from '@client/lib/api-client';
import { packPath } from '@client/features/packs/api/use-pack';

/** POST: every line of the pack unpacked, in one statement on the server (204). */
export const resetChecklist = (packId: string) =>
  apiFetch<undefined>(`${packPath(packId)}/checklist/reset`, { method: 'POST' });
