/** What the bundles API answers and takes (server/bundles DTOs, JSON camelCase). */

export interface BundleSummary {
  id: string;
  name: string;
  description: string;
  /** Where the bundle sits in a pack; null is Uncategorized. */
  categoryId: string | null;
  itemCount: number;
  totalWeightMg: number;
  createdAt: string;
  updatedAt: string;
}

export interface BundleEntryItem {
  name: string;
  brand: string;
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
  photoUrl: string | null;
  categoryId: string | null;
  retired: boolean;
}

export interface BundleEntry {
  id: string;
  gearItemId: string;
  quantity: number;
  sortOrder: number;
  item: BundleEntryItem;
}

export interface PackRef {
  id: string;
  name: string;
}

export interface BundleDetail extends BundleSummary {
  items: BundleEntry[];
  /** Minor units per ISO 4217 code. */
  priceByCurrency: Record<string, number>;
  usedInPacks: PackRef[];
}

export interface NewBundle {
  name: string;
  description?: string;
  categoryId?: string | null;
}

/** PATCH /api/bundles/:id: what is sent changes; categoryId null clears it. */
export type BundleChanges = Partial<Pick<BundleDetail, 'name' | 'description' | 'categoryId'>>;

/** POST /api/bundles/:id/items: an item already in the bundle adds to its quantity. */
export interface NewBundleEntry {
  gearItemId: string;
  quantity?: number;
}
