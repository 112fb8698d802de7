import type { WeightUnit } from '@domain/weight-units';

/** What the gear API answers and takes (server/gear DTOs, JSON camelCase). */

export interface GearCategory {
  id: string;
  name: string;
  /** `#rrggbb`. */
  color: string;
  sortOrder: number;
  itemCount: number;
}

export interface GearItem {
  id: string;
  name: string;
  brand: string;
  categoryId: string | null;
  weightMg: number;
  /** The unit the weight was entered in (LighterPack exports write it in that unit). */
  weightUnit: WeightUnit;
  quantityOwned: number;
  priceMinor: number | null;
  currency: string | null;
  url: string | null;
  notes: string;
  photoUrl: string | null;
  retired: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GearItemPage {
  items: GearItem[];
  /** Items matching the query over all pages. */
  total: number;
  limit: number;
  offset: number;
}

/** The body of POST /api/gear/items. */
export interface NewGearItem {
  name: string;
  brand?: string;
  categoryId?: string | null;
  weightMg: number;
  weightUnit?: WeightUnit;
  quantityOwned?: number;
  priceMinor?: number | null;
  currency?: string | null;
  url?: string | null;
  notes?: string;
  retired?: boolean;
}

/** The body of PATCH /api/gear/items/:id: what is sent changes; null clears. */
export type GearItemChanges = Partial<
  Pick<
    GearItem,
    | 'name'
    | 'brand'
    | 'categoryId'
    | 'weightMg'
    | 'weightUnit'
    | 'quantityOwned'
    | 'priceMinor'
    | 'currency'
    | 'url'
    | 'notes'
    | 'retired'
  >
>;

export const BULK_ACTIONS = ['move', 'retire', 'unretire', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
