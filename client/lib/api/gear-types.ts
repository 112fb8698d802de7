import type { ApiSchema } from '@client/lib/api/schema';

/** What the gear API answers and takes: the server's DTOs, generated (client/lib/api/schema.d.ts). */

export type GearCategory = ApiSchema<'GearCategoryResponseDto'>;

export type GearItem = ApiSchema<'GearItemResponseDto'>;

export type GearItemPage = ApiSchema<'GearItemPageDto'>;

/** The body of POST /api/gear/items. */
export type NewGearItem = ApiSchema<'CreateGearItemDto'>;

/** The body of PATCH /api/gear/items/:id: what is sent changes; null clears. */
export type GearItemChanges = ApiSchema<'UpdateGearItemDto'>;

export type BulkAction = ApiSchema<'BulkAction'>;
export const BULK_ACTIONS = [
  'move',
  'retire',
  'unretire',
  'delete',
] as const satisfies readonly BulkAction[];
