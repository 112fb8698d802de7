import { apiFetch } from '@client/lib/api-client';
import { itemPath } from './update-item';

/** Also removes the item from packs and bundles, and its photo. */
export const deleteItem = (id: string) => apiFetch<undefined>(itemPath(id), { method: 'DELETE' });
