import type { EntryFlags } from '@server/domain/pack-totals.js';

/**
 * The shapes pack lines are read in: plain rows, not entities, joined with what they point at.
 * `categoryId` is the line's effective category: its item's, or its bundle's.
 */
export interface LineItemWeight {
  weightMg: number;
  priceMinor: number | null;
  currency: string | null;
}

export interface LineTotalsRow {
  id: string;
  packId: string;
  gearItemId: string | null;
  bundleId: string | null;
  categoryId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  sortOrder: number;
  /** A bundle line's items marked otherwise than the line here; `{}` for an item line. */
  entryFlags: EntryFlags;
  /** Null for a bundle line. */
  item: LineItemWeight | null;
}

export interface LineItemInfo extends LineItemWeight {
  name: string;
  brand: string;
  photoId: string | null;
  url: string | null;
  notes: string;
  retired: boolean;
}

export interface LineDetailRow extends LineTotalsRow {
  item: LineItemInfo | null;
  /** Null for an item line. */
  bundle: { name: string; description: string } | null;
}

export interface RawLineRow {
  id: string;
  pack_id: string;
  gear_item_id: string | null;
  bundle_id: string | null;
  category_id: string | null;
  quantity: string;
  worn: boolean;
  consumable: boolean;
  packed: boolean;
  sort_order: number;
  entry_flags: EntryFlags | null;
  item_weight_mg: string | null;
  item_price_minor: string | null;
  item_currency: string | null;
  item_name?: string;
  item_brand?: string;
  item_photo_id?: string | null;
  item_url?: string | null;
  item_notes?: string;
  item_retired?: boolean;
  bundle_name?: string | null;
  bundle_description?: string | null;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function toTotalsRow(raw: RawLineRow): LineTotalsRow {
  return {
    id: raw.id,
    packId: raw.pack_id,
    gearItemId: raw.gear_item_id,
    bundleId: raw.bundle_id,
    categoryId: raw.category_id,
    quantity: Number(raw.quantity),
    worn: raw.worn,
    consumable: raw.consumable,
    packed: raw.packed,
    sortOrder: raw.sort_order,
    entryFlags: raw.entry_flags ?? {},
    item:
      raw.gear_item_id === null
        ? null
        : {
            weightMg: Number(raw.item_weight_mg),
            priceMinor: numberOrNull(raw.item_price_minor),
            currency: raw.item_currency,
          },
  };
}

export function toDetailRow(raw: RawLineRow): LineDetailRow {
  const row = toTotalsRow(raw);
  return {
    ...row,
    item: row.item && {
      ...row.item,
      name: raw.item_name ?? '',
      brand: raw.item_brand ?? '',
      photoId: raw.item_photo_id ?? null,
      url: raw.item_url ?? null,
      notes: raw.item_notes ?? '',
      retired: raw.item_retired ?? false,
    },
    bundle:
      raw.bundle_id === null
        ? null
        : { name: raw.bundle_name ?? '', description: raw.bundle_description ?? '' },
  };
}

const TOTALS_COLUMNS = `
  line.id, line.pack_id, line.gear_item_id, line.bundle_id, line.quantity, line.worn,
  line.consumable, line.packed, line.sort_order, line.entry_flags,
  CASE WHEN line.bundle_id IS NULL THEN item.category_id ELSE bundle.category_id END AS category_id,
  item.weight_mg AS item_weight_mg, item.price_minor AS item_price_minor,
  item.currency AS item_currency`;

const DETAIL_COLUMNS = `${TOTALS_COLUMNS},
  item.name AS item_name, item.brand AS item_brand, item.photo_id AS item_photo_id,
  item.url AS item_url, item.notes AS item_notes, item.retired AS item_retired,
  bundle.name AS bundle_name, bundle.description AS bundle_description`;

/**
 * Lines with their item or bundle; $1 is always the owner, and joins are scoped to it too, so a
 * line can only ever show its owner's gear. `scope` filters further.
 */
export const linesQuery = (detail: boolean, scope: string) => `
  SELECT ${detail ? DETAIL_COLUMNS : TOTALS_COLUMNS}
  FROM pack_lines AS line
  LEFT JOIN gear_items AS item ON item.id = line.gear_item_id AND item.owner_id = $1
  LEFT JOIN bundles AS bundle ON bundle.id = line.bundle_id AND bundle.owner_id = $1
  WHERE line.owner_id = $1 AND (item.id IS NOT NULL OR bundle.id IS NOT NULL) AND ${scope}
  ORDER BY line.pack_id, line.sort_order, line.created_at, line.id`;
