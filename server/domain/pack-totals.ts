/**
 * Pack totals: base, worn, consumable, total and pack weight, per category and overall, plus
 * price totals per currency. Integer milligrams and minor units in, the same out.
 *
 * The worn rule follows LighterPack (`calculateSubtotal` in its dataTypes.js): a worn line counts
 * one unit as worn and the rest as carried. Two deliberate departures, both because LighterPack
 * can show a base weight below zero:
 * - a worn line with a quantity below 1 (e.g. 0.5) counts only that fraction as worn, where
 *   LighterPack counts a whole unit;
 * - a line both worn and consumable counts the worn unit as worn and the rest as consumable,
 *   where LighterPack counts the worn unit in both.
 * So every line splits into base + worn + consumable = total exactly, and the figures keep
 * LighterPack's identities: base = total - worn - consumable, pack weight = total - worn.
 */

export interface PackLineInput {
  lineId: string;
  categoryId: string | null;
  /** Non-negative; fractions (0.5) and 0 are allowed. */
  quantity: number;
  worn: boolean;
  consumable: boolean;
  /** Integer milligrams for one unit. */
  unitWeightMg: number;
  /** Integer minor units for one unit, or null when the item has no price. */
  unitPriceMinor: number | null;
  currency: string | null;
}

export interface WeightTotals {
  total: number;
  base: number;
  worn: number;
  consumable: number;
  /** total - worn: what goes on the back, consumables included. */
  packWeight: number;
  /** Sum of quantities (may be fractional). */
  itemCount: number;
  /** Minor units per ISO currency code; every unit counts, worn ones too. */
  priceByCurrency: Record<string, number>;
}

export interface CategoryTotals extends WeightTotals {
  categoryId: string | null;
  items: { lineId: string; totalMg: number }[];
}

export interface PackTotals extends WeightTotals {
  /** In the order each category first appears in the lines. */
  byCategory: CategoryTotals[];
}

export interface LineWeights {
  total: number;
  base: number;
  worn: number;
  consumable: number;
}

function assertLine(line: PackLineInput): void {
  if (!Number.isFinite(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Line ${line.lineId}: quantity must be >= 0, got ${line.quantity}`);
  }
  if (!Number.isSafeInteger(line.unitWeightMg) || line.unitWeightMg < 0) {
    throw new RangeError(`Line ${line.lineId}: weight must be whole mg >= 0`);
  }
  if (line.unitPriceMinor !== null && !Number.isSafeInteger(line.unitPriceMinor)) {
    throw new RangeError(`Line ${line.lineId}: price must be whole minor units`);
  }
}

/**
 * Splits one line. The line total is rounded once (weight x quantity, to whole mg); the worn
 * share is then one unit's exact weight (or the whole line below one unit), so no second
 * rounding happens and the parts always add up to the total.
 */
export function lineWeights(line: PackLineInput): LineWeights {
  assertLine(line);
  const total = Math.round(line.unitWeightMg * line.quantity);
  const worn = !line.worn ? 0 : line.quantity < 1 ? total : line.unitWeightMg;
  const carried = total - worn;
  return {
    total,
    worn,
    base: line.consumable ? 0 : carried,
    consumable: line.consumable ? carried : 0,
  };
}

function emptyTotals(): WeightTotals {
  return {
    total: 0,
    base: 0,
    worn: 0,
    consumable: 0,
    packWeight: 0,
    itemCount: 0,
    priceByCurrency: {},
  };
}

function addLine(into: WeightTotals, weights: LineWeights, line: PackLineInput): void {
  into.total += weights.total;
  into.base += weights.base;
  into.worn += weights.worn;
  into.consumable += weights.consumable;
  into.packWeight += weights.total - weights.worn;
  into.itemCount += line.quantity;
  if (line.unitPriceMinor !== null && line.currency !== null) {
    // Rounded per line, like weights: half a 3.99 fuel canister costs 2.00.
    const price = Math.round(line.unitPriceMinor * line.quantity);
    into.priceByCurrency[line.currency] = (into.priceByCurrency[line.currency] ?? 0) + price;
  }
}

// Sums of fractional quantities pick up binary noise (0.1 + 0.2); six decimals is plenty.
function tidyCount(count: number): number {
  return Math.round(count * 1e6) / 1e6;
}

/** One pass over the lines, O(n). Bundle lines must be expanded first (expandBundleLine). */
export function computePackTotals(lines: readonly PackLineInput[]): PackTotals {
  const overall = emptyTotals();
  const categories = new Map<string | null, CategoryTotals>();
  for (const line of lines) {
    const weights = lineWeights(line);
    let category = categories.get(line.categoryId);
    if (category === undefined) {
      category = { ...emptyTotals(), categoryId: line.categoryId, items: [] };
      categories.set(line.categoryId, category);
    }
    addLine(category, weights, line);
    addLine(overall, weights, line);
    category.items.push({ lineId: line.lineId, totalMg: weights.total });
  }
  const byCategory = [...categories.values()].map((c) => ({
    ...c,
    itemCount: tidyCount(c.itemCount),
  }));
  return { ...overall, itemCount: tidyCount(overall.itemCount), byCategory };
}

/** One bundle item's marks in a pack; each one set overrides the bundle line's. */
export interface EntryFlag {
  worn?: boolean;
  consumable?: boolean;
}

/** A bundle line's marks per item, by gear item id. */
export type EntryFlags = Readonly<Record<string, EntryFlag>>;

export interface BundleLine {
  lineId: string;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  /** Where the pack shows the bundle. Omitted: each item keeps its own category. */
  categoryId?: string | null;
  /** Items marked otherwise than the line in this pack. Omitted: none. */
  entryFlags?: EntryFlags;
}

/** A bundle item's worn and consumable marks in a pack: its own where set, else the line's. */
export function entryMarks(
  bundleLine: Pick<BundleLine, 'worn' | 'consumable' | 'entryFlags'>,
  gearItemId: string,
): { worn: boolean; consumable: boolean } {
  const own = Object.hasOwn(bundleLine.entryFlags ?? {}, gearItemId)
    ? bundleLine.entryFlags?.[gearItemId]
    : undefined;
  return {
    worn: own?.worn ?? bundleLine.worn,
    consumable: own?.consumable ?? bundleLine.consumable,
  };
}

export interface BundleItem {
  gearItemId: string;
  /** Quantity of this item in one bundle. */
  quantity: number;
  unitWeightMg: number;
  unitPriceMinor: number | null;
  currency: string | null;
  categoryId: string | null;
}

/**
 * a x b to the cent, in exact integer arithmetic on hundredths (0.5 x 0.33 = 0.17): how many of
 * a bundle's item a pack holds, the same in its totals, its LighterPack export and when the
 * bundle line is expanded into item lines (whose quantities keep two decimals).
 */
export function multiplyQuantities(a: number, b: number): number {
  const hundredths = (Math.round(a * 100) * Math.round(b * 100)) / 100;
  return Math.round(hundredths) / 100;
}

/**
 * Turns a pack's bundle line into one line per bundle item, read from the bundle at
 * computation time, so a linked bundle's changes show in every pack that holds it.
 * - quantity = bundle line quantity x item quantity, to the cent (2 kits of 3 stakes = 6 stakes);
 * - the bundle line's worn and consumable flags apply to every item but those marked otherwise
 *   in this pack (`entryFlags`), and the worn rule then applies per expanded item: a worn
 *   bundle of 2 x (3 socks) counts 1 sock worn, 5 carried;
 * - line ids are `${bundleLineId}:${gearItemId}`, unique as long as an item appears once in
 *   a bundle.
 */
export function expandBundleLine(
  bundleLine: BundleLine,
  items: readonly BundleItem[],
): PackLineInput[] {
  return items.map((item) => ({
    lineId: `${bundleLine.lineId}:${item.gearItemId}`,
    categoryId: bundleLine.categoryId === undefined ? item.categoryId : bundleLine.categoryId,
    quantity: multiplyQuantities(bundleLine.quantity, item.quantity),
    ...entryMarks(bundleLine, item.gearItemId),
    unitWeightMg: item.unitWeightMg,
    unitPriceMinor: item.unitPriceMinor,
    currency: item.currency,
  }));
}

/** One unit's weight and price, as an item (or a bundle's entry) carries them. */
export interface UnitFigures {
  /** Integer milligrams. */
  weightMg: number;
  /** Integer minor units, or null when the item has no price. */
  priceMinor: number | null;
  currency: string | null;
}

/** An item of a bundle as a pack line expands it. */
export interface BundleEntryFigures extends UnitFigures {
  gearItemId: string;
  /** How many of the item one bundle holds. */
  quantity: number;
  /** Its marks in this pack when the caller has them already (the pack's answer gives them). */
  worn?: boolean;
  consumable?: boolean;
}

/**
 * A pack line as the server reads it (`LineTotalsRow`) and the client holds it (`PackLine`):
 * an item line with its item, or a bundle line without one.
 */
export interface PackLineFigures {
  id: string;
  categoryId: string | null;
  quantity: number;
  worn: boolean;
  consumable: boolean;
  item?: UnitFigures | null;
  /** A bundle line's items marked otherwise than the line in this pack. */
  entryFlags?: EntryFlags;
}

/**
 * The one adapter from a pack line to the totals' inputs, for the server's answer and the
 * client's live figures alike: an item line once, a bundle line as its items (`entries`, read
 * from the bundle now, so a bundle's changes show in every pack holding it), every one counted
 * in the bundle line's category, where the pack shows the bundle.
 */
export function packLineInputs(
  line: PackLineFigures,
  entries: readonly BundleEntryFigures[] = [],
): PackLineInput[] {
  const { id: lineId, categoryId, quantity, worn, consumable } = line;
  if (line.item) {
    const { weightMg, priceMinor, currency } = line.item;
    return [
      {
        lineId,
        categoryId,
        quantity,
        worn,
        consumable,
        unitWeightMg: weightMg,
        unitPriceMinor: priceMinor,
        currency,
      },
    ];
  }
  const entryFlags: Record<string, EntryFlag> = { ...line.entryFlags };
  for (const entry of entries) {
    if (entry.worn !== undefined || entry.consumable !== undefined) {
      entryFlags[entry.gearItemId] = { worn: entry.worn, consumable: entry.consumable };
    }
  }
  return expandBundleLine(
    { lineId, quantity, worn, consumable, categoryId, entryFlags },
    entries.map((entry) => ({
      gearItemId: entry.gearItemId,
      quantity: entry.quantity,
      unitWeightMg: entry.weightMg,
      unitPriceMinor: entry.priceMinor,
      currency: entry.currency,
      categoryId,
    })),
  );
}

/**
 * A bundle's own figures (its page, and the client's while an edit saves): each entry a line of
 * its own, nothing worn, so they match what the bundle adds to a pack.
 */
export const bundleTotals = (
  entries: readonly { id: string; quantity: number; item: UnitFigures }[],
): PackTotals =>
  computePackTotals(
    entries.flatMap(({ id, quantity, item }) =>
      packLineInputs({ id, categoryId: null, quantity, worn: false, consumable: false, item }),
    ),
  );
