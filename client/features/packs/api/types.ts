/** What the packs API answers and takes (server/packs DTOs, JSON camelCase). */

import type { WeightUnit } from '@domain/weight-units';

export interface PackWeightTotals {
  totalMg: number;
  /** Carried, not worn, not consumable. */
  baseMg: number;
  wornMg: number;
  consumableMg: number;
  /** Total minus worn. */
  packWeightMg: number;
  itemCount: number;
}

export interface PackSummary {
  id: string;
  name: string;
  description: string;
  slug: string;
  lineCount: number;
  totals: PackWeightTotals;
  updatedAt: string;
}

/** A category present in the pack, in the pack's own order; `categoryId` null is Uncategorized. */
export interface PackCategory {
  categoryId: string | null;
  name: string;
  color: string;
  sortOrder: number;
}

export interface PackLineItem {
  name: string;
  brand: string;
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
  photoUrl: string | null;
  url: string | null;
  notes: string;
  retired: boolean;
}

export interface PackBundleEntry {
  gearItemId: string;
  name: string;
  brand: string;
  quantity: number;
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
  /** In this pack: the item's own mark, or else the bundle line's. */
  worn: boolean;
  consumable: boolean;
}

export interface PackLineBundle {
  name: string;
  description: string;
  items: PackBundleEntry[];
}

export type PackLineKind = 'item' | 'bundle';

export interface PackLine {
  id: string;
  kind: PackLineKind;
  gearItemId: string | null;
  bundleId: string | null;
  /** The item's category, or the bundle's. */
  categoryId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  sortOrder: number;
  /** Present when kind is 'item'. */
  item?: PackLineItem;
  /** Present when kind is 'bundle'. */
  bundle?: PackLineBundle;
}

/** A line's total weight: worked out in the browser (pack-wire.ts), the server sends none. */
export interface LineTotal {
  lineId: string;
  totalMg: number;
}

export interface CategoryTotals {
  categoryId: string | null;
  totalMg: number;
  baseMg: number;
  wornMg: number;
  consumableMg: number;
  itemCount: number;
  /** Minor units per ISO 4217 code. */
  priceByCurrency: Record<string, number>;
  items: LineTotal[];
}

export interface PackTotals extends PackWeightTotals {
  priceByCurrency: Record<string, number>;
  byCategory: CategoryTotals[];
}

export interface PackDetail {
  id: string;
  name: string;
  description: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  categories: PackCategory[];
  /** In category order, then by sortOrder. */
  lines: PackLine[];
  totals: PackTotals;
}

/**
 * What GET /api/packs/:id (and every answer that is a whole pack) sends: each category with its
 * lines, every field at its empty value left out, and no per-line totals. `fromWire`
 * (pack-wire.ts) turns it into the PackDetail the screens use.
 */
export interface PackLineItemWire {
  name: string;
  weightMg: number;
  brand?: string;
  priceMinor?: number;
  currency?: string;
  photoUrl?: string;
  url?: string;
  notes?: string;
  retired?: true;
}

export interface PackLineWire {
  id: string;
  kind: PackLineKind;
  gearItemId?: string;
  bundleId?: string;
  quantity: number;
  worn?: true;
  consumable?: true;
  packed?: true;
  item?: PackLineItemWire;
  bundle?: PackLineBundle;
}

/** One line on its own (POST and PATCH of a line answer it). */
export interface PackLineResponseWire extends PackLineWire {
  categoryId: string | null;
}

export interface PackDetailWire extends Omit<PackDetail, 'categories' | 'lines' | 'totals'> {
  categories: (PackCategory & { lines: PackLineWire[] })[];
  totals: Omit<PackTotals, 'byCategory'> & { byCategory: Omit<CategoryTotals, 'items'>[] };
}

/** The body of POST /api/packs (without a slug, one is made from the name). */
export interface NewPack {
  name: string;
  description?: string;
  slug?: string;
}

export type PackChanges = Partial<Pick<PackDetail, 'name' | 'description' | 'slug'>>;

/** An item typed straight into a pack: it joins the library. */
export interface NewPackItem {
  name: string;
  weightMg: number;
  /** The unit the weight was typed in, which the item's exports keep. */
  weightUnit?: WeightUnit;
  categoryId?: string | null;
  brand?: string;
  priceMinor?: number | null;
  currency?: string | null;
}

/** The body of POST /api/packs/:id/lines: exactly one of gearItemId, bundleId and newItem. */
export interface NewPackLine {
  gearItemId?: string;
  bundleId?: string;
  newItem?: NewPackItem;
  quantity?: number;
  worn?: boolean;
  consumable?: boolean;
}

/** One item of a bundle line marked worn or consumable in this pack alone. */
export type PackEntryMarks = Pick<PackBundleEntry, 'gearItemId'> &
  Partial<Pick<PackBundleEntry, 'worn' | 'consumable'>>;

/**
 * PATCH /api/packs/:id/lines/:lineId: `packed` is set to the value sent, never toggled. A
 * bundle line's own worn or consumable applies to all its items again; `entry` marks one.
 */
export type PackLineChanges = Partial<
  Pick<PackLine, 'quantity' | 'worn' | 'consumable' | 'packed'>
> & { entry?: PackEntryMarks };

/** PUT /api/packs/:id/layout: the whole arrangement. */
export interface PackLayout {
  /** Exactly the categories present in the pack (null: Uncategorized), in order. */
  categoryOrder: (string | null)[];
  /** Exactly the pack's line ids, in order. */
  lineOrder: string[];
}
