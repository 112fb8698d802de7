/**
 * Rounding several figures that are shown next to their total, so that what is shown adds up:
 * base + worn + consumable = total, and the shares of a chart make 100 %. Pure ECMAScript.
 */

/**
 * Whole numbers, one per value, that add up to `target` rounded (the sum of the values unless
 * given): the largest remainder method. Each value is rounded down, then the units still
 * missing go one each to the values that lost the most, so every value moves by less than one
 * and none of them more than needed. Ties go to the larger value, then to the earlier one, so
 * the result does not depend on anything but the figures. Values are non-negative; a value of
 * 0 stays 0.
 */
export function roundToSum(values: readonly number[], target?: number): number[] {
  const floors = values.map((value) => Math.floor(value));
  const sumOfFloors = floors.reduce((sum, floor) => sum + floor, 0);
  const wanted = Math.round(target ?? values.reduce((sum, value) => sum + value, 0));
  // Floating-point noise may ask for one more unit than there are remainders: never more.
  const missing = Math.max(0, Math.min(values.length, wanted - sumOfFloors));
  const order = values
    .map((value, index) => ({ index, value, remainder: value - (floors[index] ?? 0) }))
    .filter((entry) => entry.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || b.value - a.value || a.index - b.index);
  for (const { index } of order.slice(0, missing)) floors[index] = (floors[index] ?? 0) + 1;
  return floors;
}

/**
 * Each value's share of their sum in whole percent, adding up to exactly 100 (all zeros when
 * the sum is 0).
 */
export function percentShares(values: readonly number[]): number[] {
  const sum = values.reduce((total, value) => total + value, 0);
  if (sum <= 0) return values.map(() => 0);
  return roundToSum(
    values.map((value) => (value * 100) / sum),
    100,
  );
}
