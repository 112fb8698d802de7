/**
 * A quantity as people write it and type it back: "3", "2.5", "0.25" (at most two decimals, as
 * the server keeps; no trailing zeros or float noise, a dot for the decimal mark).
 */
export const formatQuantity = (quantity: number): string =>
  String(Math.round(quantity * 100) / 100);
