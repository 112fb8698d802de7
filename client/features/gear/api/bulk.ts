import { apiFetch } from '@client/lib/api-client';
import type { ApiSchema } from '@client/lib/api/schema';
import { ITEMS_PATH } from '@client/lib/api/gear-items';

/** The body of POST /api/gear/items/bulk; `categoryId` with `move` only (null: none). */
export type BulkRequest = ApiSchema<'BulkGearItemsDto'>;

/** One transaction on the server: all of the ids change, or none. */
export const bulkItems = (body: BulkRequest) =>
  apiFetch<ApiSchema<'BulkResultDto'>>(`${ITEMS_PATH}/bulk`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
