import type { ApiSchema } from '@client/lib/api/schema.js';

/**
 * What the packs API answers and takes: the server's DTOs, generated (client/lib/api/schema.d.ts),
 * and the pack as the screens read it (PackDetail), which pack-wire.ts makes from the wire.
 */

export type PackWeightTotals = ApiSchema<'PackWeightTotalsDto'>;

export type PackSummary = ApiSchema<'PackSummaryDto'>;

/** A category present in the pack, in the pack's own order; `categoryId` null is Uncategorized. */
export type PackCategory = Omit<ApiSchema<'PackDetailCategoryDto'>, 'lines'>;

export type PackBundleEntry = ApiSchema<'PackBundleEntryDto'>;

export type PackLineBundle = ApiSchema<'PackLineBundleDto'>;

export type PackLineKind = ApiSchema<'PackLineKind'>;

/**
 * What GET /api/packs/:id (and every answer that is a whole pack) sends: each category with its
 * lines, every field at its empty value left out, and no per-line totals. `fromWire`
 * (pack-wire.ts) turns it into the PackDetail the screens use.
 */
export type PackDetailWire = ApiSchema<'PackDetailDto'>;
export type PackLineWire = ApiSchema<'PackLineDto'>;
export type PackLineItemWire = ApiSchema<'PackLineItemDto'>;
/** One line on its own (POST and PATCH of a line answer it). */
export type PackLineResponseWire = ApiSchema<'PackLineResponseDto'>;

/** A line's item with every field present (pack-wire.ts puts back what the wire leaves out). */
export type PackLineItem = Pick<
  ApiSchema<'GearItemResponseDto'>,
  | 'name'
  | 'brand'
  | 'weightMg'
  | 'priceMinor'
  | 'currency'
  | 'photoUrl'
  | 'url'
  | 'notes'
  | 'retired'
>;

/** A line as the screens read it: every field present, with its category and position. */
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

export type CategoryTotals = ApiSchema<'CategoryTotalsDto'> & { items: LineTotal[] };

export type PackTotals = Omit<ApiSchema<'PackTotalsDto'>, 'byCategory'> & {
  byCategory: CategoryTotals[];
};

/** A pack as the screens read it (pack-wire.ts `fromWire`). */
export type PackDetail = Omit<PackDetailWire, 'categories' | 'totals'> & {
  categories: PackCategory[];
  /** In category order, then by sortOrder. */
  lines: PackLine[];
  totals: PackTotals;
};

/** The body of POST /api/packs (without a slug, one is made from the name). */
export type NewPack = ApiSchema<'CreatePackDto'>;

export type PackChanges = ApiSchema<'UpdatePackDto'>;

/** An item typed straight into a pack: it joins the library. */
export type NewPackItem = ApiSchema<'NewPackItemDto'>;

/** The body of POST /api/packs/:id/lines: exactly one of gearItemId, bundleId and newItem. */
export type NewPackLine = ApiSchema<'AddPackLineDto'>;

/** One item of a bundle line marked worn or consumable in this pack alone. */
export type PackEntryMarks = ApiSchema<'PackLineEntryDto'>;

/**
 * PATCH /api/packs/:id/lines/:lineId: `packed` is set to the value sent, never toggled. A
 * bundle line's own worn or consumable applies to all its items again; `entry` marks one.
 */
export type PackLineChanges = ApiSchema<'UpdatePackLineDto'>;

/** PUT /api/packs/:id/layout: the whole arrangement. */
export type PackLayout = ApiSchema<'PackLayoutDto'>;
