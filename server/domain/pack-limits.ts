/**
 * The bounds of a pack's figures, one source for the server's validation, the LighterPack import
 * and export, and the client's forms (pure ECMAScript: shared by both).
 *
 * They are chosen together so every total the app computes is an exact integer: a pack holds at
 * most MAX_PACK_LINES items (a bundle's items counted one by one, as its export writes them), each
 * at most MAX_QUANTITY times (for a bundle's item: the line's quantity times the bundle's), each
 * weighing at most MAX_ITEM_WEIGHT_MG and priced at most MAX_PRICE_MINOR. So a pack's weight in mg
 * and its price in minor units stay under 5,000 x 999 x 10^9 = 4.995 x 10^15, below
 * Number.MAX_SAFE_INTEGER (2^53 - 1, about 9.007 x 10^15), rounding of each line included.
 */

/** A pack's largest size, in items (also the most rows a LighterPack import takes). */
export const MAX_PACK_LINES = 5_000;

/** A pack line's or bundle entry's quantity, and a bundle line's quantity times its entry's. */
export const MAX_QUANTITY = 999;

/** One item's weight: 1,000 kg. */
export const MAX_ITEM_WEIGHT_MG = 1_000_000_000;

/** One item's price in minor units: 10,000,000.00 in a currency with cents. */
export const MAX_PRICE_MINOR = 1_000_000_000;

/** The largest weight (mg) or price (minor units) a whole pack can add up to. */
export const MAX_PACK_TOTAL =
  MAX_PACK_LINES * MAX_QUANTITY * Math.max(MAX_ITEM_WEIGHT_MG, MAX_PRICE_MINOR);
