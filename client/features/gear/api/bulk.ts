import { apiFetch } from '@client/lib/api-client';
import { ITEMS_PATH } from '@client/lib/api/gear-items';
import type { BulkAction } from '@client/lib/api/gear-types';

export interface BulkRequest {
  ids: string[];
  action: BulkAction;
  /** With `move` only: the category, or null for none. */
  categoryId?: string | null;
}

/** One transaction on the server: all of the ids change, or none. */
export const bulkItems = (body: BulkRequest) =>
  apiFetch<{ affected: number }>(`${ITEMS_PATH}/bulk`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
